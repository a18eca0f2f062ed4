/**
 * Seat tokens: random secrets handed to a seat's holder once; the server
 * keeps only their SHA-256 digests and compares in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function tokenMatches(token: string, digest: string): boolean {
  const got = Buffer.from(hashToken(token), 'hex');
  const want = Buffer.from(digest, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Short, URL-safe, unguessable match ids. */
export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

/** A fresh seed for a match's RNG (the server's only use of randomness outside agents). */
export function newSeed(): string {
  return randomBytes(12).toString('hex');
}

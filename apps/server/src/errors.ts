/**
 * Errors the server answers with. Every refusal carries a stable code and a
 * reason a person can read; rule violations from the game keep their own
 * code and reason.
 */
import { RuleViolation } from '@arbiter/core';

export class ServerError extends Error {
  readonly code: string;
  readonly reason: string;
  /** The HTTP status that fits the refusal. */
  readonly status: number;
  constructor(code: string, reason: string, status = 400) {
    super(`${code}: ${reason}`);
    this.name = 'ServerError';
    this.code = code;
    this.reason = reason;
    this.status = status;
  }
}

export interface Refusal {
  code: string;
  reason: string;
  status: number;
}

/** Turns what a handler threw into a refusal; unexpected errors become 'internal' (and are logged by the caller). */
export function toRefusal(error: unknown): Refusal {
  if (error instanceof ServerError) return { code: error.code, reason: error.reason, status: error.status };
  if (error instanceof RuleViolation) return { code: error.code, reason: error.reason, status: 409 };
  return { code: 'internal', reason: 'internal server error', status: 500 };
}

export function isExpected(error: unknown): boolean {
  return error instanceof ServerError || error instanceof RuleViolation;
}

/**
 * Reaching Redis: one URL (`redis://[user:password@]host:port[/db]`, or
 * `rediss://` for TLS, as managed Redis services give them) and the name of
 * the queue every submitter and worker shares.
 */
import { Redis } from 'ioredis';

/** The BullMQ queue the chunks of every batch go through. */
export const QUEUE_NAME = 'arbiter-sim';

/** Where a batch's inputs are kept while it runs (checked when a submitter resumes it). */
export function manifestKey(batchId: string): string {
  return `arbiter:batch:${batchId}`;
}

/** The URL, or a reason it is not one Redis can be reached at. */
export function checkRedisUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `'${url}' is not a URL (expected redis://HOST:PORT)`;
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    return `'${url}' is not a redis:// or rediss:// URL`;
  }
  if (parsed.hostname === '') return `'${url}' names no host`;
  return null;
}

/** The URL with any password blanked, for messages. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * A connection for BullMQ. Commands wait through a reconnection rather than
 * fail (BullMQ's workers need that); callers that must not wait forever set
 * their own deadline (see the submitter).
 */
export function connect(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  // Connection errors are retried by ioredis; whoever cares reports them (an unhandled 'error' would only print noise).
  redis.on('error', () => {});
  return redis;
}

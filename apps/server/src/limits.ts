/**
 * Per-client and per-address limits, so that one client cannot take the
 * server's capacity from everyone: budgets for creating matches and for
 * actions (counted over HTTP and WebSocket together) in fixed one-minute
 * windows (rate-window.ts: counted synchronously, message by message, for
 * at most 5,000 keys per budget), and a cap on the unfinished matches one
 * client or one address has created (counted by the match manager).
 *
 * A client is what the `X-Arbiter-Client` header (WebSocket: `?client=` on
 * the /ws URL) names — the web client sends a random id kept in its
 * localStorage — or, without one, its address. Per-client budgets are the
 * tighter ones and let people behind one address (a NAT, an office) share
 * it; the per-address budgets bound a client that invents new ids.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { ServerError } from './errors.ts';
import { addressKey, FixedWindows } from './rate-window.ts';

export interface Budget {
  /** Per client (its id, or its address when it sends none). */
  client: number;
  /** Per address (IPv6: per /64). */
  ip: number;
}

export interface LimitSettings {
  /** Matches created per minute. */
  createPerMinute: Budget;
  /** Actions per minute, over HTTP and WebSocket together (agents' actions are not counted). */
  actionsPerMinute: Budget;
  /** Unfinished matches created by one client or address at a time. */
  openMatches: Budget;
}

export const DEFAULT_LIMITS: LimitSettings = {
  createPerMinute: { client: 20, ip: 60 },
  actionsPerMinute: { client: 300, ip: 1200 },
  openMatches: { client: 20, ip: 100 },
};

/** Who sent a request: the client key and the address it came from. */
export interface Requester {
  client: string;
  ip: string;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const CLIENT_HEADER = 'x-arbiter-client';

/** The client key: `id:<client id>` when one is sent, else `ip:<address>`. A malformed id is refused. */
export function clientKey(id: string | undefined | null, ip: string): string {
  if (id === undefined || id === null || id === '') return `ip:${ip}`;
  if (!CLIENT_ID.test(id)) {
    throw new ServerError('bad-client-id', 'a client id is 8 to 64 letters, digits, "-" or "_"');
  }
  return `id:${id}`;
}

export function requesterOf(req: FastifyRequest): Requester {
  const header = req.headers[CLIENT_HEADER];
  return { client: clientKey(Array.isArray(header) ? header[0] : header, req.ip), ip: req.ip };
}

/** A WebSocket upgrade's requester: `?client=` on the URL, the socket's address (or the proxy's X-Forwarded-For when trusted). */
export function requesterOfUpgrade(req: IncomingMessage, trustProxy: boolean): Requester {
  let ip = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) ip = forwarded.split(',')[0].trim();
  const id = new URL(req.url ?? '/', 'http://localhost').searchParams.get('client');
  return { client: clientKey(id, ip), ip };
}

/** What the store keeps of a requester: digests, so the database holds no address. */
export function requesterDigest(who: Requester): { client: string; ip: string } {
  const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
  return { client: digest(who.client), ip: digest(`ip:${who.ip}`) };
}

export class RateLimited extends ServerError {
  readonly retryAfterSeconds: number;
  constructor(reason: string, retryAfterSeconds: number) {
    super('rate-limited', reason, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Kind = 'create' | 'act';

export class RequestLimits {
  private readonly windows: Record<Kind, { client: FixedWindows; ip: FixedWindows }>;

  constructor(
    readonly settings: LimitSettings,
    clock: () => number = Date.now,
  ) {
    const make = (budget: Budget) => ({
      client: new FixedWindows(budget.client, 60_000, 5000, clock),
      ip: new FixedWindows(budget.ip, 60_000, 5000, clock),
    });
    this.windows = { create: make(settings.createPerMinute), act: make(settings.actionsPerMinute) };
  }

  /**
   * Counts one `kind` against the requester's budgets, at once (no await:
   * requests are judged in the order they arrive); throws RateLimited when
   * either is spent. One refused by its client's budget is not counted
   * against the address's.
   */
  take(kind: Kind, who: Requester): void {
    const what = kind === 'create' ? 'new matches' : 'actions';
    const windows = this.windows[kind];
    const byClient = windows.client.take(who.client);
    if (!byClient.allowed) {
      const from = who.client.startsWith('id:') ? 'this client' : 'this address';
      throw new RateLimited(
        `too many ${what} from ${from}: at most ${windows.client.max} a minute; try again in ${byClient.retryAfterSeconds} s`,
        byClient.retryAfterSeconds,
      );
    }
    const byIp = windows.ip.take(addressKey(who.ip));
    if (!byIp.allowed) {
      throw new RateLimited(
        `too many ${what} from this address: at most ${windows.ip.max} a minute; try again in ${byIp.retryAfterSeconds} s`,
        byIp.retryAfterSeconds,
      );
    }
  }
}

/**
 * The JSON HTTP API: games, matches, seats, views, actions and replays.
 * Errors are `{ error: { code, reason } }` with a fitting status. The
 * README lists every route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isExpected, ServerError, toRefusal } from './errors.ts';
import { RateLimited, type RequestLimits, requesterOf } from './limits.ts';
import type { MatchManager } from './match-manager.ts';
import { actionSchema, type CreateMatchResponse } from './protocol.ts';
import { requireWellFormed } from './well-formed.ts';

/**
 * A whole number in a path or query as people write it: digits, no sign,
 * no leading zero, no `1.0`, `1e0`, `0x1`, spaces or empty text (which
 * `Number()` would all read as numbers). One seat has one path.
 */
const canonicalInt = (what: string) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,8})$/, `${what} must be a whole number written plainly (0, 1, 2, ...)`)
    .transform(Number);

const idParams = z.object({ id: z.string().min(1).max(64) });
const seatParams = idParams.extend({ seat: canonicalInt('the seat') });
const listQuery = z.object({
  status: z.enum(['active', 'finished', 'broken', 'expired']).default('active'),
  limit: canonicalInt('limit').pipe(z.number().min(1).max(200)).default(50),
});
const claimBody = z.strictObject({ name: z.string().trim().min(1).max(40).optional() }).default({});
const actBody = z.strictObject({
  action: actionSchema,
  version: z.number().int().min(0).optional(),
});
const replayQuery = z.object({
  viewer: z.union([z.literal('spectator'), canonicalInt('viewer (a seat or "spectator")')]).optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const detail = r.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ');
    throw new ServerError('bad-request', `${what}: ${detail}`);
  }
  return r.data;
}

/**
 * A seat token from `Authorization: Bearer <token>` (the scheme in any case,
 * as RFC 9110 has it) or, for GETs from a link, `?token=`. A header that is
 * present but is not one well-formed bearer credential is refused with 401
 * rather than read as no token: a client that meant to act for a seat must
 * not be silently shown the spectator's view.
 */
export function tokenOf(req: Pick<FastifyRequest, 'headers' | 'method' | 'query'>): string | null {
  const auth = req.headers.authorization;
  if (auth !== undefined) {
    const m = /^[ \t]*bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i.exec(auth);
    if (!m) {
      throw new ServerError(
        'bad-authorization',
        'the Authorization header must be "Bearer <token>" (one token, no other scheme)',
        401,
      );
    }
    return m[1];
  }
  // `?token=` is for links and GETs only: a request that changes a match carries its token in a header.
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const q = req.query as Record<string, unknown> | undefined;
  return typeof q?.token === 'string' && q.token ? q.token : null;
}

export function registerHttpApi(
  app: FastifyInstance,
  manager: MatchManager,
  log: (message: string, error?: unknown) => void,
  limits: RequestLimits | null = null,
  idleExpiryMs: number | null = null,
): void {
  const startedAt = Date.now();

  app.setErrorHandler((error, _req, reply) => {
    // Fastify's own refusals (bad JSON body, body too large, wrong content type) keep their status.
    const fastifyStatus = (error as { statusCode?: number }).statusCode;
    if (!isExpected(error) && fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
      const code =
        (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'bad-json' : 'bad-request';
      return reply.code(fastifyStatus).send({ error: { code, reason: (error as Error).message } });
    }
    if (!isExpected(error)) log('request failed', error);
    const r = toRefusal(error);
    if (r.status === 401) reply.header('www-authenticate', 'Bearer');
    if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(r.status).send({ error: { code: r.code, reason: r.reason } });
  });

  // Before any handler reads them: every string a client sent is well-formed UTF-16.
  app.addHook('preHandler', async (req) => {
    requireWellFormed(req.params, 'path');
    requireWellFormed(req.query, 'query');
    requireWellFormed(req.body, 'body');
  });

  app.get('/api/health', async () => ({
    ok: true,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    games: manager.gameList().map((g) => g.id),
    activeMatches: manager.activeCount(),
    /** Unfinished matches with a human seat expire after this many minutes without a move (null: never). */
    idleExpiryMinutes: idleExpiryMs ? idleExpiryMs / 60_000 : null,
    memory: { rssBytes: process.memoryUsage().rss, heapUsedBytes: process.memoryUsage().heapUsed },
  }));

  app.get('/api/games', async () => manager.gameList());

  app.get('/api/matches', async (req) => {
    const q = parse(listQuery, req.query, 'query');
    return manager.list(q.status, q.limit);
  });

  app.post('/api/matches', async (req, reply): Promise<CreateMatchResponse> => {
    const who = requesterOf(req);
    limits?.take('create', who);
    const { room, seat, token } = manager.create(req.body ?? {}, limits ? who : undefined);
    reply.code(201);
    return { id: room.id, seat, token, match: room.summary() };
  });

  app.get('/api/matches/:id', async (req) => manager.summary(parse(idParams, req.params, 'path').id));

  app.post('/api/matches/:id/seats/:seat/claim', async (req, reply) => {
    const p = parse(seatParams, req.params, 'path');
    const body = parse(claimBody, req.body ?? {}, 'body');
    const { token } = manager.claim(p.id, p.seat, body.name);
    reply.code(201);
    return { id: p.id, seat: p.seat, token };
  });

  /** The current state for the token's seat (or the spectator view without a token). */
  app.get('/api/matches/:id/state', async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    const token = tokenOf(req);
    return manager.use(id, (room) => {
      const seat = token === null ? null : room.seatForToken(token);
      if (token !== null && seat === null)
        throw new ServerError('bad-token', 'this token holds no seat', 403);
      return room.stateFor({ seat, sentLog: 0 });
    });
  });

  app.post('/api/matches/:id/actions', async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    const who = requesterOf(req);
    limits?.take('act', who);
    const body = parse(actBody, req.body, 'body');
    const token = tokenOf(req);
    if (token === null)
      throw new ServerError('no-token', 'acting needs a seat token (Authorization: Bearer)', 401);
    return manager.use(id, (room) => {
      const seat = room.seatForToken(token);
      if (seat === null) throw new ServerError('bad-token', 'this token holds no seat', 403);
      room.actFromClient(seat, body.action, body.version);
      return { version: room.version };
    });
  });

  app.get('/api/matches/:id/replay', async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    const q = parse(replayQuery, req.query, 'query');
    const viewer = q.viewer === undefined || q.viewer === 'spectator' ? null : q.viewer;
    return manager.replay(id, viewer, tokenOf(req));
  });

  /** The kernel's match log (seed, every action and hash): only once the match is over. */
  app.get('/api/matches/:id/log', async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    return manager.use(id, (room) => {
      if (room.status === 'active') {
        throw new ServerError(
          'match-active',
          'the full log (with the seed) is published when the match ends',
          403,
        );
      }
      return room.match.toLog();
    });
  });
}

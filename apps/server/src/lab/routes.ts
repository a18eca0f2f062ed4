/**
 * The Lab's HTTP routes (`/api/lab/...`): games and their data, deck and
 * variant checks, runs (create, list, read, cancel), results as JSON and as
 * the self-contained HTML report, and the chart library the page draws
 * with. Nothing a request carries is read as a path: decks are text,
 * variants are changes to data held in memory.
 */
import { labBlocks, reportHtml } from '@arbiter/report';
import { type DataChange, validateChanges } from '@arbiter/sim';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServerError } from '../errors.ts';
import { requesterDigest, requesterOf } from '../limits.ts';
import type { Lab } from './index.ts';
import { changeSchema, planRun, runRequestSchema } from './plan.ts';
import type { DeckCheck, VariantCheck } from './protocol.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const deckBody = z.strictObject({ text: z.string().max(20_000) });
const variantBody = z.strictObject({ changes: z.array(changeSchema).max(200) });
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** How deep and how large a Lab request's JSON may be: a hero or a card nests a few levels. */
export const MAX_BODY_DEPTH = 24;
export const MAX_BODY_VALUES = 50_000;

/** Refuses a body nested too deep or holding too many values (checked without recursion, before zod reads it). */
function requireShape(value: unknown): void {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++count > MAX_BODY_VALUES) {
      throw new ServerError('bad-request', `a Lab request may hold at most ${MAX_BODY_VALUES} values`);
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) {
      throw new ServerError('bad-request', `a Lab request may nest at most ${MAX_BODY_DEPTH} levels deep`);
    }
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  if (what === 'body') requireShape(value);
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const detail = r.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ');
  throw new ServerError('bad-request', `${what}: ${detail}`);
}

/** Who asks: a digest of the client key (the store never holds the key or the address). */
const clientOf = (req: FastifyRequest) => requesterDigest(requesterOf(req)).client;

function attachment(reply: FastifyReply, name: string, download: boolean): void {
  if (download) reply.header('content-disposition', `attachment; filename="${name}"`);
}

export function registerLabRoutes(app: FastifyInstance, lab: Lab): void {
  app.get('/api/lab/games', async () => lab.summaries());

  app.get('/api/lab/games/:id', async (req) => lab.info(parse(idParams, req.params, 'path').id));

  app.post('/api/lab/games/:id/deck', async (req): Promise<DeckCheck> => {
    const { id } = parse(idParams, req.params, 'path');
    lab.takeCheck(clientOf(req));
    const { text } = parse(deckBody, req.body ?? {}, 'body');
    const { game, adapter } = lab.game(id);
    if (!adapter.deck) throw new ServerError('no-decks', `${game.name} has no decks`);
    return adapter.deck.check(text, game);
  });

  app.post('/api/lab/games/:id/variant', async (req): Promise<VariantCheck> => {
    const { id } = parse(idParams, req.params, 'path');
    lab.takeCheck(clientOf(req));
    const { changes } = parse(variantBody, req.body ?? {}, 'body');
    const { game } = lab.game(id);
    const report = validateChanges(game, changes as DataChange[]);
    return {
      ok: report.ok,
      errors: report.errors.map((e) => ({ file: e.file, path: e.path, reason: e.reason })),
      warnings: report.warnings.slice(0, 50),
    };
  });

  app.post('/api/lab/runs', async (req, reply) => {
    const client = clientOf(req);
    const request = parse(runRequestSchema, req.body ?? {}, 'body');
    const { game, adapter } = lab.game(request.game);
    const plan = planRun(request, game, adapter, (text) => adapter.deck!.check(text, game));
    const run = lab.runs.submit(plan, request, client);
    reply.code(201);
    return run;
  });

  app.get('/api/lab/runs', async (req) => lab.runs.list(clientOf(req)));

  app.get('/api/lab/runs/:id', async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    const client = clientOf(req);
    const run = lab.runs.summary(id, client);
    const request = lab.runs.request(id);
    if (run.status !== 'done') return { run, request };
    const { result } = lab.runs.result(id);
    return { run, request, result, blocks: labBlocks(result) };
  });

  app.post('/api/lab/runs/:id/cancel', async (req) => {
    const { id } = parse(idParams, req.params, 'path');
    return lab.runs.cancel(id, clientOf(req));
  });

  app.get('/api/lab/runs/:id/result.json', async (req, reply) => {
    const { id } = parse(idParams, req.params, 'path');
    const q = parse(downloadQuery, req.query ?? {}, 'query');
    const { result } = lab.runs.result(id);
    attachment(reply, `arbiter-lab-${id}.json`, q.download === '1');
    return result;
  });

  app.get('/api/lab/runs/:id/report.html', async (req, reply) => {
    const { id } = parse(idParams, req.params, 'path');
    const q = parse(downloadQuery, req.query ?? {}, 'query');
    const { result } = lab.runs.result(id);
    attachment(reply, `arbiter-lab-${id}.html`, q.download === '1');
    reply.type('text/html; charset=utf-8');
    return reportHtml(result);
  });

  /** The chart library (Vega, Vega-Lite, vega-embed) the HTML reports inline: the page draws the same charts. */
  app.get('/api/lab/charts.js', async (_req, reply) => {
    reply.type('text/javascript; charset=utf-8');
    reply.header('cache-control', 'public, max-age=3600');
    return lab.chartScript();
  });
}

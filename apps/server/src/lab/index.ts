/**
 * The Lab: build a deck or change a game's data in the browser, and play it
 * against the field on the server's worker pool. `createLab` wires the
 * games it knows (games/), the run queue (runs.ts) over a pool of worker
 * processes (pool.ts), the runs' table in the server's database (store.ts),
 * the HTTP routes (routes.ts) and the WebSocket for progress (socket.ts).
 */
import type { AnyGame } from '@arbiter/core';
import { chartLibraries } from '@arbiter/report';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.ts';
import type { GameInfo } from '../protocol.ts';
import { type LabGameAdapter, labAdapters } from './games/index.ts';
import { labInfo, labSummary } from './info.ts';
import { LabPool, poolSizeFor } from './pool.ts';
import type { LabGameInfo, LabGameSummary, LabLimits } from './protocol.ts';
import { registerLabRoutes } from './routes.ts';
import { DEFAULT_LAB_LIMITS, LabRuns } from './runs.ts';
import { createLabSocket, isLabSocket, type LabSocket } from './socket.ts';
import { LabStore } from './store.ts';

export interface LabSettings {
  /** Worker processes (default: the machine's cores but one, at least one). */
  workers?: number;
  /** How much lower the workers' priority is than the server's (default 10; 0: the same). */
  niceness?: number;
  limits?: Partial<LabLimits>;
  /** Deck and variant checks per client per minute (they run the game's code). */
  checksPerMinute?: number;
  /**
   * A Redis URL where `arbiter worker`s take jobs: runs on the shipped data
   * play there instead of on the pool (variants stay on the pool: a job
   * carries no data changes).
   */
  queue?: string | null;
}

export interface LabContext {
  app: FastifyInstance;
  db: Database.Database;
  games: () => GameInfo[];
  findGame: (id: string) => AnyGame | undefined;
  trustProxy: boolean;
  clock?: () => number;
  log: (message: string, error?: unknown) => void;
}

export interface Lab {
  runs: LabRuns;
  socket: LabSocket;
  summaries(): LabGameSummary[];
  info(id: string): LabGameInfo;
  game(id: string): { game: AnyGame; adapter: LabGameAdapter };
  takeCheck(client: string): void;
  chartScript(): string;
  close(): Promise<void>;
}

export { isLabSocket };

export function createLab(ctx: LabContext, settings: LabSettings = {}): Lab {
  const limits: LabLimits = { ...DEFAULT_LAB_LIMITS, ...settings.limits };
  const clock = ctx.clock ?? Date.now;
  const pool = new LabPool(settings.workers ?? poolSizeFor(), settings.niceness);
  const runs = new LabRuns(
    pool,
    new LabStore(ctx.db),
    (id) => ctx.findGame(id),
    limits,
    clock,
    ctx.log,
    settings.queue ?? null,
  );
  const infos = new Map<string, LabGameInfo>();
  const checks = new Map<string, { window: number; used: number }>();
  const checksPerMinute = settings.checksPerMinute ?? 600;
  let charts: string | null = null;

  const offered = () => ctx.games().filter((g) => labAdapters.has(g.id));
  const lab: Lab = {
    runs,
    socket: createLabSocket(runs, ctx.trustProxy, ctx.log),
    summaries: () =>
      offered().flatMap((g) => {
        const game = ctx.findGame(g.id);
        return game ? [labSummary(game, labAdapters.get(g.id)!)] : [];
      }),
    game(id) {
      const game = ctx.findGame(id);
      const adapter = labAdapters.get(id);
      if (!game || !adapter) {
        const known = offered()
          .map((g) => g.id)
          .join(', ');
        throw new ServerError('unknown-game', `the Lab has no game '${id}' (known: ${known || 'none'})`, 404);
      }
      return { game, adapter };
    },
    info(id) {
      let info = infos.get(id);
      if (!info) {
        const { game, adapter } = lab.game(id);
        const lobby = ctx.games().find((g) => g.id === id)!;
        info = labInfo(game, adapter, lobby, limits);
        infos.set(id, info);
      }
      return info;
    },
    takeCheck(client) {
      const window = Math.floor(clock() / 60_000);
      const c = checks.get(client);
      if (!c || c.window !== window) {
        if (checks.size > 5000) checks.clear();
        checks.set(client, { window, used: 1 });
        return;
      }
      if (++c.used > checksPerMinute) {
        throw new ServerError(
          'rate-limited',
          `too many deck and variant checks from this client: at most ${checksPerMinute} a minute`,
          429,
        );
      }
    },
    chartScript() {
      if (charts === null) charts = chartLibraries().join('\n;\n');
      return charts;
    },
    async close() {
      lab.socket.close();
      await runs.close();
    },
  };
  registerLabRoutes(ctx.app, lab);
  return lab;
}

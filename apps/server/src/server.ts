/**
 * Builds the whole server: store, match manager, HTTP API, WebSocket
 * endpoint and the web client's files. Everything a test needs to vary is an
 * option (games, database path, agent pace), so tests run the real thing on
 * loopback.
 */

import type { AgentSettings, LlmSettings } from '@arbiter/agents';
import { createAgent } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';
import Fastify, { type FastifyInstance } from 'fastify';
import { AgentPool } from './agent-pool.ts';
import { HintService, registerHintRoutes } from './hints.ts';
import { registerHttpApi } from './http-api.ts';
import { closeHttp, DEFAULT_CLOSE_GRACE_MS, OpenConnections } from './http-close.ts';
import { createLab, isLabSocket, type Lab, type LabSettings } from './lab/index.ts';
import { DEFAULT_LIMITS, type LimitSettings, RequestLimits } from './limits.ts';
import { type AgentFactory, MatchManager } from './match-manager.ts';
import { registerStaticFiles } from './static-files.ts';
import { MatchStore } from './store.ts';
import { createWebSocketEndpoint } from './ws.ts';

export interface ServerOptions {
  /** The games offered (default: the catalog). */
  games?: AnyGame[];
  /** SQLite file, or ':memory:' (default). */
  dbPath?: string;
  /** Pause before each agent decision, in ms (default 600: a person can follow). */
  agentDelayMs?: number;
  agentSettings?: AgentSettings;
  agentFactory?: AgentFactory;
  /** The built web client to serve, or null for the API only. */
  webDist?: string | null;
  maxActiveMatches?: number;
  /**
   * Whether a match's creator may choose its seed. A seed fixes every shuffle,
   * so with it the creator could work out another player's hidden cards.
   * 'private-only' (default): only when no one else can take a human seat.
   * 'always': tests and tools that need reproducible matches.
   */
  chosenSeeds?: 'private-only' | 'always';
  /**
   * Worker threads for greedy and MCTS seats (default 0: they think on the
   * server's thread). `npm start` uses 1, so a search never stalls the other
   * matches. Needs the games to be in the catalog.
   */
  agentThreads?: number;
  /**
   * The LLM endpoint for `llm` seats (`npm start` reads ARBITER_LLM_*); absent
   * or null: no llm seats. An LLM decision is awaited on the server's thread
   * (it waits on the network, not the CPU), so it never blocks other matches.
   */
  llm?: LlmSettings | null;
  /**
   * Per-client and per-address budgets for creating matches and for actions,
   * and the cap on open matches per creator (limits.ts). Default:
   * DEFAULT_LIMITS; a partial object overrides some; false turns them all
   * off (load tests, tools on a trusted machine).
   */
  limits?: Partial<LimitSettings> | false;
  /**
   * Behind a reverse proxy: take the client's address from X-Forwarded-For
   * (Fastify's trustProxy), so per-address limits see people, not the proxy.
   */
  trustProxy?: boolean;
  /**
   * An unfinished match with a human seat expires (kept as an unfinished
   * replay) after this long with no action and no seat claimed, counting
   * only time the server is up. Default 24 hours; null: never.
   */
  idleExpiryMs?: number | null;
  /** The time in ms (default Date.now; tests move it). */
  clock?: () => number;
  /** The hint search's budget (default 400 ms: DEFAULT_HINT_SETTINGS in @arbiter/agents). */
  hintSettings?: AgentSettings;
  /** Fastify's request log (default off). */
  logRequests?: boolean;
  log?: (message: string, error?: unknown) => void;
  /**
   * The Lab (decks, data variants, simulations on a worker pool; lab/):
   * its pool size and budgets, or false for none. Default: on, with the
   * default budgets and a pool of the machine's cores but one.
   */
  lab?: LabSettings | false;
  /**
   * On close, how long open connections (a request still running, a WebSocket answering the
   * close frame) may take to end by themselves before they are cut (default 2000 ms; http-close.ts).
   */
  closeGraceMs?: number;
}

export interface ArbiterServer {
  app: FastifyInstance;
  manager: MatchManager;
  /** The Lab, unless turned off. */
  lab: Lab | null;
  store: MatchStore;
  /** What resuming the stored matches found. */
  resumed: { resumed: string[]; broken: Array<{ id: string; reason: string }> };
  /** Starts listening; resolves to the base URL (http://host:port). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_IDLE_EXPIRY_MS = 24 * 3_600_000;

/**
 * Default agent effort on the server (what the browser plays against): MCTS
 * thinks 300 ms a decision (so it answers within half a second in every
 * game, Magic included), greedy looks at 4 sampled worlds (at most 300 ms).
 */
export const SERVER_AGENT_SETTINGS: AgentSettings = { thinkMs: 300, samples: 4 };

export function createServer(opts: ServerOptions = {}): ArbiterServer {
  const log = opts.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  const store = new MatchStore(opts.dbPath ?? ':memory:');
  const agentPool = opts.agentThreads ? new AgentPool(opts.agentThreads) : null;
  const idleMs = opts.idleExpiryMs === undefined ? DEFAULT_IDLE_EXPIRY_MS : opts.idleExpiryMs;
  const limitSettings = opts.limits === false ? null : { ...DEFAULT_LIMITS, ...opts.limits };
  const manager = new MatchManager({
    agentPool,
    games: opts.games ?? catalog,
    store,
    agentFactory: opts.agentFactory ?? createAgent,
    agentSettings: {
      ...(opts.agentSettings ?? SERVER_AGENT_SETTINGS),
      ...(opts.llm ? { llm: opts.llm } : {}),
    },
    offerLlm: Boolean(opts.llm),
    agentDelayMs: opts.agentDelayMs ?? 600,
    maxActiveMatches: opts.maxActiveMatches,
    openMatchesPerCreator: limitSettings?.openMatches,
    idleExpiryMs: idleMs,
    clock: opts.clock,
    chosenSeeds: opts.chosenSeeds,
    log,
  });
  const app = Fastify({
    logger: opts.logRequests ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: opts.trustProxy ?? false,
  });
  const connections = new OpenConnections(app.server);
  const limits = limitSettings ? new RequestLimits(limitSettings, opts.clock) : null;
  registerHttpApi(app, manager, log, limits, idleMs);
  // Hints think in a thread of their own when agents do (games from the catalog), else on this thread.
  const hints = new HintService(manager, store, {
    thread: Boolean(opts.agentThreads),
    settings: opts.hintSettings,
    clock: opts.clock,
  });
  registerHintRoutes(app, hints, limits);
  const lab =
    opts.lab === false
      ? null
      : createLab(
          {
            app,
            db: store.db,
            games: () => manager.gameList(),
            findGame: (id) =>
              manager.gameList().some((g) => g.id === id) ? manager.findGame(id) : undefined,
            trustProxy: opts.trustProxy ?? false,
            clock: opts.clock,
            log,
          },
          opts.lab,
        );
  registerStaticFiles(app, opts.webDist ?? null);
  const ws = createWebSocketEndpoint(manager, log, { limits, trustProxy: opts.trustProxy ?? false });
  app.server.on('upgrade', (req, socket, head) =>
    lab && isLabSocket(req)
      ? lab.socket.handleUpgrade(req, socket, head)
      : ws.handleUpgrade(req, socket, head),
  );
  const resumed = manager.resumeAll();
  // Look for idle matches every minute (more often when the idle time is short, as in tests).
  const sweep = idleMs
    ? setInterval(() => manager.expireIdle(), Math.max(10, Math.min(60_000, idleMs / 4)))
    : null;
  sweep?.unref();

  let closed = false;
  return {
    app,
    manager,
    lab,
    store,
    resumed,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const addr = app.server.address();
      const actualPort = typeof addr === 'object' && addr ? addr.port : port;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return `http://${shownHost}:${actualPort}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (sweep) clearInterval(sweep);
      manager.close();
      ws.close();
      await lab?.close();
      await closeHttp(app, connections, opts.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS, log);
      await agentPool?.close();
      await hints.close();
      store.close();
    },
  };
}

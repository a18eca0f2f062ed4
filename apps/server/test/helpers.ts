/**
 * Test helpers: a real server on loopback with the toy game, and a
 * WebSocket client that keeps every raw message it receives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { toyGame } from '@arbiter/core/testing';
import { afterEach } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage, StateMessage } from '../src/protocol.ts';
import { type ArbiterServer, createServer, type ServerOptions } from '../src/server.ts';

export interface Running {
  server: ArbiterServer;
  base: string;
  wsUrl: string;
}

export async function startServer(opts: ServerOptions = {}): Promise<Running> {
  // Tests choose seeds to rebuild matches independently: allowed here explicitly. Per-client
  // limits are off unless a test asks for them (most create many matches at once from one
  // address); limits.test.ts tests them.
  const server = createServer({
    games: [toyGame],
    agentDelayMs: 0,
    log: () => {},
    chosenSeeds: 'always',
    limits: false,
    ...opts,
  });
  const base = await server.listen(0, '127.0.0.1');
  return { server, base, wsUrl: `${base.replace('http', 'ws')}/ws` };
}

export function tempDbPath(): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(joinPath(tmpdir(), 'arbiter-server-'));
  return { path: joinPath(dir, 'test.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function api<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; rawBody?: string; client?: string } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.client) headers['x-arbiter-client'] = init.client;
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(base + path, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

export class Client {
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  private cursor = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const client = new Client(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (after the last one waited for) that matches. */
  async next<M extends ServerMessage>(match: (m: ServerMessage) => m is M, timeoutMs?: number): Promise<M>;
  async next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  async next(match: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.cursor; i < this.messages.length; i++) {
        if (match(this.messages[i])) {
          this.cursor = i + 1;
          return this.messages[i];
        }
      }
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('connection closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; got: ${this.raw.slice(-5).join('\n')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The next state message at or beyond `version`. */
  state(version = 0, timeoutMs?: number): Promise<StateMessage> {
    return this.next((m): m is StateMessage => m.type === 'state' && m.version >= version, timeoutMs);
  }

  /** The newest state message received so far, if any. */
  latestState(): StateMessage | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i];
      if (m.type === 'state') return m;
    }
    return undefined;
  }

  error(timeoutMs?: number) {
    return this.next((m): m is Extract<ServerMessage, { type: 'error' }> => m.type === 'error', timeoutMs);
  }

  close(): void {
    this.ws.close();
  }
}

export async function join(
  wsUrl: string,
  matchId: string,
  token?: string,
): Promise<{ client: Client; state: StateMessage }> {
  const client = await Client.open(wsUrl);
  client.send({ type: 'join', matchId, ...(token ? { token } : {}) });
  const state = await client.state();
  return { client, state };
}

/** Waits until `check` holds (polling every 10 ms), or throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Servers, temp databases and connections that a test file opens, closed
 * after each test in reverse order. Call once at the top of a test file.
 */
export function serverFixtures() {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return {
    cleanups,
    async start(opts: ServerOptions = {}): Promise<Running> {
      const run = await startServer(opts);
      cleanups.push(() => run.server.close());
      return run;
    },
    db(): string {
      const tmp = tempDbPath();
      cleanups.push(tmp.cleanup);
      return tmp.path;
    },
    async tracked(run: Running, id: string, token?: string) {
      const joined = await join(run.wsUrl, id, token);
      cleanups.push(() => joined.client.close());
      return joined;
    },
  };
}

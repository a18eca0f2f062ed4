/**
 * Hostile requests against every game of the catalog, over real HTTP and
 * WebSocket on loopback, to an in-process server whose file system calls
 * are recorded (fs-watch.ts): deck and hero options naming paths (a FIFO,
 * a readable deck file, a secret, /etc/passwd), Object.prototype names,
 * unknown names and option keys, wrong types, malformed and oversized JSON,
 * non-canonical seats, illegal actions, actions with extra fields, frames
 * over the caps, traversal of the web client's folder. It counts the
 * answers by status and code, and the files the server touched while it
 * ran (the web client's own folder aside), and checks the server answered
 * every request within a second and stays healthy.
 *
 *   node --import tsx apps/server/scripts/hostile.ts [--rounds 2]
 *
 * Exits 1 when any answer was a 5xx, a file was touched, a request took
 * more than a second, or the log holds a stack trace.
 * apps/server/test/hostile.test.ts runs it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { games as catalog } from '@arbiter/games';
import { WebSocket } from 'ws';
import type { CreateMatchResponse, ServerMessage, StateMessage } from '../src/protocol.ts';
import { createServer } from '../src/server.ts';
import { type FsCall, watchFileSystem } from './fs-watch.ts';

export interface HostileReport {
  /** HTTP requests sent, and their answers by status. */
  http: number;
  byStatus: Record<string, number>;
  /** Error codes of HTTP and WebSocket refusals, and how often. */
  byCode: Record<string, number>;
  /** HTTP answers of 500 or more. */
  serverErrors: number;
  /** WebSocket messages sent (and frames that closed their connection), and `internal` errors among the answers. */
  ws: number;
  wsInternal: number;
  wsCloseCodes: Record<string, number>;
  /** File system calls the server made while the requests ran (the web client's files among them: the watch works). */
  fsCalls: number;
  /** Those outside the web client's folder. */
  filesTouched: FsCall[];
  /** The slowest answer, in ms, and the requests slower than a second. */
  slowestMs: number;
  slow: string[];
  /** Log lines of the server that hold a stack trace. */
  stackTraces: number;
  /** What went wrong in the run itself (a request that got no answer). */
  failures: string[];
  healthyAfter: boolean;
}

/** Names an object's prototype has: a lookup in a plain object would find them. */
const PROTO_NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

/** Each game's options that name a deck, a hero or a preset, with how to put a value in them. */
const NAMED_OPTIONS: Record<string, Array<{ name: string; set: (v: unknown) => Record<string, unknown> }>> = {
  pocket: [
    { name: 'deck1', set: (v) => ({ deck1: v }) },
    { name: 'deck2', set: (v) => ({ deck2: v }) },
  ],
  mtg: [
    { name: 'deck1', set: (v) => ({ deck1: v }) },
    { name: 'deck2', set: (v) => ({ deck2: v }) },
  ],
  'queens-blood': [
    { name: 'decks[0]', set: (v) => ({ decks: [v, 'random'] }) },
    { name: 'decks[1]', set: (v) => ({ decks: ['random', v] }) },
    { name: 'decks[0] card', set: (v) => ({ decks: [Array(15).fill(v), 'random'] }) },
  ],
  'dice-duel': [
    { name: 'hero1', set: (v) => ({ hero1: v }) },
    { name: 'hero2', set: (v) => ({ hero2: v }) },
  ],
  'card-kingdoms': [{ name: 'citizens', set: (v) => ({ citizens: v }) }],
};

interface Fixture {
  dir: string;
  webRoot: string;
  fifo: string | null;
  /**
   * Opens the FIFO for writing, again and again, so that a server that
   * opened it to read would get an empty file at once (and the run would
   * count the file touched) instead of blocking this whole process.
   */
  fifoWriter: ChildProcess | null;
  deckFile: string;
  secret: string;
}

function makeFixture(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-hostile-'));
  const webRoot = join(dir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Arbiter</title>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'export {};');
  const deckFile = join(dir, 'fire.txt');
  writeFileSync(
    deckFile,
    'Energy: Fire\n2 A1 042\n2 A1 043\n2 A1 044\n2 A1 049\n2 A1 050\n2 A1 223\n2 A1 225\n2 P-A 001\n2 P-A 005\n2 P-A 007\n',
  );
  const secret = join(dir, 'secret.txt');
  writeFileSync(secret, 'the first line of a secret\n');
  let fifo: string | null = join(dir, 'deck.fifo');
  let fifoWriter: ChildProcess | null = null;
  try {
    execFileSync('mkfifo', [fifo]);
    fifoWriter = spawn('sh', ['-c', 'while :; do : > "$0"; done', fifo], { stdio: 'ignore' });
  } catch {
    fifo = null; // no mkfifo on this system: the other paths still run
  }
  return { dir, webRoot, fifo, fifoWriter, deckFile, secret };
}

/** Values that name files, in the forms a client might send. */
function pathValues(f: Fixture): string[] {
  return [
    ...(f.fifo ? [f.fifo] : []),
    f.deckFile,
    f.secret,
    '/etc/passwd',
    '../../../../etc/passwd',
    './fire.txt',
    'fire.txt',
    '~/.ssh/id_rsa',
    'C:\\Windows\\win.ini',
    'file:///etc/passwd',
    '/dev/zero',
    '/proc/self/environ',
  ];
}

function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

export async function runHostile(opts: { rounds?: number } = {}): Promise<HostileReport> {
  const rounds = opts.rounds ?? 1;
  const fixture = makeFixture();
  const logLines: string[] = [];
  const server = createServer({
    games: catalog,
    agentDelayMs: 60_000,
    webDist: fixture.webRoot,
    limits: false,
    chosenSeeds: 'always',
    log: (message, error) =>
      logLines.push(
        error instanceof Error ? `${message} ${error.stack ?? error.message}` : `${message} ${error ?? ''}`,
      ),
  });
  const report: HostileReport = {
    http: 0,
    byStatus: {},
    byCode: {},
    serverErrors: 0,
    ws: 0,
    wsInternal: 0,
    wsCloseCodes: {},
    fsCalls: 0,
    filesTouched: [],
    slowestMs: 0,
    slow: [],
    stackTraces: 0,
    failures: [],
    healthyAfter: false,
  };
  let watch: ReturnType<typeof watchFileSystem> | null = null;
  try {
    const base = await server.listen(0, '127.0.0.1');
    const wsUrl = `${base.replace('http', 'ws')}/ws`;

    const send = async (
      method: string,
      path: string,
      body?: unknown,
      raw?: string,
      headers: Record<string, string> = {},
    ) => {
      const started = performance.now();
      let status = 0;
      let code = '';
      try {
        const res = await fetch(base + path, {
          method,
          headers:
            body !== undefined || raw !== undefined
              ? { 'content-type': 'application/json', ...headers }
              : headers,
          body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
          signal: AbortSignal.timeout(5000),
        });
        status = res.status;
        const text = await res.text();
        try {
          code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '';
        } catch {
          code = '';
        }
      } catch (e) {
        report.failures.push(`${method} ${path}: no answer (${e instanceof Error ? e.message : String(e)})`);
      }
      const ms = performance.now() - started;
      report.http++;
      bump(report.byStatus, String(status));
      if (code) bump(report.byCode, code);
      if (status >= 500) report.serverErrors++;
      report.slowestMs = Math.max(report.slowestMs, ms);
      if (ms > 1000) report.slow.push(`${method} ${path} (${Math.round(ms)} ms)`);
      return { status, code };
    };

    // Warm up: every game's data and presets load, and the web client's files are found, before the watch.
    await send('GET', '/api/games');
    const live: Array<{ game: string; id: string; tokens: [string, string] }> = [];
    for (const game of catalog) {
      const created = await fetch(`${base}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: game.id, seats: ['human', 'human'] }),
      });
      const c = (await created.json()) as CreateMatchResponse;
      const claim = await fetch(`${base}/api/matches/${c.id}/seats/1/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const claimed = (await claim.json()) as { token: string };
      live.push({ game: game.id, id: c.id, tokens: [c.token!, claimed.token] });
      await send('GET', `/api/matches/${c.id}/state`);
    }
    await send('GET', '/');
    await send('GET', '/assets/app.js');
    for (const k of Object.keys(report.byStatus)) delete report.byStatus[k];
    report.http = 0;
    report.slowestMs = 0;

    watch = watchFileSystem();
    for (let round = 0; round < rounds; round++) {
      await createRequests(send, fixture);
      await seatAndQueryRequests(send, live);
      await actionRequests(send, live, base);
      await staticRequests(send, fixture);
      await webSocketRequests(report, wsUrl, live, base);
    }
    const health = await send('GET', '/api/health');
    report.healthyAfter = health.status === 200;
    watch.stop();
    report.fsCalls = watch.calls.length;
    const root = resolve(fixture.webRoot);
    report.filesTouched = watch.calls.filter((c) => {
      const p = c.path.startsWith('file://') ? fileURLToPath(c.path) : c.path;
      const full = resolve(p);
      return full !== root && !full.startsWith(root + sep);
    });
    watch = null;
  } finally {
    watch?.stop();
    await server.close();
    fixture.fifoWriter?.kill('SIGKILL');
    rmSync(fixture.dir, { recursive: true, force: true });
  }
  report.stackTraces = logLines.filter((l) => /\n\s+at /.test(l)).length;
  return report;
}

type Send = (
  method: string,
  path: string,
  body?: unknown,
  raw?: string,
  headers?: Record<string, string>,
) => Promise<{ status: number; code: string }>;

/** Creating matches with hostile options and bodies. */
async function createRequests(send: Send, fixture: Fixture): Promise<void> {
  const create = (game: string, options: unknown) =>
    send('POST', '/api/matches', { game, options, seats: ['random', 'random'], take: null });
  for (const game of catalog) {
    for (const option of NAMED_OPTIONS[game.id] ?? []) {
      const values: unknown[] = [
        ...pathValues(fixture),
        ...PROTO_NAMES,
        'no-such-name',
        '',
        ' ',
        'x'.repeat(20_000),
        42,
        null,
        true,
        [],
        {},
        { cards: ['/etc/passwd'] },
      ];
      for (const v of values) await create(game.id, option.set(v));
    }
    // Unknown option keys, Object.prototype keys and values of the wrong type.
    await create(game.id, { bogus: 1 });
    await create(game.id, { constructor: 'x' });
    await create(game.id, { toString: '/etc/passwd' });
    await send(
      'POST',
      '/api/matches',
      undefined,
      `{"game":"${game.id}","options":{"__proto__":{"deck1":"/etc/passwd"}}}`,
    );
    await send(
      'POST',
      '/api/matches',
      undefined,
      `{"game":"${game.id}","__proto__":{"options":{"deck1":"/etc/passwd"}}}`,
    );
    await create(game.id, 'not-an-object');
    await create(game.id, [1, 2]);
  }
  // Malformed bodies.
  for (const raw of [
    '{',
    '{"game":',
    'null',
    '[]',
    '"pocket"',
    '{"game":"pocket"}}',
    '\u0000',
    `{"game":"${'p'.repeat(70_000)}"}`,
  ])
    await send('POST', '/api/matches', undefined, raw);
  await send('POST', '/api/matches', undefined, '{"game":"pocket"}', { 'content-type': 'text/plain' });
  await send('POST', '/api/matches', { game: '/etc/passwd' });
  await send('POST', '/api/matches', { game: '__proto__' });
  await send('POST', '/api/matches', { game: 'pocket', seats: ['human', '/etc/passwd'] });
}

/** Seat paths and query values that are not canonical numbers. */
async function seatAndQueryRequests(send: Send, live: Array<{ id: string }>): Promise<void> {
  const id = live[0].id;
  for (const seat of [
    '1.0',
    '01',
    '1e0',
    '0x1',
    '-1',
    '+1',
    '%201',
    '1%20',
    '99999999999',
    'NaN',
    'Infinity',
    '__proto__',
    '..%2F..%2Fetc%2Fpasswd',
  ])
    await send('POST', `/api/matches/${id}/seats/${seat}/claim`, {});
  for (const viewer of ['1.0', '-0', '1e0', 'toString', '%2Fetc%2Fpasswd'])
    await send('GET', `/api/matches/${id}/replay?viewer=${viewer}`);
  for (const q of ['limit=1.5', 'limit=0x10', 'limit=', 'status=__proto__', 'status=active&status=finished'])
    await send('GET', `/api/matches?${q}`);
  for (const bad of ['%2Fetc%2Fpasswd', '..', '__proto__', 'x'.repeat(65)])
    await send('GET', `/api/matches/${bad}/state`);
}

/** Illegal actions, extra fields and malformed actions over HTTP, for every game. */
async function actionRequests(
  send: Send,
  live: Array<{ id: string; tokens: [string, string] }>,
  base: string,
): Promise<void> {
  for (const m of live) {
    const states = await Promise.all(
      m.tokens.map(
        async (t) =>
          (await (
            await fetch(`${base}/api/matches/${m.id}/state`, { headers: { authorization: `Bearer ${t}` } })
          ).json()) as StateMessage,
      ),
    );
    const mover = states.findIndex((s) => s.legal.length > 0);
    const token = m.tokens[Math.max(0, mover)];
    const legal = mover >= 0 ? states[mover].legal[0].action : { type: 'pass' };
    const auth = { authorization: `Bearer ${token}` };
    const act = (action: unknown) =>
      send('POST', `/api/matches/${m.id}/actions`, { action }, undefined, auth);
    await act({ ...legal, extra: '/etc/passwd' });
    await act({ ...legal, constructor: 'x' });
    await act({ type: 'no-such-action' });
    await act({ type: legal.type, card: '/etc/passwd', index: -1, option: 1e300 });
    await act({ type: 'toString' });
    await act({ type: '__proto__' });
    await act({ type: '' });
    await act({});
    await act([legal]);
    await act('pass');
    await act({ type: 'x', deep: JSON.parse('['.repeat(50) + ']'.repeat(50)) });
    await send('POST', `/api/matches/${m.id}/actions`, { action: legal, version: -1 }, undefined, auth);
    await send('POST', `/api/matches/${m.id}/actions`, { action: legal, extra: 1 }, undefined, auth);
    await send('POST', `/api/matches/${m.id}/actions`, { action: legal }, undefined, {
      authorization: 'Bearer nope',
    });
    await send(
      'POST',
      `/api/matches/${m.id}/actions`,
      undefined,
      `{"action":${JSON.stringify(legal)},"__proto__":{"x":1}}`,
      auth,
    );
  }
}

/** The web client's folder: nothing outside it is served or looked at. */
async function staticRequests(send: Send, f: Fixture): Promise<void> {
  const paths = [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd',
    `/${encodeURIComponent(f.secret)}`,
    ...(f.fifo ? [`/..%2f..%2f..%2f..%2f..%2f..%2f${encodeURIComponent(f.fifo.slice(1))}`] : []),
    '/%00',
    '/%E0%A4%A',
    '/assets/../../secret.txt',
  ];
  for (const p of paths) await send('GET', p);
}

/** Opens a connection, sends `frames` and collects the answers until it is quiet or closed. */
function wsSession(
  url: string,
  frames: Array<string | Buffer>,
  first?: unknown,
): Promise<{ messages: ServerMessage[]; closeCode: number | null }> {
  return new Promise((resolveSession) => {
    const ws = new WebSocket(url);
    const messages: ServerMessage[] = [];
    let closeCode: number | null = null;
    let quiet: NodeJS.Timeout | null = null;
    const finish = () => {
      if (quiet) clearTimeout(quiet);
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.terminate();
      resolveSession({ messages, closeCode });
    };
    const rearm = () => {
      if (quiet) clearTimeout(quiet);
      quiet = setTimeout(finish, 300);
    };
    ws.on('message', (data) => {
      try {
        messages.push(JSON.parse(data.toString()) as ServerMessage);
      } catch {
        // not JSON: counted as nothing
      }
      rearm();
    });
    ws.on('close', (code) => {
      closeCode = code;
      finish();
    });
    ws.on('error', () => {});
    ws.on('open', () => {
      if (first !== undefined) ws.send(JSON.stringify(first));
      for (const f of frames) ws.send(f, { binary: Buffer.isBuffer(f) });
      rearm();
    });
  });
}

async function webSocketRequests(
  report: HostileReport,
  wsUrl: string,
  live: Array<{ id: string; tokens: [string, string] }>,
  base: string,
): Promise<void> {
  const tally = (r: { messages: ServerMessage[]; closeCode: number | null }, sent: number) => {
    report.ws += sent;
    for (const m of r.messages) {
      if (m.type !== 'error') continue;
      bump(report.byCode, m.code);
      if (m.code === 'internal') report.wsInternal++;
    }
    if (r.closeCode !== null) bump(report.wsCloseCodes, String(r.closeCode));
  };
  // Junk on a fresh connection.
  const junk: Array<string | Buffer> = [
    '{',
    'null',
    '[]',
    '"join"',
    JSON.stringify({ type: 'join', matchId: '/etc/passwd' }),
    JSON.stringify({ type: 'join', matchId: '__proto__' }),
    JSON.stringify({ type: 'join', matchId: live[0].id, token: '/etc/passwd' }),
    JSON.stringify({ type: 'toString' }),
    '{"type":"ping","__proto__":{"x":1}}',
    JSON.stringify({ type: 'act', action: { type: 'pass' } }),
    Buffer.from([0, 1, 2, 3]),
    JSON.stringify({ type: 'ping', ref: 'x'.repeat(20_000) }),
  ];
  tally(await wsSession(wsUrl, junk), junk.length);
  // Per game: a seat's connection sends illegal actions and legal ones with extra fields.
  for (const m of live) {
    const states = await Promise.all(
      m.tokens.map(
        async (t) =>
          (await (
            await fetch(`${base}/api/matches/${m.id}/state`, { headers: { authorization: `Bearer ${t}` } })
          ).json()) as StateMessage,
      ),
    );
    const mover = Math.max(
      0,
      states.findIndex((s) => s.legal.length > 0),
    );
    const legal = states[mover].legal[0]?.action ?? { type: 'pass' };
    const acts = [
      { ...legal, extra: true },
      { ...legal, constructor: '/etc/passwd' },
      { type: 'no-such-action' },
      { type: legal.type, card: '/etc/passwd' },
      { type: '__proto__' },
    ].map((action) => JSON.stringify({ type: 'act', action }));
    acts.push(JSON.stringify({ type: 'act', action: legal, seat: 1 - mover }));
    acts.push(JSON.stringify({ type: 'act', action: legal, version: 999 }));
    tally(
      await wsSession(wsUrl, acts, { type: 'join', matchId: m.id, token: m.tokens[mover] }),
      acts.length + 1,
    );
  }
  // A frame over the transport cap: the connection is closed with 1009.
  tally(await wsSession(wsUrl, ['x'.repeat(1024 * 1024 + 1)]), 1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '1' } } });
  const report = await runHostile({ rounds: Number(values.rounds) });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  const bad =
    report.serverErrors > 0 ||
    report.wsInternal > 0 ||
    report.filesTouched.length > 0 ||
    report.slow.length > 0 ||
    report.stackTraces > 0 ||
    report.failures.length > 0 ||
    !report.healthyAfter;
  process.exitCode = bad ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

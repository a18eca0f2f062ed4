/**
 * Load test (not part of CI): N concurrent agent-vs-agent matches played
 * through the WebSocket protocol on loopback. The server runs as its own
 * process (real SQLite store in a temp folder); each match has two client
 * connections, each holding a seat and choosing with an agent from its own
 * view and legal actions. Reports matches/s, actions/s, the latency from
 * sending an action to its acknowledgement (p50/p99/max), and the server's
 * peak memory. Bounded in matches and time; stops by itself.
 *
 *   node --import tsx apps/server/scripts/load.ts [--concurrent 50] [--matches 200]
 *        [--game dice-duel] [--agent random] [--timeout 300]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAgent } from '@arbiter/agents';
import { findGame } from '@arbiter/games';
import { WebSocket } from 'ws';
import type { CreateMatchResponse, ServerMessage, StateMessage } from '../src/protocol.ts';

const { values: args } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '50' },
    matches: { type: 'string', default: '200' },
    game: { type: 'string', default: 'dice-duel' },
    agent: { type: 'string', default: 'random' },
    timeout: { type: 'string', default: '300' },
  },
});
const concurrent = Number(args.concurrent);
const totalMatches = Number(args.matches);
const gameId = String(args.game);
const game = findGame(gameId);
const deadline = Date.now() + Number(args.timeout) * 1000;

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-load-'));

function startServer(): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(here, '../src/main.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ARBITER_DB: join(dataDir, 'load.db') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/serving (http:\/\/[^\s]+)/);
      if (m) resolvePromise({ child, base: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb * 1024;
}

const latencies: number[] = [];
let actions = 0;
let errors = 0;

/** One seat's connection: joins, and whenever it owes a decision, lets its agent choose. */
function playSeat(base: string, matchId: string, token: string, seed: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    const agent = createAgent(String(args.agent), seed);
    let sentAt = 0;
    /** The version an action was sent at, until the state after it arrives. */
    let awaiting: number | null = null;
    let pendingVersion = -1;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', matchId, token })));
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as ServerMessage;
      if (msg.type === 'acted') {
        actions++;
        return;
      }
      if (msg.type === 'error') {
        errors++;
        return;
      }
      if (msg.type !== 'state') return;
      const s = msg as StateMessage;
      // Latency: from sending an action to receiving the state that includes it.
      if (awaiting !== null && s.version > awaiting) {
        latencies.push(performance.now() - sentAt);
        awaiting = null;
      }
      if (s.status !== 'active') {
        ws.close();
        resolvePromise();
        return;
      }
      if (s.legal.length === 0 || s.version === pendingVersion) return;
      const action = agent.choose({
        game,
        player: s.seat!,
        view: s.view,
        legal: s.legal.map((c) => c.action),
      });
      pendingVersion = s.version;
      awaiting = s.version;
      sentAt = performance.now();
      ws.send(JSON.stringify({ type: 'act', action, version: s.version }));
    });
    ws.on('error', reject);
  });
}

async function playMatch(base: string, n: number): Promise<void> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const created = await post<CreateMatchResponse>('/api/matches', {
    game: gameId,
    seats: ['human', 'human'],
    seed: `load-${n}`,
  });
  const claim = await post<{ token: string }>(`/api/matches/${created.id}/seats/1/claim`, {});
  await Promise.all([
    playSeat(base, created.id, created.token!, `a-${n}`),
    playSeat(base, created.id, claim.token, `b-${n}`),
  ]);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const { child, base } = await startServer();
let peakRss = rssOf(child.pid!);
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssOf(child.pid!));
}, 100);
const rssBefore = rssOf(child.pid!);

const started = performance.now();
let next = 0;
let finished = 0;
async function worker(): Promise<void> {
  while (next < totalMatches && Date.now() < deadline) {
    const n = next++;
    await playMatch(base, n);
    finished++;
  }
}
try {
  await Promise.all(Array.from({ length: Math.min(concurrent, totalMatches) }, worker));
} finally {
  clearInterval(sampler);
}
const elapsed = (performance.now() - started) / 1000;
peakRss = Math.max(peakRss, rssOf(child.pid!));
child.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });

const sorted = [...latencies].sort((a, b) => a - b);
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
const row = {
  game: gameId,
  agents: `${args.agent} vs ${args.agent} (client side)`,
  concurrent,
  matches: finished,
  seconds: elapsed.toFixed(1),
  matchesPerSecond: (finished / elapsed).toFixed(1),
  actionsPerSecond: (actions / elapsed).toFixed(0),
  p50ms: percentile(sorted, 50).toFixed(2),
  p99ms: percentile(sorted, 99).toFixed(2),
  maxMs: (sorted[sorted.length - 1] ?? Number.NaN).toFixed(1),
  serverRssMbStart: mb(rssBefore),
  serverRssMbPeak: mb(peakRss),
  errors,
};
console.log(JSON.stringify(row, null, 2));
console.log(
  `| ${row.game} | ${row.concurrent} | ${row.matches} | ${row.matchesPerSecond} | ${row.actionsPerSecond} | ${row.p50ms} | ${row.p99ms} | ${row.serverRssMbStart} → ${row.serverRssMbPeak} | ${row.errors} |`,
);
if (finished < totalMatches) console.log(`stopped at the time limit after ${finished} matches`);
process.exit(0);

/**
 * `npm start`: the server on PORT (default 8080) with the SQLite store at
 * ARBITER_DB (default ./data/arbiter.db), serving the built web client.
 * Unfinished matches resume on start. It listens on 127.0.0.1 (this machine
 * only) unless HOST says otherwise: sharing on a network is a choice.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LlmConfigError, llmSettingsFromEnv } from '@arbiter/agents';
import { listenFailure } from './listen-failure.ts';
import { createServer } from './server.ts';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(1);
}
const dbPath = resolve(process.env.ARBITER_DB ?? 'data/arbiter.db');
const host = process.env.HOST || '127.0.0.1';
const agentDelayMs = process.env.ARBITER_AGENT_DELAY_MS ? Number(process.env.ARBITER_AGENT_DELAY_MS) : 600;
// Greedy and MCTS seats think in worker threads so a search never stalls other matches.
const agentThreads = process.env.ARBITER_AGENT_THREADS ? Number(process.env.ARBITER_AGENT_THREADS) : 1;

// llm seats when the environment names an endpoint (ARBITER_LLM_BASE_URL, ARBITER_LLM_MODEL, ...).
let llm = null;
try {
  llm = llmSettingsFromEnv(process.env);
} catch (e) {
  if (!(e instanceof LlmConfigError)) throw e;
  console.error(`No llm seats: ${e.message}`);
}

// ARBITER_LIMITS=off: no per-client budgets or caps (load tests, a trusted machine); the README lists them.
const limits = process.env.ARBITER_LIMITS === 'off' ? false : undefined;
const trustProxy = ['1', 'true', 'yes'].includes((process.env.ARBITER_TRUST_PROXY ?? '').toLowerCase());

// Unfinished matches with a human seat expire after this many hours without a move (0: never).
const idleHours = process.env.ARBITER_IDLE_HOURS ? Number(process.env.ARBITER_IDLE_HOURS) : 24;
if (!Number.isFinite(idleHours) || idleHours < 0) {
  console.error(
    `ARBITER_IDLE_HOURS must be a number of hours (0: never), got '${process.env.ARBITER_IDLE_HOURS}'`,
  );
  process.exit(1);
}

// The Lab's worker processes: ARBITER_LAB=off for none, ARBITER_LAB_WORKERS (default: the cores but one),
// ARBITER_LAB_NICE (how far below the server they run; default 10).
const labNumber = (name: string, min: number, max: number): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
    process.exit(1);
  }
  return n;
};
// ARBITER_LAB_QUEUE=redis://HOST:PORT: runs on the shipped data play on `arbiter worker`s there.
const lab =
  process.env.ARBITER_LAB === 'off'
    ? false
    : {
        workers: labNumber('ARBITER_LAB_WORKERS', 1, 256),
        niceness: labNumber('ARBITER_LAB_NICE', 0, 19),
        queue: process.env.ARBITER_LAB_QUEUE || null,
      };

if (lab && lab.queue !== null) {
  const { checkRedisUrl } = await import('@arbiter/queue');
  const problem = checkRedisUrl(lab.queue);
  if (problem) {
    console.error(`ARBITER_LAB_QUEUE: ${problem}`);
    process.exit(1);
  }
}

const server = createServer({
  dbPath,
  idleExpiryMs: idleHours > 0 ? idleHours * 3_600_000 : null,
  limits,
  trustProxy,
  agentDelayMs,
  agentThreads,
  llm,
  lab,
  webDist: resolve(here, '../../web/dist'),
});
const { resumed, broken } = server.resumed;
let url: string;
try {
  url = await server.listen(port, host);
} catch (e) {
  // One line saying what to do, not a stack trace: the usual cause is another server on the port.
  console.error(listenFailure(e, port, host));
  await server.close().catch(() => {});
  process.exit(1);
}
console.log(`Arbiter is serving ${url} (store: ${dbPath})`);
if (host === '127.0.0.1' || host === 'localhost' || host === '::1') {
  console.log('Only this machine can connect; HOST=0.0.0.0 shares it on your network (see the README).');
}
console.log(
  `Games: ${
    server.manager
      .gameList()
      .map((g) => g.id)
      .join(', ') || 'none yet'
  }`,
);
if (llm) console.log(`LLM seats: ${llm.model} at ${llm.baseURL}`);
if (resumed.length) console.log(`Resumed ${resumed.length} unfinished match(es).`);
for (const b of broken) console.log(`Match ${b.id} could not resume: ${b.reason}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping; unfinished matches resume on the next start.');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

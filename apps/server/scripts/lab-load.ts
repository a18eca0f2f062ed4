/**
 * Live matches while the Lab plays: the load test (load.ts) run with the
 * server idle, then with a Lab run playing on its worker pool from before
 * the first match to after the last, alternately, a few rounds, so the
 * machine's other load falls on both alike. Prints the p99 action latency
 * of each and the ratio (the Lab's aim: at most 2× idle), and checks that
 * the Lab run was really playing throughout.
 *
 *   node --import tsx apps/server/scripts/lab-load.ts [--rounds 3] [--concurrent 20]
 *        [--matches 100] [--game dice-duel] [--lab-game mtg] [--lab-games 25000] [--nice 10]
 *
 * `--nice 0` runs the Lab's workers at the server's priority (for comparison).
 */
import { setMaxListeners } from 'node:events';
import { parseArgs } from 'node:util';
import { type LoadResult, runLoad } from './load.ts';

interface LabState {
  id: string;
  startedDone: number;
  lastDone: number;
  lastStatus: string;
}

async function json<T>(url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers:
      body === undefined ? {} : { 'content-type': 'application/json', 'x-arbiter-client': 'lab-load-script' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Summary = { status: string; gamesDone: number };

/** Starts a Lab run and waits until its games are being played. */
async function startLabRun(base: string, game: string, games: number): Promise<LabState> {
  const subject =
    game === 'mtg'
      ? { preset: 'glorious_combat' }
      : game === 'pocket'
        ? { preset: 'mewtwoex' }
        : { hero: 'pyromancer' };
  const opponents = game === 'mtg' ? ['draconic_fury'] : game === 'pocket' ? ['fire'] : ['shadow-monk'];
  const run = await json<{ id: string }>(`${base}/api/lab/runs`, {
    game,
    subject,
    opponents,
    games,
    agents: ['random'],
  });
  for (;;) {
    const { run: s } = await json<{ run: Summary }>(`${base}/api/lab/runs/${run.id}`);
    if (s.status === 'running' && s.gamesDone > 0)
      return { id: run.id, startedDone: s.gamesDone, lastDone: s.gamesDone, lastStatus: s.status };
    if (s.status !== 'queued' && s.status !== 'running')
      throw new Error(`the Lab run ended before the load began (${s.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      concurrent: { type: 'string', default: '20' },
      matches: { type: 'string', default: '100' },
      game: { type: 'string', default: 'dice-duel' },
      'lab-game': { type: 'string', default: 'mtg' },
      'lab-games': { type: 'string', default: '25000' },
      nice: { type: 'string', default: '10' },
    },
  });
  const abort = new AbortController();
  // Each load run listens for the stop once.
  setMaxListeners(100, abort.signal);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort.abort());
  const base = {
    concurrent: Number(args.concurrent),
    matches: Number(args.matches),
    game: String(args.game),
    agent: 'random',
    timeoutSeconds: 600,
    signal: abort.signal,
    serverEnv: { ARBITER_LAB_NICE: String(args.nice) },
  };
  const rows: Array<{ mode: string; r: LoadResult; lab?: LabState }> = [];
  for (let round = 1; round <= Number(args.rounds); round++) {
    rows.push({ mode: 'idle', r: await runLoad(base) });
    let lab: LabState | null = null;
    const r = await runLoad({
      ...base,
      onStarted: async (address) => {
        lab = await startLabRun(address, String(args['lab-game']), Number(args['lab-games']));
      },
      // Where the Lab run is when the last match has ended: it must still be playing.
      beforeStop: async (address) => {
        const state = lab as LabState | null;
        if (!state) return;
        const { run } = await json<{ run: Summary }>(`${address}/api/lab/runs/${state.id}`);
        state.lastDone = run.gamesDone;
        state.lastStatus = run.status;
      },
    });
    rows.push({ mode: 'Lab run playing', r, lab: lab ?? undefined });
    console.error(
      `round ${round}: idle p99 ${rows.at(-2)!.r.p99ms.toFixed(1)} ms, with the Lab ${r.p99ms.toFixed(1)} ms`,
    );
  }
  console.log(
    `| round | live matches | concurrent | matches | actions/s | p50 ms | p99 ms | max ms | Lab games played meanwhile | Lab run at the end |`,
  );
  console.log('| --: | --- | --: | --: | --: | --: | --: | --: | --: | --- |');
  rows.forEach(({ mode, r, lab }, i) => {
    const labCells = lab
      ? `${(lab.lastDone - lab.startedDone).toLocaleString('en-US')} | ${lab.lastStatus}`
      : '— | —';
    console.log(
      `| ${Math.floor(i / 2) + 1} | ${mode} | ${r.concurrent} | ${r.matches} | ${r.actionsPerSecond.toFixed(0)} | ${r.p50ms.toFixed(1)} | ${r.p99ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${labCells} |`,
    );
  });
  const idle = median(rows.filter((x) => x.mode === 'idle').map((x) => x.r.p99ms));
  const busy = median(rows.filter((x) => x.mode !== 'idle').map((x) => x.r.p99ms));
  console.log(
    `\nmedian p99: idle ${idle.toFixed(1)} ms, with a Lab run ${busy.toFixed(1)} ms: ${(busy / idle).toFixed(2)}× (aim ≤ 2×)`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`lab-load: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);

/**
 * Agent benchmarks: how strong each agent is and how long it thinks, per game.
 *
 *   node bench/dist/agents.js [game...] [--games N] [--h2h N] [--think-ms MS] [--clock cpu|wall] [--positions N]
 *     [--budgets a,b,c] [--decks d1,d2] [--out DIR] [--no-ratings] [--no-h2h] [--no-latency] [--h2h-seed S]
 *   (from the sources: node --import tsx bench/agents.ts ...)
 *
 * For each game (default: every catalog game), in this thread, one game at a time:
 *  1. ratings: a round-robin (packages/agents `runTournament`) of random,
 *     greedy, the game's own policies, MCTS at three iteration budgets (per
 *     game, or --budgets), and the LLM agent when ARBITER_LLM_BASE_URL names
 *     an endpoint; N games per pairing (default 20), both seat orders on the
 *     same seeds, the game's default decks (or every matchup of --decks).
 *     Iteration budgets: the ratings repeat on any machine; the time per
 *     decision is this machine's.
 *  2. equal time: MCTS and greedy each given --think-ms (default 300, the
 *     browser's budget) a decision, counted in CPU time (--clock cpu, the
 *     default: equal work however busy the shared machine is; --clock wall
 *     as the browser counts), --h2h games (default 100), seats swapped on
 *     every deal, seeds from --h2h-seed (default 1001): MCTS's score with its
 *     95% Wilson interval, and each agent's time per decision (mean and
 *     largest).
 *  3. latency: MCTS at the browser's budget (300 ms) at --positions
 *     positions of random games (default 30): counted in wall time as the
 *     server does (the wall time of each decision on this machine now), and
 *     counted in CPU time (each decision's CPU time: what one quiet core
 *     takes); mean, 95th percentile, largest, iterations.
 * Prints markdown (the project's tables) on stdout; with --out, each
 * tournament's JSON report too. Benchmarks, not tests: the figures depend on
 * the machine and its load.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createMctsAgent, llmSettingsFromEnv, runTournament, type TournamentReport } from '@arbiter/agents';
import { type AnyGame, createRng, Match, pick } from '@arbiter/core';
import { games as catalog } from '@arbiter/games';

interface Args {
  games: string[];
  perPairing: number;
  h2h: number;
  thinkMs: number;
  budgets: number[] | null;
  out: string | null;
  ratings: boolean;
  equalTime: boolean;
  decks: string[] | null;
  clock: 'cpu' | 'wall';
  positions: number;
  latency: boolean;
  /** The equal-time comparison's first seed (another value: more games to pool with a run before). */
  h2hSeed: number;
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    games: [],
    perPairing: 20,
    h2h: 100,
    thinkMs: 300,
    budgets: null,
    out: null,
    ratings: true,
    equalTime: true,
    decks: null,
    clock: 'cpu',
    positions: 30,
    latency: true,
    h2hSeed: 1001,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--games') a.perPairing = Number(value());
    else if (arg === '--h2h') a.h2h = Number(value());
    else if (arg === '--think-ms') a.thinkMs = Number(value());
    else if (arg === '--budgets') a.budgets = value().split(',').map(Number);
    else if (arg === '--out') a.out = value();
    else if (arg === '--decks') a.decks = value().split(',');
    else if (arg === '--clock') {
      const c = value();
      if (c !== 'cpu' && c !== 'wall') throw new Error('--clock is cpu or wall');
      a.clock = c;
    } else if (arg === '--positions') a.positions = Number(value());
    else if (arg === '--no-latency') a.latency = false;
    else if (arg === '--h2h-seed') a.h2hSeed = Number(value());
    else if (arg === '--no-ratings') a.ratings = false;
    else if (arg === '--no-h2h') a.equalTime = false;
    else if (arg.startsWith('-')) throw new Error(`unknown flag ${arg}`);
    else a.games.push(arg);
  }
  return a;
}

/** MCTS budgets per game: Magic's iterations cost the most, so it gets smaller ones. */
const BUDGETS: Record<string, number[]> = { mtg: [30, 100, 300] };
const DEFAULT_BUDGETS = [100, 300, 1000];

function agentsFor(game: AnyGame, budgets: number[]): string[] {
  const own = Object.keys(game.agents ?? {});
  const llm = llmSettingsFromEnv(process.env) ? ['llm'] : [];
  return ['random', 'greedy', ...own, ...budgets.map((b) => `mcts:${b}`), ...llm];
}

const signed = (x: number) => `${x >= 0 ? '+' : ''}${Math.round(x)}`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function ratingsTable(r: TournamentReport): string {
  const rows = [...r.standings].sort((a, b) => b.elo - a.elo);
  const lines = [
    '| agent | Elo | 95% interval | score | W-L-D | ms/decision | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (s) =>
        `| ${s.agent} | ${signed(s.elo)} | [${signed(s.low)}, ${signed(s.high)}] | ${pct(s.score.rate)} | ${s.wins}-${s.losses}-${s.draws} | ${(s.msPerDecision ?? 0).toFixed(1)} | ${Math.round(s.maxMsPerDecision ?? 0)} |`,
    ),
  ];
  return lines.join('\n');
}

async function ratings(game: AnyGame, args: Args): Promise<string> {
  const budgets = args.budgets ?? BUDGETS[game.id] ?? DEFAULT_BUDGETS;
  const agents = agentsFor(game, budgets);
  const decks = args.decks ?? undefined;
  const started = performance.now();
  const report = await runTournament({
    game,
    plan: { agents, games: args.perPairing, seed: 1, ...(decks ? { decks } : {}) },
    onGame: (_r, played, total) => {
      if (played % 10 === 0) process.stderr.write(`bench agents: ${game.id} ratings ${played}/${total}\n`);
    },
  });
  if (args.out)
    writeFileSync(join(args.out, `${game.id}-ratings.json`), `${JSON.stringify(report, null, 2)}\n`);
  const secs = ((performance.now() - started) / 1000).toFixed(0);
  const deckNote = decks
    ? `, over every matchup of the decks ${decks.join(', ')}`
    : ", the game's default decks";
  return `#### ${game.name}: ratings\n\n${report.games} games: ${report.gamesPerPairing} per pairing (both seat orders${deckNote}), seeds from 1; ${secs} s. Elo from Bradley–Terry, random at 0.\n\n${ratingsTable(report)}`;
}

async function equalTime(game: AnyGame, args: Args): Promise<string> {
  const t = args.thinkMs;
  const clock = args.clock === 'cpu' ? ':clock=cpu' : '';
  const mcts = `mcts:${t}ms${clock}`;
  const greedy = `greedy:${t}ms${clock}`;
  const decks = args.decks ?? undefined;
  const times: Record<string, number[]> = { [mcts]: [], [greedy]: [] };
  const report = await runTournament({
    game,
    plan: { agents: [greedy, mcts], games: args.h2h, seed: args.h2hSeed, ...(decks ? { decks } : {}) },
    onGame: (r, played, total) => {
      r.seats.forEach((agent, seat) => {
        const timing = r.timing?.[seat];
        if (timing && timing.decisions > 0)
          times[[greedy, mcts][agent]].push(timing.ms / timing.decisions, timing.maxMs);
      });
      if (played % 10 === 0) process.stderr.write(`bench agents: ${game.id} equal time ${played}/${total}\n`);
    },
  });
  if (args.out)
    writeFileSync(join(args.out, `${game.id}-equal-time.json`), `${JSON.stringify(report, null, 2)}\n`);
  const pair = report.pairs[0];
  const score = { rate: 1 - pair.scoreA.rate, low: 1 - pair.scoreA.high, high: 1 - pair.scoreA.low };
  const row = (name: string) => {
    const s = report.standings.find((x) => x.agent === name)!;
    return `| ${name} | ${s.wins}-${s.losses}-${s.draws} | ${(s.msPerDecision ?? 0).toFixed(1)} | ${Math.round(s.maxMsPerDecision ?? 0)} |`;
  };
  const counted = args.clock === 'cpu' ? 'of CPU ' : '';
  return `#### ${game.name}: MCTS against greedy at equal time (${t} ms ${counted}a decision)\n\n${pair.games} games (seeds from ${args.h2hSeed}, seats swapped on each deal${decks ? ', every deck matchup' : ''}). MCTS's score: **${pct(score.rate)}** [${pct(score.low)}, ${pct(score.high)}] (95% Wilson)${score.low > 0.5 ? ', above one half' : ', not clearly above one half'}.\n\n| agent | W-L-D | ms/decision | max ms |\n| --- | ---: | ---: | ---: |\n${row(mcts)}\n${row(greedy)}`;
}

/**
 * MCTS at the browser's budget (SERVER_AGENT_SETTINGS: 300 ms), at
 * positions of random games, twice: as the server plays it (wall time: what
 * a person waits on this machine, now, under its load) and with the budget
 * counted in CPU time, whose CPU cost per decision is what one quiet core
 * would take (the budget plus the last iteration's overrun), whatever else
 * the shared machine runs.
 */
function latency(game: AnyGame, args: Args): string {
  const positions = randomPositions(game, args.positions);
  const measure = (clock: 'wall' | 'cpu') => {
    const wall: number[] = [];
    const cpu: number[] = [];
    let iterations = 0;
    for (const [i, p] of positions.entries()) {
      const agent = createMctsAgent(`latency/${i}`, { thinkMs: 300, ...(clock === 'cpu' ? { clock } : {}) });
      const legal = game.legalActions(p.state, p.player);
      const view = game.view(p.state, p.player);
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      agent.choose({ game, player: p.player, view, legal });
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      iterations += agent.lastSearch?.iterations ?? 0;
    }
    return { wall: spread(wall), cpu: spread(cpu), iterations: Math.round(iterations / positions.length) };
  };
  const load = loadavg()[0].toFixed(1);
  const asServed = measure('wall');
  const oneCore = measure('cpu');
  const ms = (x: number) => x.toFixed(0);
  return `#### ${game.name}: MCTS at the browser's budget (300 ms a decision)

${positions.length} positions of random games (more than one legal action each), load average ${load}.

| budget counted in | measured | mean ms | 95th percentile | largest | iterations a decision |
| --- | --- | ---: | ---: | ---: | ---: |
| wall time (as the server plays) | wall time | ${ms(asServed.wall.mean)} | ${ms(asServed.wall.p95)} | ${ms(asServed.wall.max)} | ${asServed.iterations} |
| CPU time (one quiet core) | CPU time | ${ms(oneCore.cpu.mean)} | ${ms(oneCore.cpu.p95)} | ${ms(oneCore.cpu.max)} | ${oneCore.iterations} |`;
}

function spread(values: number[]): { mean: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))],
    max: sorted[sorted.length - 1],
  };
}

/** Positions with more than one legal action, every 5th decision of random games. */
function randomPositions(game: AnyGame, count: number): Array<{ state: unknown; player: number }> {
  const out: Array<{ state: unknown; player: number }> = [];
  for (let g = 0; out.length < count && g < 100; g++) {
    const match = new Match(game, {}, `latency/${g}`, { recordEvents: false, hashEachAction: false });
    const rng = createRng(`latency/${g}/moves`);
    for (let step = 0; match.outcome() === null && out.length < count; step++) {
      const player = match.toAct()[0];
      const legal = match.legalActions(player);
      if (legal.length > 1 && step % 5 === 4) out.push({ state: game.clone(match.state), player });
      match.applyTrusted(player, pick(rng, legal));
    }
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const chosen =
    args.games.length > 0
      ? args.games.map((id) => {
          const g = catalog.find((x) => x.id === id);
          if (!g) throw new Error(`unknown game '${id}'`);
          return g;
        })
      : catalog;
  const load = loadavg()[0];
  const parts: string[] = [];
  for (const game of chosen) {
    if (args.ratings) parts.push(await ratings(game, args));
    if (args.latency) parts.push(latency(game, args));
    if (args.equalTime) parts.push(await equalTime(game, args));
  }
  const header = `## ${new Date().toISOString().slice(0, 10)} (agents)\n\nNode ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} · load average ${load.toFixed(1)} on ${cpus().length} cores at the start · one game at a time, in one thread${args.equalTime ? ` · equal time ${args.thinkMs} ms a decision of ${args.clock === 'cpu' ? 'CPU' : 'wall'} time` : ''}`;
  process.stdout.write(`${header}\n\n${parts.join('\n\n')}\n`);
}

main().catch((e) => {
  process.stderr.write(`bench agents: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});

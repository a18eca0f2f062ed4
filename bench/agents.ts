/**
 * Agent benchmarks: how strong each agent is and how long it thinks, per game.
 *
 *   node bench/dist/agents.js [game...] [--games N] [--h2h N] [--think-ms MS] [--budgets a,b,c] [--decks d1,d2] [--out DIR] [--no-ratings] [--no-h2h]
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
 *     browser's budget) a decision, --h2h games (default 100), seats swapped
 *     on every deal: MCTS's score with its 95% Wilson interval, and each
 *     agent's time per decision (mean, 95th percentile and largest).
 * Prints markdown (the project's tables) on stdout; with --out, each
 * tournament's JSON report too. Benchmarks, not tests: the figures depend on
 * the machine and its load.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { llmSettingsFromEnv, runTournament, type TournamentReport } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
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
  const mcts = `mcts:${t}ms`;
  const greedy = `greedy:${t}ms`;
  const decks = args.decks ?? undefined;
  const times: Record<string, number[]> = { [mcts]: [], [greedy]: [] };
  const report = await runTournament({
    game,
    plan: { agents: [greedy, mcts], games: args.h2h, seed: 1001, ...(decks ? { decks } : {}) },
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
  return `#### ${game.name}: MCTS against greedy at equal time (${t} ms a decision)\n\n${pair.games} games (seats swapped on each deal${decks ? ', every deck matchup' : ''}). MCTS's score: **${pct(score.rate)}** [${pct(score.low)}, ${pct(score.high)}] (95% Wilson)${score.low > 0.5 ? ', above one half' : ', not clearly above one half'}.\n\n| agent | W-L-D | ms/decision | max ms |\n| --- | ---: | ---: | ---: |\n${row(mcts)}\n${row(greedy)}`;
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
    if (args.equalTime) parts.push(await equalTime(game, args));
  }
  const header = `## ${new Date().toISOString().slice(0, 10)} (agents)\n\nNode ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} · load average ${load.toFixed(1)} on ${cpus().length} cores at the start · one game at a time, in one thread · equal time ${args.thinkMs} ms a decision`;
  process.stdout.write(`${header}\n\n${parts.join('\n\n')}\n`);
}

main().catch((e) => {
  process.stderr.write(`bench agents: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});

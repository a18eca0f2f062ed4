/**
 * `npm run bench [-- <game id>...] [--seconds N] [--mcts-seconds N]`
 *
 * For each catalog game (or the ones named; `toy` names the kernel's test
 * game), runs the cases in `cases.ts` and `extra-cases.ts` one after another
 * on this thread and prints markdown to stdout (progress goes to stderr).
 * Benchmarks, not tests: the figures depend on the machine.
 */
import type { AnyGame } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { games as catalog } from '@arbiter/games';
import { type BenchCase, casesFor, MCTS_TABLE } from './cases.ts';
import { extraCases } from './extra-cases.ts';
import { type BenchRow, currentLoad, machineHeader, markdownTables } from './report.ts';

interface BenchArgs {
  filters: string[];
  seconds: number;
  mctsSeconds: number;
}

function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { filters: [], seconds: 5, mctsSeconds: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--seconds' || arg === '--mcts-seconds') {
      const value = Number(argv[++i]);
      if (!(value > 0)) throw new Error(`${arg} needs a positive number of seconds`);
      if (arg === '--seconds') args.seconds = value;
      else args.mctsSeconds = value;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown flag ${arg} (flags: --seconds N, --mcts-seconds N)`);
    } else {
      args.filters.push(arg);
    }
  }
  return args;
}

/** The catalog, or the games named; the toy game only when named. */
function selectGames(filters: string[]): AnyGame[] {
  if (filters.length === 0) return [...catalog];
  const known = [...catalog, toyGame];
  return filters.map((id) => {
    const game = known.find((g) => g.id === id);
    if (!game) throw new Error(`unknown game '${id}' (known: ${known.map((g) => g.id).join(', ')})`);
    return game;
  });
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const games = selectGames(args.filters);
  const ids = new Set(games.map((g) => g.id));
  const label = (g: AnyGame) => (g === toyGame ? 'toy (kernel test game)' : g.id);
  const cases: BenchCase[] = [
    ...games.flatMap((g) => casesFor(g, {}, label(g))),
    ...extraCases().filter((c) => ids.has(c.game)),
  ];
  if (cases.length === 0) {
    process.stderr.write(
      'bench: no games to measure (the catalog is empty; `npm run bench -- toy` runs the test game)\n',
    );
  }
  const startLoad = currentLoad();
  const rows: BenchRow[] = [];
  for (const c of cases) {
    const budget = (c.table === MCTS_TABLE ? args.mctsSeconds : args.seconds) * 1000;
    process.stderr.write(`bench: ${c.label}: ${c.table}...\n`);
    try {
      rows.push({ table: c.table, label: c.label, figures: c.run(budget) });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      rows.push({ table: c.table, label: c.label, figures: { error: message.split('\n')[0] } });
    }
  }
  const budgets = `random play ${args.seconds} s per game, MCTS ${args.mctsSeconds} s per game`;
  process.stdout.write(`${machineHeader(budgets, startLoad)}\n\n${markdownTables(rows)}\n`);
}

try {
  main();
} catch (e) {
  process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}

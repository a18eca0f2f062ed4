/**
 * `npm run bench [-- <game id>...] [--seconds N] [--mcts-seconds N] [--start-runs N]`
 *
 * For each catalog game (or the ones named; `toy` names the kernel's test
 * game), runs the cases of `cases.ts` and `extra-cases.ts`, each in a fresh
 * child process on one thread (`child.ts`), then times the CLI's start, and
 * prints markdown to stdout (progress goes to stderr). `npm run bench` runs
 * the compiled tree (bench/dist); `node --import tsx bench/run.ts` the sources.
 * Benchmarks, not tests: the figures depend on the machine.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchCase, Figures, LabeledFigures } from './cases.ts';
import { MCTS_TABLE } from './cases.ts';
import { FLOOR_TABLE } from './extra-cases.ts';
import { type BenchRow, currentLoad, machineHeader, markdownTables } from './report.ts';
import { allCases, selectGameIds } from './select.ts';
import { measureStartup, STARTUP_TABLE } from './startup.ts';

interface BenchArgs {
  filters: string[];
  seconds: number;
  mctsSeconds: number;
  startRuns: number;
}

const FLAGS: Record<string, keyof Omit<BenchArgs, 'filters'>> = {
  '--seconds': 'seconds',
  '--mcts-seconds': 'mctsSeconds',
  '--start-runs': 'startRuns',
};

function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { filters: [], seconds: 5, mctsSeconds: 3, startRuns: 20 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const field = FLAGS[arg];
    if (field) {
      const value = Number(argv[++i]);
      if (!(value >= 0)) throw new Error(`${arg} needs a number`);
      args[field] = value;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown flag ${arg} (flags: ${Object.keys(FLAGS).join(', ')})`);
    } else {
      args.filters.push(arg);
    }
  }
  return args;
}

/** Runs one case in a child process with the case's Node flags; its figures, or an error row. */
function runInChild(c: BenchCase, budgetMs: number): Figures | LabeledFigures[] {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const child = fileURLToPath(new URL(`./child${ext}`, import.meta.url));
  const r = spawnSync(
    process.execPath,
    [...process.execArgv, ...(c.nodeFlags ?? []), child, c.id, String(budgetMs)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as Figures | LabeledFigures[];
  } catch {
    return { error: `the child exited with ${r.status ?? r.signal} and no figures` };
  }
}

/** Rows from a case's result; figures for a table and label already seen are merged into its row. */
function addRows(rows: BenchRow[], c: BenchCase, result: Figures | LabeledFigures[]): void {
  const labeled = Array.isArray(result) ? result : [{ label: c.label, figures: result }];
  for (const { label, figures } of labeled) {
    const row = rows.find((r) => r.table === c.table && r.label === label);
    if (row) Object.assign(row.figures, figures);
    else rows.push({ table: c.table, label, figures: { ...figures } });
  }
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const ids = new Set(selectGameIds(args.filters));
  const cases = allCases().filter((c) => ids.has(c.game));
  if (cases.length === 0) {
    process.stderr.write(
      'bench: no games to measure (the catalog is empty; `npm run bench -- toy` runs the test game)\n',
    );
  }
  const startLoad = currentLoad();
  const rows: BenchRow[] = [];
  for (const c of cases) {
    const seconds = c.budget === 'mcts' || c.table === MCTS_TABLE ? args.mctsSeconds : args.seconds;
    process.stderr.write(`bench: ${c.id}...\n`);
    addRows(rows, c, runInChild(c, seconds * 1000));
  }
  if (args.startRuns > 0) {
    process.stderr.write('bench: CLI start...\n');
    const startup = measureStartup(args.startRuns);
    for (const { label, figures } of startup) rows.push({ table: STARTUP_TABLE, label, figures });
  }
  const budgets = `random play ${args.seconds} s per game, MCTS ${args.mctsSeconds} s per game`;
  const firstColumn = { [FLOOR_TABLE]: 'loop', [STARTUP_TABLE]: 'command' };
  process.stdout.write(`${machineHeader(budgets, startLoad)}\n\n${markdownTables(rows, firstColumn)}\n`);
}

try {
  main();
} catch (e) {
  process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}

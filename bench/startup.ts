/**
 * How long the `arbiter` command takes to start: wall time from spawning
 * `node apps/cli/bin/arbiter.js games` to its exit, as a user typing
 * `npx arbiter games` waits (minus npx's own start, which is npm's). Runs it
 * a few times and reports the median and the fastest run; the same for the
 * sources through tsx (`ARBITER_FROM_SOURCES=1`) and for bare Node.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LabeledFigures, round1 } from './cases.ts';

export const STARTUP_TABLE = 'CLI start (`arbiter games`: spawn to exit)';

/** The repository root: the bench runs from bench/ (tsx) or bench/dist/ (compiled). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'apps', 'cli', 'bin', 'arbiter.js'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the repository root above the bench');
    dir = up;
  }
  return dir;
}

function timeRuns(args: string[], runs: number, env: NodeJS.ProcessEnv, cwd: string): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const start = performance.now();
    const r = spawnSync(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    const ms = performance.now() - start;
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${String(r.stderr).split('\n')[0]}`);
    if (i > 0) times.push(ms); // the first run warms the disk cache
  }
  return times.sort((a, b) => a - b);
}

export function measureStartup(runs: number): LabeledFigures[] {
  const root = repoRoot();
  const bin = join(root, 'apps', 'cli', 'bin', 'arbiter.js');
  const env = { ...process.env };
  delete env.ARBITER_FROM_SOURCES;
  const rows: Array<[string, string[], NodeJS.ProcessEnv, number]> = [
    ['arbiter games (compiled)', [bin, 'games'], env, runs],
    [
      'arbiter games (sources through tsx)',
      [bin, 'games'],
      { ...env, ARBITER_FROM_SOURCES: '1' },
      Math.ceil(runs / 2),
    ],
    ['node -e 0 (Node alone)', ['-e', '0'], env, runs],
  ];
  return rows.map(([label, args, rowEnv, n]) => {
    const times = timeRuns(args, n, rowEnv, root);
    return {
      label,
      figures: {
        runs: n,
        'median ms': round1(times[Math.floor(times.length / 2)]),
        'min ms': round1(times[0]),
      },
    };
  });
}

/**
 * What the Lab's equality tests compare a run with: the compiled `arbiter
 * sim` on the same inputs (`--json --no-timing`), a run's batches with
 * their timing stripped the same way, and a scratch folder for the files
 * the command line reads (a deck list, a variant's data).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabResult } from '@arbiter/report';
import { type BatchReport, stripTiming } from '@arbiter/sim';
import { expect } from 'vitest';
import { submit, waitFor } from './lab-helpers.ts';

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** The compiled CLI's report for `arbiter sim ARGS` (timing left out). */
export function arbiterSim(args: string[]): BatchReport {
  const r = spawnSync(
    process.execPath,
    ['apps/cli/bin/arbiter.js', 'sim', ...args, '--json', '--no-timing', '--quiet'],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ARBITER_FROM_SOURCES: '' } },
  );
  if (r.status !== 0) throw new Error(`arbiter sim failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as BatchReport;
}

/** A report as `--no-timing` prints it: the timing fields gone. */
export const untimed = (r: BatchReport) => JSON.parse(JSON.stringify(stripTiming(r)));

/** One batch of a run's result (a variant, the subject's seat), as `--no-timing` prints it. */
export function batchOf(result: LabResult, variant: number, seat: number | null) {
  const batch = result.batches.find((b) => b.variant === variant && b.subjectSeat === seat);
  if (!batch) throw new Error(`no batch of variant ${variant} at seat ${seat}`);
  return untimed(batch.report as BatchReport);
}

/** A folder for the files the CLI reads; `remove` when the tests are done. */
export function scratch(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  return {
    /** Writes `text` at `sub/name` below the folder; the file's path. */
    write(sub: string, name: string, text: string): string {
      mkdirSync(join(root, sub), { recursive: true });
      const file = join(root, sub, name);
      writeFileSync(file, text);
      return file;
    },
    /** The folder `sub` below it, made if need be. */
    path(sub: string): string {
      mkdirSync(join(root, sub), { recursive: true });
      return join(root, sub);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Submits a run and waits for it to finish: its result (the run must be done). */
export async function finishedRun(base: string, request: Record<string, unknown>): Promise<LabResult> {
  const created = await submit(base, request);
  expect(created.status).toBe(201);
  const { run, result } = await waitFor(base, created.body.id);
  expect(run.status).toBe('done');
  return result!;
}

/**
 * The CLI's two reports for a deck against an opponent, the deck first and
 * then second (its agent with it), each with half the games: what a Lab run
 * of the deck against that opponent plays as its two batches.
 */
export function simBothSeats(
  game: string,
  deck: string,
  opponent: string,
  agents: [string, string],
  games: number,
  seed: number,
  extra: string[] = [],
): [BatchReport, BatchReport] {
  const common = ['--games', String(games / 2), '--seed', String(seed), ...extra];
  return [
    arbiterSim([game, '--deck1', deck, '--deck2', opponent, '--agents', agents.join(','), ...common]),
    arbiterSim([
      game,
      '--deck1',
      opponent,
      '--deck2',
      deck,
      '--agents',
      [agents[1], agents[0]].join(','),
      ...common,
    ]),
  ];
}

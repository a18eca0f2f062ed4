/** Runs the CLI in-process with injected games, stdin text and captured output. */
import { Readable } from 'node:stream';
import type { AnyGame } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import type { GameSource } from '@arbiter/sim';
import { runProgram } from '../src/program.ts';

const TOY_SOURCE: GameSource = { module: '@arbiter/core/testing', export: 'toyGame' };

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(
  args: string[],
  opts: {
    games?: AnyGame[];
    stdin?: string;
    gameSource?: GameSource | null;
    env?: Record<string, string | undefined>;
  } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runProgram(args, {
    games: opts.games ?? [toyGame],
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([Buffer.from(opts.stdin ?? '')], { objectMode: false }),
    // Where worker threads (sim --workers) find the toy game; null: nowhere.
    gameSource: opts.gameSource === null ? undefined : (opts.gameSource ?? TOY_SOURCE),
    // No LLM endpoint unless a test names its own (never the machine's environment).
    env: opts.env ?? {},
  });
  return { code, stdout, stderr };
}

/** The contract for every failure: exactly one line, starting `arbiter: `, no stack trace. */
export function expectOneErrorLine(run: CliRun): string {
  const lines = run.stderr.split('\n').filter((l) => l !== '');
  if (lines.length !== 1 || !lines[0].startsWith('arbiter: ')) {
    throw new Error(`expected one 'arbiter: ' line on stderr, got:\n${run.stderr}`);
  }
  return lines[0];
}

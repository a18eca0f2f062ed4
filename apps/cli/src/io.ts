/**
 * What the CLI touches outside itself, injected so tests run the program
 * in-process with their own games and captured output.
 */
import type { AnyGame } from '@arbiter/core';
import type { GameSource } from '@arbiter/sim';

export interface TextSink {
  write(text: string): unknown;
}

export interface CliDeps {
  /** The games the CLI offers (the bin passes the catalog; tests pass their own). */
  games: readonly AnyGame[];
  stdout: TextSink;
  stderr: TextSink;
  /** Read only by `play`, line by line. */
  stdin: NodeJS.ReadableStream;
  /**
   * Where worker threads load the games from (`sim --workers`); without it
   * the CLI simulates in its own thread only.
   */
  gameSource?: GameSource;
  /**
   * Where the LLM agent's endpoint is named (ARBITER_LLM_*); the bin passes
   * process.env. Absent: no endpoint, so an `llm` seat is refused.
   */
  env?: Record<string, string | undefined>;
}

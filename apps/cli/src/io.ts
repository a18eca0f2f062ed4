/**
 * What the CLI touches outside itself, injected so tests run the program
 * in-process with their own games and captured output.
 */
import type { AnyGame } from '@arbiter/core';
import type { GameEntry } from '@arbiter/games/entries';
import type { GameSource } from '@arbiter/sim';

export interface TextSink {
  write(text: string): unknown;
}

/** A game as the CLI lists it: a loaded module, or a catalog entry that loads one. */
export type GameListing = AnyGame | GameEntry;

export function isEntry(listing: GameListing): listing is GameEntry {
  return typeof (listing as Partial<GameEntry>).load === 'function';
}

export interface CliDeps {
  /**
   * The games the CLI offers: the bin passes the catalog's entries (each game
   * loaded only when a command names it); tests may pass game modules.
   */
  games: readonly GameListing[];
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

/**
 * One shape for every item of a game's effect vocabulary (an operation, an
 * effect type, a keyword ability, a rules step): one module holds its id,
 * the schema of its parameters as the data writes them, the compile step
 * from that JSON to what the engine reads, the code that runs it, and its
 * words for players. Nothing else names it: the game lists its modules once
 * (`registryOf`), and the compiler, the engine, the coverage check and the
 * card text all read that registry.
 *
 * `words` is required: a module without words for players does not
 * typecheck, so no card text is ever missing or made of ids.
 *
 * The kernel fixes the shape; the game fixes the types around it, once, in
 * an `EffectTypes` record (as `GameTypes` does for a game): what `run`
 * receives, what `compile` may ask for, what `words` builds from.
 */
import type { z } from 'zod';
import { DataError, issuesToDataErrors, type JsonPath } from './errors.ts';

/** What every vocabulary item has: the id data names it by, a line for designers, and whether it waits for data. */
export interface VocabularyItem {
  /** The id data uses (`"modify_power"`, `"on_play"`). */
  readonly id: string;
  /** One line for designers and `arbiter validate` (not the players' words). */
  readonly description: string;
  /**
   * Registered ahead of the data: no shipped card uses it yet, and the
   * coverage check does not flag it as unused (`registryOf` reads this).
   */
  readonly reserved?: boolean;
}

/** The types a game's effect modules are written against, named once per vocabulary. */
export interface EffectTypes {
  /** What `run` receives first: the game's engine context (state, data, event sink). */
  ctx: unknown;
  /** Further arguments the engine passes `run` after the params (the source card, the effect). */
  args: unknown[];
  /** What `compile` may ask for: names checked against other vocabularies, errors at a path. */
  env: unknown;
  /** The shared phrasing `words` builds its text from. */
  words: unknown;
}

/**
 * One effect: `Raw` is its JSON as the params schema parses it, `P` the
 * compiled params the engine reads (the same when there is no compile step).
 * Hooks are methods, so a registry holds modules of different params as one
 * type; the engine only ever hands a module what its own compile made.
 */
export interface EffectModule<G extends EffectTypes, P = unknown, Raw = P> extends VocabularyItem {
  /** The schema of the module's JSON in the data. */
  readonly params: z.ZodType<Raw, unknown>;
  /**
   * The compiled params, or null when the JSON names something that does
   * not exist (reported through `env`). Absent: the parsed JSON is used as is.
   */
  compile?(raw: Raw, env: G['env']): P | null;
  /** What the effect does when it runs (absent for modules the engine reads through other hooks). */
  run?(ctx: G['ctx'], params: P, ...args: G['args']): void;
  /**
   * The effect as players read it: a clause of its card's text ("raise the
   * power of enemy cards on affected tiles by 3"), or null when it says
   * nothing of its own (another clause already does). Seats are numbered
   * from 1 in any text that names one.
   */
  words(params: P, w: G['words']): string | null;
}

/** Where in which file a module's JSON sits, for the errors compiling it may raise. */
export interface DataPlace {
  file: string;
  path: JsonPath;
}

/**
 * Parses `raw` with the module's params schema and compiles it. Problems go
 * into `errors` as DataErrors at `at` (file, JSON path, reason): a schema
 * issue at its own place under `at.path`, and null is returned; a compile
 * step reports its own through `env` and returns null.
 */
export function compileEffect<G extends EffectTypes, P, Raw>(
  module: EffectModule<G, P, Raw>,
  raw: unknown,
  env: G['env'],
  at: DataPlace,
  errors: DataError[],
): P | null {
  const parsed = module.params.safeParse(raw);
  if (!parsed.success) {
    errors.push(...issuesToDataErrors(at.file, parsed.error.issues, at.path, raw));
    return null;
  }
  if (!module.compile) return parsed.data as unknown as P;
  return module.compile(parsed.data, env);
}

/** A DataError at a place under a module's JSON (for compile environments). */
export function errorAt(at: DataPlace, path: JsonPath, reason: string): DataError {
  return new DataError(at.file, [...at.path, ...path], reason);
}

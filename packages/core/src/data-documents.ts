/**
 * A game's data as documents held in memory: what an editor (the web Lab)
 * needs to change a copy of the data and play it, with nothing read from or
 * written to disk. A document is one data file's parsed JSON, named by its
 * file name (`heroes.json`), so every problem still names the file, the JSON
 * path and the reason, as `arbiter validate` does for a folder.
 */
import type { z } from 'zod';
import { DataErrors } from './errors.ts';
import type { GameModule, GameTypes, Json, ValidationReport } from './game.ts';

/** A list of things a designer edits one at a time (heroes, cards, effects), and how each is named. */
export interface EntityList {
  /** Shown to people: "Heroes", "Cards". */
  label: string;
  /** The document holding the list. */
  file: string;
  /** Where the list is inside that document (`[]`: the document itself). */
  path: ReadonlyArray<string | number>;
  /**
   * The field of each entry that identifies it, or null when the list is an
   * object whose keys are the ids (keys starting with `_` are not entries).
   */
  idField: string | null;
  /** The field that names an entry for people (default: its id). */
  nameField?: string;
  /** One entry's schema, which editors build their forms from. */
  schema: z.ZodType<unknown, unknown>;
  /** Entries the schema does not describe (a metadata record in the list) are skipped. */
  skip?: (entry: unknown) => boolean;
}

export interface DataDocuments<T extends GameTypes> {
  /** The documents this module plays, by file name. Shared: callers copy before changing. */
  documents: Readonly<Record<string, Json>>;
  /** The lists a designer picks an entry from to edit. */
  entities: readonly EntityList[];
  /**
   * What `validate` reports for a folder holding these documents (a document
   * left out is the module's own): every error with its file, path and reason.
   */
  validate(documents: Readonly<Record<string, unknown>>): ValidationReport;
  /** This game playing these documents; throws DataErrors when they do not load. */
  load(documents: Readonly<Record<string, unknown>>): GameModule<T>;
}

/**
 * `game` with every call — its functions, its search hooks, its agents'
 * choices — made inside `around`: how a game whose rules read one data
 * source per process plays other data (`around` puts that data in place for
 * the call and the previous source back after). The result reports
 * `fingerprint` and offers no `dataDocuments` or `withData` of its own:
 * other data starts from the shipped game.
 */
export function gameCalledWithin<T extends GameTypes>(
  game: GameModule<T>,
  around: <R>(fn: () => R) => R,
  fingerprint: string,
): GameModule<T> {
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R =>
      around(() => fn(...args));
  const out = { ...game } as Record<string, unknown>;
  for (const [key, value] of Object.entries(game))
    if (typeof value === 'function') out[key] = wrap(value as (...args: unknown[]) => unknown);
  if (game.search)
    out.search = Object.fromEntries(
      Object.entries(game.search).map(([k, v]) => [k, typeof v === 'function' ? wrap(v) : v]),
    );
  if (game.agents)
    out.agents = Object.fromEntries(
      Object.entries(game.agents).map(([name, make]) => [
        name,
        (seed: string) => {
          const policy = make(seed);
          return { choose: wrap(policy.choose.bind(policy)) };
        },
      ]),
    );
  out.dataFingerprint = fingerprint;
  delete out.dataDocuments;
  delete out.withData;
  return out as unknown as GameModule<T>;
}

/** A `DataDocuments.validate` answer from a check that throws DataErrors for bad documents. */
export function reportOfCheck(check: () => void): ValidationReport {
  try {
    check();
    return { ok: true, errors: [], warnings: [], summary: {} };
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
}

/**
 * A game's data as documents held in memory: what an editor (the web Lab)
 * needs to change a copy of the data and play it, with nothing read from or
 * written to disk. A document is one data file's parsed JSON, named by its
 * file name (`heroes.json`), so every problem still names the file, the JSON
 * path and the reason, as `arbiter validate` does for a folder.
 */
import type { z } from 'zod';
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

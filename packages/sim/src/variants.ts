/**
 * Data variants: a designer's change to a game's data as a delta over the
 * data the game ships with — a list of values set at JSON paths of its
 * documents (`heroes.json` → `heroes[2].maxHp` = 32) — never a copy of a
 * folder. A variant is applied in memory to a copy of the documents and
 * played through the game's `dataDocuments.load`; nothing touches the disk.
 */
import {
  type AnyGame,
  DataError,
  DataErrors,
  type Json,
  type JsonPath,
  type ValidationReport,
} from '@arbiter/core';

/** One value set in one document. */
export interface DataChange {
  /** The document (a data file's name, as the game's `dataDocuments` names it). */
  file: string;
  /** From the document's root; numbers index arrays. Every step but the last must exist. */
  path: Array<string | number>;
  value: Json;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** A path as people read it: `heroes[2].maxHp`. */
export function pathText(path: ReadonlyArray<string | number>): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

/** Where a change is, as validation errors name places: `heroes.json $.heroes[2].maxHp`. */
export function changeLabel(change: Pick<DataChange, 'file' | 'path'>): string {
  return new DataError(change.file, change.path, '').message.replace(/: $/, '');
}

/**
 * The documents with the changes made, each changed document a fresh copy
 * (the originals are never touched). Throws DataErrors naming each change
 * that points nowhere.
 */
export function applyDataChanges(
  documents: Readonly<Record<string, Json>>,
  changes: readonly DataChange[],
): Record<string, Json> {
  const out: Record<string, Json> = { ...documents };
  const copied = new Set<string>();
  const errors: DataError[] = [];
  for (const change of changes) {
    if (!Object.hasOwn(documents, change.file)) {
      errors.push(
        new DataError(
          change.file,
          '$',
          `no such document (this game's are: ${Object.keys(documents).join(', ')})`,
        ),
      );
      continue;
    }
    if (change.path.length === 0) {
      errors.push(new DataError(change.file, '$', 'a change sets a value inside a document, not all of it'));
      continue;
    }
    if (!copied.has(change.file)) {
      out[change.file] = structuredClone(documents[change.file]);
      copied.add(change.file);
    }
    const problem = setAt(out[change.file], change.path, change.value);
    if (problem) errors.push(new DataError(change.file, change.path, problem));
  }
  if (errors.length > 0) throw new DataErrors(errors);
  return out;
}

/** Sets `value` at `path` inside `root`; the reason when the path leads nowhere. */
function setAt(root: Json, path: JsonPath, value: Json): string | null {
  let node: Json = root;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const last = i === path.length - 1;
    if (typeof step === 'string' && FORBIDDEN.has(step)) return `'${step}' may not be a key`;
    if (Array.isArray(node)) {
      if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= node.length) {
        return `no entry ${JSON.stringify(step)} in a list of ${node.length}`;
      }
      if (last) node[step] = value;
      else node = node[step];
    } else if (typeof node === 'object' && node !== null) {
      const key = String(step);
      if (last) {
        node[key] = value;
      } else {
        if (!Object.hasOwn(node, key)) return `no field '${key}' here`;
        node = node[key];
      }
    } else {
      return `cannot go into ${node === null ? 'null' : typeof node} at step ${i + 1}`;
    }
  }
  return null;
}

/** The game playing its data with the changes made; the game itself when there are none. */
export function gameWithChanges(game: AnyGame, changes: readonly DataChange[] | undefined): AnyGame {
  if (!changes || changes.length === 0) return game;
  const docs = game.dataDocuments;
  if (!docs) throw new Error(`${game.id} cannot play changed data (it offers no data documents)`);
  return docs.load(applyDataChanges(docs.documents, changes));
}

/** What `arbiter validate` would say of the game's data with the changes made. */
export function validateChanges(game: AnyGame, changes: readonly DataChange[]): ValidationReport {
  const docs = game.dataDocuments;
  if (!docs) {
    return {
      ok: false,
      errors: [new DataError(game.id, '$', 'this game offers no data documents to change')],
      warnings: [],
      summary: {},
    };
  }
  let changed: Record<string, Json>;
  try {
    changed = applyDataChanges(docs.documents, changes);
  } catch (e) {
    if (e instanceof DataErrors) return { ok: false, errors: e.errors, warnings: [], summary: {} };
    throw e;
  }
  return docs.validate(changed);
}

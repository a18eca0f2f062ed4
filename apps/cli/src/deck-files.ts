/**
 * Deck files on the command line. A game's deck option (`deck1`, `deck2`)
 * never names a path: the game reads no file a player names, so a match
 * served over the network cannot make the server open one. On the user's
 * own machine the CLI may: a deck value that looks like a path (a `/` or
 * `\`, a `.txt` ending, a leading `~` or `.`) is read here and passed to the
 * game as the deck's text. Refusals of that text name the file.
 */
import { readFileSync, statSync } from 'node:fs';
import { usageError } from './cli-error.ts';

/** The options that hold one seat's deck (the `--deck1` / `--deck2` flags set them too). */
export const DECK_OPTIONS = ['deck1', 'deck2'] as const;

/** Deck files larger than this are not deck lists. */
const MAX_DECK_FILE_BYTES = 64 * 1024;

export function looksLikeDeckFile(value: unknown): value is string {
  if (typeof value !== 'string' || value.includes('\n')) return false;
  const t = value.trim();
  return /[/\\]/.test(t) || /\.txt$/i.test(t) || /^[~.]/.test(t);
}

/** The text of a deck file; a usage error (one line) when it is missing or not a regular file. */
export function readDeckFile(path: string): string {
  let size: number;
  try {
    const st = statSync(path);
    // A FIFO or a device would block or never end: only regular files are decks.
    if (!st.isFile()) throw usageError(`${path}: not a regular file`);
    size = st.size;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw usageError(`${path}: no such file`);
    if (code !== undefined) throw usageError(`${path}: cannot read (${code})`);
    throw e;
  }
  if (size > MAX_DECK_FILE_BYTES) throw usageError(`${path}: too large for a deck list (${size} bytes)`);
  return readFileSync(path, 'utf8');
}

/** Options with every deck file read into its text, and which option came from which file. */
export interface InlinedDecks {
  options: Record<string, unknown>;
  files: Map<string, string>;
}

export function inlineDeckFiles(options: Record<string, unknown>): InlinedDecks {
  const out = { ...options };
  const files = new Map<string, string>();
  for (const key of DECK_OPTIONS) {
    const value = out[key];
    if (!looksLikeDeckFile(value)) continue;
    out[key] = readDeckFile(value);
    files.set(key, value);
  }
  return { options: out, files };
}

/**
 * A game's refusal of an option read from a file, in the file's terms:
 * `line 3: unknown card` becomes `FILE:3: unknown card`; other reasons are
 * prefixed with the file.
 */
export function inFileTerms(file: string, message: string): string {
  const m = /^line (\d+): (.*)$/s.exec(message);
  return m ? `${file}:${m[1]}: ${m[2]}` : `${file}: ${message}`;
}

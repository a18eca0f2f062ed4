/**
 * What the Lab keeps in this browser (localStorage): named decks and named
 * variants per game, and the one being worked on; and the share links that
 * carry a deck or a variant in the URL, so whoever opens one gets a copy.
 */
import type { LabChange } from '@arbiter/server/lab';

export interface SavedDeck {
  name: string;
  /** The deck list in the game's text format. */
  text: string;
}

export interface SavedVariant {
  name: string;
  /** The data fingerprint the changes were made against. */
  base: string | null;
  changes: LabChange[];
}

const key = (what: string, game: string) => `arbiter.lab.${what}.${game}`;

function read<T>(k: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(k: string, value: unknown): void {
  try {
    localStorage.setItem(k, JSON.stringify(value));
  } catch {
    // Storage full or off: the Lab still works, it just forgets.
  }
}

export const savedDecks = (game: string) => read<SavedDeck[]>(key('decks', game), []);
export const savedVariants = (game: string) => read<SavedVariant[]>(key('variants', game), []);

/** Saves (or replaces by name) a deck; returns the list. */
export function saveDeck(game: string, deck: SavedDeck): SavedDeck[] {
  const list = [...savedDecks(game).filter((d) => d.name !== deck.name), deck].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  write(key('decks', game), list);
  return list;
}

export function deleteDeck(game: string, name: string): SavedDeck[] {
  const list = savedDecks(game).filter((d) => d.name !== name);
  write(key('decks', game), list);
  return list;
}

export function saveVariant(game: string, variant: SavedVariant): SavedVariant[] {
  const list = [...savedVariants(game).filter((v) => v.name !== variant.name), variant].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  write(key('variants', game), list);
  return list;
}

export function deleteVariant(game: string, name: string): SavedVariant[] {
  const list = savedVariants(game).filter((v) => v.name !== name);
  write(key('variants', game), list);
  return list;
}

/** The deck and variant being worked on, kept across reloads and tabs. */
export const currentDeck = (game: string) => read<SavedDeck | null>(key('current-deck', game), null);
export const setCurrentDeck = (game: string, deck: SavedDeck) => write(key('current-deck', game), deck);
export const currentVariant = (game: string) => read<SavedVariant | null>(key('current-variant', game), null);
export const setCurrentVariant = (game: string, variant: SavedVariant | null) =>
  write(key('current-variant', game), variant);

/** Text to a URL-safe base64 of its UTF-8 bytes, and back. */
export function toLinkData(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromLinkData<T>(data: string): T | null {
  try {
    const bin = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

/** A link to this game's Lab with a deck (or a variant) in it. */
export function shareLink(game: string, what: 'deck' | 'variant', value: SavedDeck | SavedVariant): string {
  return `${location.origin}/lab/${encodeURIComponent(game)}?${what}=${toLinkData(value)}`;
}

/**
 * Decks: the options' deck specs (a preset name, a list of card ids,
 * 'random' for a random legal deck, 'random-preset' for a preset picked by
 * the seed), and the random legal deck generator used by simulations.
 */
import { pick, type RngState } from '@arbiter/core';
import { z } from 'zod';
import { deckProblem } from './catalog.ts';
import type { Catalog, Preset } from './catalog-types.ts';
import { shuffleOn } from './shuffle.ts';

export const RANDOM = 'random';
export const RANDOM_PRESET = 'random-preset';

export const deckSpecSchema = z.union([z.string(), z.array(z.string())]);
export type DeckSpec = z.infer<typeof deckSpecSchema>;

/** Why a deck spec cannot be used, or null. */
export function deckSpecProblem(spec: DeckSpec, cat: Catalog): string | null {
  if (Array.isArray(spec)) return deckProblem(spec, cat.rules, cat.byId);
  if (spec === RANDOM || spec === RANDOM_PRESET) return null;
  if (cat.presets.some((p) => p.name === spec)) return null;
  const shown = spec.length > 40 ? `${spec.slice(0, 40)}…` : spec;
  return `unknown deck '${shown}' (presets: ${cat.presets.map((p) => p.name).join(', ')}; or '${RANDOM}', '${RANDOM_PRESET}', or a list of ${cat.rules.deckSize} card ids)`;
}

/** 15 cards drawn without replacement from every deckable card's allowed copies: always legal. */
export function randomDeck(cat: Catalog, rng: RngState, stream: string): string[] {
  const pool: string[] = [];
  for (const i of cat.deckable) {
    const card = cat.cards[i];
    for (let k = 0; k < cat.rules.maxCopies[card.category]; k++) pool.push(card.id);
  }
  shuffleOn(rng, pool, stream);
  return pool.slice(0, cat.rules.deckSize).sort();
}

export interface ResolvedDeck {
  name: string;
  /** Shared with the preset for a preset deck: never changed. */
  ids: readonly string[];
  /** The same cards as catalog indices (shared for a preset: never changed). */
  cards: readonly number[];
}

/** A preset's cards as catalog indices, worked out once per preset (every game deals one). */
const presetIndices = new WeakMap<Preset, readonly number[]>();

const indicesOf = (cat: Catalog, ids: readonly string[]) => ids.map((id) => cat.byId.get(id)!.index);

export function resolveDeck(cat: Catalog, spec: DeckSpec, rng: RngState, side: number): ResolvedDeck {
  const problem = deckSpecProblem(spec, cat);
  if (problem) throw new Error(`deck for seat ${side}: ${problem}`);
  if (Array.isArray(spec)) return { name: 'custom', ids: [...spec], cards: indicesOf(cat, spec) };
  if (spec === RANDOM) {
    const ids = randomDeck(cat, rng, `deck-build-${side}`);
    return { name: RANDOM, ids, cards: indicesOf(cat, ids) };
  }
  const preset =
    spec === RANDOM_PRESET
      ? pick(rng, cat.presets, `deck-pick-${side}`)
      : cat.presets.find((p) => p.name === spec)!;
  let cards = presetIndices.get(preset);
  if (cards === undefined) {
    cards = indicesOf(cat, preset.cards);
    presetIndices.set(preset, cards);
  }
  return { name: preset.name, ids: preset.cards, cards };
}

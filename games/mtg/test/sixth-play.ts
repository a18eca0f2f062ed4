/**
 * Playing a Sixth Edition position directly (for what a scenario's steps do
 * not say: what spans turns, the mana pool, what is not legal): build it from
 * a scenario setup, apply actions, play on passing until a condition holds;
 * and random games of test decks with the board checked after every action.
 */
import { createRng, randInt } from '@arbiter/core';
import { expect } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { type Board, board, boardFromScratch } from '../src/engine/derived.ts';
import type { MtgState, Seat } from '../src/engine/state.ts';
import { mtg } from '../src/index.ts';
import { buildState, findTagged, setupSchema } from '../src/scenario.ts';

type Json = Record<string, unknown>;

export function position(setup: Json, seed = 'sixth'): MtgState {
  return buildState(setupSchema.parse({ turn: 3, ...setup }), seed);
}

export const tagged = (s: MtgState, tag: string): number => findTagged(s, tag)!.id;

/** Applies an action for the seat to act. */
export function apply(s: MtgState, a: Json): void {
  mtg.apply(s, mtg.toAct(s)[0], a as never);
}

/** Plays on, passing and declaring no attack or block, until `done` holds. */
export function playUntil(s: MtgState, done: (s: MtgState) => boolean): void {
  for (let i = 0; i < 300 && !done(s); i++) {
    const p = mtg.toAct(s)[0] as Seat;
    const legal = mtg.legalActions(s, p) as Json[];
    const a =
      legal.find((x) => x.type === 'pass') ??
      legal.find((x) => x.type === 'attack_done') ??
      legal.find((x) => x.type === 'block_done') ??
      legal[0];
    mtg.apply(s, p, a as never);
  }
  expect(done(s)).toBe(true);
}

export const inUpkeepOf = (p: Seat, turn: number) => (s: MtgState) =>
  s.step === 'upkeep' && s.active === p && s.turn === turn;

/** `n` copies of each id, for a test deck. */
export const copies = (n: number, ids: string[]): string[] => ids.flatMap((id) => Array<string>(n).fill(id));

/**
 * Adds a 60-card test deck to the (test) catalog, so `mtg.setup` plays it as a
 * preset; every card must be in the catalog (it holds only cards that parse).
 */
export function addTestDeck(id: string, cards: string[]): void {
  expect(cards).toHaveLength(60);
  const cat = catalog();
  for (const c of cards) expect(cat.cards[c], c).toBeDefined();
  const deck = { id, name: id, colors: [], cards };
  cat.decks[id] = deck;
  cat.deckList.push(deck);
}

/** The board as comparable text (keyword order is not meaningful). */
const boardText = (b: Board) =>
  JSON.stringify(
    [...b.byId.values()].map((d) => ({ ...d, keywords: [...d.keywords].sort() })).sort((x, y) => x.id - y.id),
  );

/**
 * Plays a game of two presets by random legal actions (from the seed's own
 * generator) to the end. After every action the cached board must equal the
 * board computed afresh (a rule that forgets to mark it stale shows here);
 * `check` runs before each action (with that action's legal list) for what a
 * test adds. Fails when the game does not end.
 */
export function playCheckedRandomGame(
  deck1: string,
  deck2: string,
  seed: string,
  check?: (s: MtgState, legal: unknown[], at: string) => void,
): MtgState {
  const s = mtg.setup({ deck1, deck2 } as never, seed);
  const rng = createRng(seed);
  for (let i = 0; i < 30000 && !mtg.outcome(s); i++) {
    const at = `${deck1}/${deck2} ${seed} action ${i}`;
    const p = mtg.toAct(s)[0];
    const legal = mtg.legalActions(s, p);
    check?.(s, legal, at);
    mtg.apply(s, p, legal[randInt(rng, legal.length)]);
    expect(boardText(board(s)), at).toBe(boardText(boardFromScratch(s)));
  }
  expect(mtg.outcome(s), `${deck1}/${deck2} ${seed}`).toBeTruthy();
  return s;
}

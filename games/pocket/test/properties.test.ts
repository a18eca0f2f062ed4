/**
 * Invariants over many random games: every card is in exactly one place,
 * no Pokémon has more HP than its card (damage never below 0), and points
 * come only from knockouts (1, or 2 for an ex). Replay determinism: 500
 * seeds, each game replayed from its seed and actions to the same hash.
 */
import { createRng, hashState, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import type { PocketAction, PocketEvent, PocketState } from '../src/index.ts';
import { pocket } from '../src/index.ts';

const decks = ['mewtwoex', 'fire', 'blastoiseex', 'hitmonlee', 'venusaur-exeggutor', 'weezing-arbok'];

function optionsFor(seed: number) {
  return pocket.optionsSchema.parse({ deck1: decks[seed % 6], deck2: decks[(seed * 5 + 1) % 6] });
}

function playRandom(seed: number, each?: (s: PocketState, events: PocketEvent[]) => void) {
  const events: PocketEvent[] = [];
  const emit = (e: PocketEvent) => events.push(e);
  const s = pocket.setup(optionsFor(seed), String(seed), { emit });
  const rng = createRng(`chooser/${seed}`);
  const actions: Array<[number, PocketAction]> = [];
  while (!pocket.outcome(s)) {
    const p = pocket.toAct(s)[0];
    const legal = pocket.legalActions(s, p);
    const a = legal[randInt(rng, legal.length)];
    actions.push([p, a]);
    pocket.apply(s, p, a, { emit });
    each?.(s, events);
    if (actions.length > 3000) throw new Error(`seed ${seed}: no end`);
  }
  return { s, actions };
}

function checkInvariants(s: PocketState, events: PocketEvent[]) {
  const seen = new Array(s.cards.length).fill(0);
  for (const side of s.sides) {
    for (const uid of [...side.deck, ...side.hand, ...side.discard]) seen[uid]++;
    for (const sl of side.active ? [side.active, ...side.bench] : side.bench) {
      for (const uid of sl.stack) seen[uid]++;
      if (sl.tool !== null) seen[sl.tool]++;
      expect(sl.damage).toBeGreaterThanOrEqual(0);
    }
    expect(side.bench.length).toBeLessThanOrEqual(3);
  }
  expect(seen.every((n) => n === 1)).toBe(true);
  const scored = [0, 0];
  for (const e of events) if (e.type === 'knockout') scored[1 - e.side] += e.points;
  expect([s.sides[0].points, s.sides[1].points]).toEqual(scored);
}

describe('properties', () => {
  it('cards are conserved, HP never exceeds the card, points only from knockouts (60 games, every step)', () => {
    for (let seed = 1; seed <= 60; seed++) playRandom(seed, checkInvariants);
  }, 120_000);

  it('replays deterministically from seed and actions over 500 seeds', () => {
    const reasons: Record<string, number> = {};
    for (let seed = 1; seed <= 500; seed++) {
      const { s, actions } = playRandom(seed);
      const again = pocket.setup(optionsFor(seed), String(seed));
      for (const [p, a] of actions) pocket.apply(again, p, a);
      expect(hashState(again)).toBe(hashState(s));
      const r = pocket.outcome(s)?.reason ?? '';
      reasons[r] = (reasons[r] ?? 0) + 1;
    }
    // Random play still ends games every way the rules allow.
    expect(Object.keys(reasons).length).toBeGreaterThanOrEqual(2);
  }, 180_000);
});

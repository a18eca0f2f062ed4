/**
 * The engine's working objects keep one set of fields, in one order, for a
 * whole game: every game object has `blankObject`'s fields, every state the
 * fields `setupState` gave it, every player the same fields, a combat
 * `newCombat`'s. Optional fields
 * are present as undefined, never added later nor deleted — V8 then gives
 * each kind of object one hidden class, and the engine's reads of them stay
 * monomorphic (fields added to some objects only, or deleted, made them
 * megamorphic: about a third of the time of a random 6ED game).
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { newCombat } from '../src/engine/declarations.ts';
import type { MtgState } from '../src/engine/state.ts';
import { blankObject } from '../src/engine/zones.ts';
import { type MtgAction, mtg, mtgCatalog } from '../src/index.ts';

const OBJECT_FIELDS = Object.keys(blankObject(1, 'x', undefined, 0, 0, 'library', 1)).join(',');
const COMBAT_FIELDS = Object.keys(newCombat()).join(',');

/** The first object, player, combat or state field list unlike the expected ones, in words; null when all agree. */
function shapeProblem(s: MtgState, stateFields: string, playerFields: string): string | null {
  const fields = Object.keys(s).join(',');
  if (fields !== stateFields) return `state fields ${fields}`;
  for (const pl of s.players) {
    const f = Object.keys(pl).join(',');
    if (f !== playerFields) return `player fields ${f}`;
  }
  if (s.combat && Object.keys(s.combat).join(',') !== COMBAT_FIELDS)
    return `combat fields ${Object.keys(s.combat).join(',')}`;
  for (const id in s.objects) {
    const f = Object.keys(s.objects[id]).join(',');
    if (f !== OBJECT_FIELDS) return `object ${id} (${s.objects[id].card}) fields ${f}`;
  }
  return null;
}

describe('object shapes', () => {
  it('every object, player and state keeps its fields through random 6ED games', () => {
    const cat = mtgCatalog();
    const decks = cat.deckList
      .filter((d) => d.pool === '6ed' && !d.cards.some((id) => cat.notPlayable?.has(id)))
      .map((d) => d.id);
    const rng = createRng('shapes');
    let actions = 0;
    for (let g = 0; g < 40; g++) {
      const options = mtg.optionsSchema.parse({
        deck1: decks[g % decks.length],
        deck2: decks[(g * 7 + 3) % decks.length],
      });
      const s = mtg.setup(options, `shapes/${g}`) as MtgState;
      const stateFields = Object.keys(s).join(',');
      const playerFields = Object.keys(s.players[0]).join(',');
      for (let i = 0; i < 400 && !mtg.outcome(s); i++) {
        const p = mtg.toAct(s)[0];
        const list = mtg.legalActions(s, p) as MtgAction[];
        mtg.apply(s, p, list[randInt(rng, list.length)]);
        actions++;
        const problem = shapeProblem(s, stateFields, playerFields);
        if (problem) throw new Error(`game ${g}, action ${i}: ${problem}`);
      }
    }
    expect(actions).toBeGreaterThan(4000);
  });
});

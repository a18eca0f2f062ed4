/**
 * The active-effect records of a Pocket game keep one set of fields, in one
 * order: every record in `s.effects.effects`, however it was registered
 * (with a stacking key or without) or copied (`cloneState`), has the same
 * keys — an absent stacking key is present as undefined. V8 then gives the
 * records one hidden class, and the walks over the store (`hasEffect`,
 * queries, removals) read them monomorphically.
 */
import { createRng, randInt } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type PocketAction, type PocketState, pocket, presetChoices } from '../src/index.ts';
import { cloneState } from '../src/state.ts';

const RECORD_FIELDS = 'source,key,scope,value,stacking,stackingKey,duration,payload,suppressed,id,createdAt';

/** The first record whose fields differ from RECORD_FIELDS, in words; null when all agree. */
function shapeProblem(s: PocketState): string | null {
  for (const e of s.effects.effects) {
    const fields = Object.keys(e).join(',');
    if (fields !== RECORD_FIELDS) return `effect ${e.id} (${e.key}) fields ${fields}`;
  }
  return null;
}

describe('active-effect record shapes', () => {
  it('every record has the same fields in the same order through random games on the current decks', () => {
    const decks = presetChoices()
      .filter((c) => c.group.startsWith('Current'))
      .map((c) => c.value);
    const rng = createRng('pocket-shapes');
    let checked = 0;
    let withKey = 0;
    for (let g = 0; g < 120; g++) {
      const options = pocket.optionsSchema.parse({
        deck1: decks[g % decks.length],
        deck2: decks[(g * 7 + 3) % decks.length],
      });
      const s = pocket.setup(options, `shapes/${g}`) as PocketState;
      for (let i = 0; i < 400 && !pocket.outcome(s); i++) {
        const p = pocket.toAct(s)[0];
        const list = pocket.legalActions(s, p) as PocketAction[];
        pocket.apply(s, p, list[randInt(rng, list.length)]);
        const problem = shapeProblem(s) ?? shapeProblem(cloneState(s));
        if (problem) throw new Error(`game ${g}, action ${i}: ${problem}`);
        checked += s.effects.effects.length;
        for (const e of s.effects.effects) if (e.stackingKey !== undefined) withKey++;
      }
    }
    // The games made many records, some of them with a stacking key (the two ways of registering).
    expect(checked).toBeGreaterThan(1000);
    expect(withKey).toBeGreaterThan(0);
  });
});

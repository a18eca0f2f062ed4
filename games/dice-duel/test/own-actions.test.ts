/**
 * The engine's own action objects (the shared ones legalActions hands out)
 * take a shorter legality check in apply: only what the state decides. Over
 * random play, every own action met in a decision is tried in the states of
 * other decisions: an own action and a plain copy of it must be accepted or
 * refused alike, with the same reason, and a refusal leaves the state as it was.
 */
import { createRng, hashState, pick, RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type DuelAction, type DuelState, diceDuel } from '../src/index.ts';

function outcomeOfApplying(state: DuelState, player: number, action: DuelAction): string {
  const copy = diceDuel.clone(state);
  const before = hashState(copy);
  try {
    diceDuel.apply(copy, player, action);
    return `ok ${hashState(copy)}`;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    expect(hashState(copy)).toBe(before);
    return `refused ${e.code}`;
  }
}

describe('own actions', () => {
  it('are accepted and refused exactly as plain copies of them are', () => {
    const seen: DuelAction[] = [];
    let refused = 0;
    let accepted = 0;
    for (let g = 0; g < 5; g++) {
      const s = diceDuel.setup(diceDuel.optionsSchema.parse({}), `own-${g}`);
      const rng = createRng(`own-${g}`);
      while (diceDuel.outcome(s) === null) {
        const p = diceDuel.toAct(s)[0];
        const legal = diceDuel.legalActions(s, p);
        for (const a of legal) if (!seen.includes(a)) seen.push(a);
        // A sample of every action met so far, for both seats, in this state.
        for (let k = 0; k < 4; k++) {
          const own = pick(rng, seen);
          const plain = JSON.parse(JSON.stringify(own)) as DuelAction;
          for (const seat of [0, 1]) {
            const result = outcomeOfApplying(s, seat, own);
            expect(result, JSON.stringify(own)).toBe(outcomeOfApplying(s, seat, plain));
            if (result.startsWith('ok')) accepted++;
            else refused++;
          }
        }
        diceDuel.apply(s, p, pick(rng, legal));
      }
    }
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});

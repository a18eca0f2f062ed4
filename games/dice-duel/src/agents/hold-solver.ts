/**
 * The best hold for any payoff of the final dice, solved exactly: the
 * offense table's dynamic programming (offense-table.ts) with the payoff
 * given per decision instead of fixed per hero. The expectimax agent
 * (expectimax.ts) pays each set of five dice what its best attack is worth
 * in this position (a chance of winning, not damage), so a hold that makes a
 * kill likely beats one with more damage on average.
 *
 * Cost per call: the 210 holds of 0-4 dice against their outcomes (about
 * 4,000 products) per reroll left, then the current dice's holds.
 */
import { type Code, countsOf, multisets, POW } from './offense-table.ts';

const DICE = 5;

/** The multiset code of `dice` (five faces 1-6). */
export function codeOf(dice: readonly number[]): Code {
  let code = 0;
  for (const d of dice) code += POW[d - 1];
  return code;
}

/** What holding each kept multiset (0-4 dice) and rolling the rest is worth, when the final five pay `next`. */
function holdWorth(next: Float64Array, worth: Float64Array): void {
  const ms = multisets();
  for (let size = 0; size < DICE; size++) {
    const { codes: outcomes, probs } = ms.bySize[DICE - size];
    for (const kept of ms.bySize[size].codes) {
      let expected = 0;
      for (let k = 0; k < outcomes.length; k++) expected += probs[k] * next[ms.indexOf[kept + outcomes[k]]];
      worth[kept] = expected;
    }
  }
}

export interface HoldChoice {
  /** The bit set of die positions to hold, or null to attack now. */
  hold: number | null;
  /** The expected payoff of that choice. */
  value: number;
}

/**
 * With `rerolls` left and `dice` showing, the choice with the highest
 * expected payoff, where `payoff[i]` is what stopping on the five-dice
 * multiset `multisets().five[i]` pays. Ties keep attacking now.
 */
export function bestHoldFor(payoff: Float64Array, dice: readonly number[], rerolls: number): HoldChoice {
  const ms = multisets();
  const here = ms.indexOf[codeOf(dice)];
  if (rerolls <= 0) return { hold: null, value: payoff[here] };
  const n = ms.five.length;
  const worth = new Float64Array(POW[6]);
  // Values of every multiset with r rerolls left, for r below `rerolls` (the top level is `dice` alone).
  let value = payoff;
  for (let r = 1; r < rerolls; r++) {
    holdWorth(value, worth);
    const v = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let best = payoff[i];
      for (const kept of ms.holds[i]) if (worth[kept] > best) best = worth[kept];
      v[i] = best;
    }
    value = v;
  }
  holdWorth(value, worth);
  let best = payoff[here];
  let keptBest = -1;
  for (const kept of ms.holds[here]) {
    if (worth[kept] > best + 1e-9) {
      best = worth[kept];
      keptBest = kept;
    }
  }
  if (keptBest < 0) return { hold: null, value: best };
  const want = countsOf(keptBest);
  let mask = 0;
  dice.forEach((d, i) => {
    if (want[d - 1] > 0) {
      want[d - 1]--;
      mask |= 1 << i;
    }
  });
  return { hold: mask, value: best };
}

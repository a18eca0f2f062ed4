/**
 * MCTS's leaf value (src/agents/leaf-value.ts): a chance of winning the HP
 * race, measured against how games played on by the playout policy end.
 */
import { Match } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { duelLeafValue } from '../src/agents/leaf-value.ts';
import { raceRates } from '../src/agents/race-rates.ts';
import { duelRolloutAction } from '../src/agents/search.ts';
import { evaluateDuel } from '../src/evaluate.ts';
import { diceDuel } from '../src/index.ts';
import type { DuelState } from '../src/state.ts';

/** Positions of games the policy plays on both sides (every third), each with how its game ended for seat 0. */
function policyPositions(games: number): Array<{ state: DuelState; won: number }> {
  const out: Array<{ state: DuelState; won: number }> = [];
  for (let g = 0; g < games; g++) {
    const s = new Match(diceDuel, {}, `leaf/${g}`, { recordEvents: false, hashEachAction: false }).state;
    const seen: DuelState[] = [];
    for (let k = 0; k < 500 && diceDuel.outcome(s) === null; k++) {
      if (k % 3 === 0) seen.push(diceDuel.clone(s));
      const player = diceDuel.toAct(s)[0];
      diceDuel.apply(s, player, duelRolloutAction(s, player));
    }
    const winner = diceDuel.outcome(s)?.winner;
    for (const state of seen) out.push({ state, won: winner === 0 ? 1 : winner === null ? 0.5 : 0 });
  }
  return out;
}

/** Mean squared error of a value read as seat 0's chance, (v + 1) / 2, against how the games ended. */
function brier(positions: Array<{ state: DuelState; won: number }>, value: (s: DuelState) => number): number {
  let sum = 0;
  for (const p of positions) sum += ((value(p.state) + 1) / 2 - p.won) ** 2;
  return sum / positions.length;
}

describe("MCTS's leaf value", () => {
  const positions = policyPositions(150);

  it("foretells how games end better than greedy's evaluate (Brier score)", () => {
    const leaf = brier(positions, (s) => duelLeafValue(s, 0));
    const heuristic = brier(positions, (s) => evaluateDuel(s, 0));
    // Measured when written: 0.106 against 0.157 (the leaf value with the offense table's undefended
    // damage in place of the measured rates did worse than evaluate: 0.218 against 0.183, other games).
    expect(leaf).toBeLessThan(heuristic - 0.03);
  });

  it('is one seat’s chance against the other’s, within [-1, 1], and ±1 once the game is over', () => {
    for (const { state } of positions) {
      const mine = duelLeafValue(state, 0);
      expect(Math.abs(mine)).toBeLessThanOrEqual(1);
      expect(mine + duelLeafValue(state, 1)).toBeCloseTo(0, 9);
    }
    const done = diceDuel.clone(positions[0].state);
    done.result = { winner: 1, reason: 'test', doubleKo: false };
    expect(duelLeafValue(done, 1)).toBe(1);
    expect(duelLeafValue(done, 0)).toBe(-1);
  });

  it("measures a match-up's damage per turn the same way every time, defenses included", () => {
    const s = positions[0].state;
    const [a, b] = raceRates(s);
    expect(raceRates(diceDuel.clone(s))).toEqual([a, b]);
    // The defender takes less than the attacker's dice promise (offense table: 7.0 and 5.9).
    expect(a.mean).toBeGreaterThan(2);
    expect(a.mean).toBeLessThan(7);
    expect(b.mean).toBeGreaterThan(2);
    expect(b.mean).toBeLessThan(5.9);
  });
});

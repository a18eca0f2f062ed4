/**
 * What Dice Duel gives searching agents (src/agents): the best-hold table
 * and the playout policy built on it.
 */
import { createRng, Match, pick } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { bestHold, offenseTable } from '../src/agents/offense-table.ts';
import { duelRolloutAction } from '../src/agents/search.ts';
import { diceDuel, shippedCatalog } from '../src/index.ts';

const hero = shippedCatalog.heroes.pyromancer.def;

describe('the best-hold table', () => {
  it('chases what a player would: a straight from four in a run, a full house from two pairs, more of three of a kind', () => {
    // 1-2-3-4 and a 6, two rerolls: keep the run (the large straight is worth 12).
    expect(bestHold(hero, [1, 2, 3, 4, 6], 2)).toBe(0b01111);
    // Two pairs: keep both (a full house is worth 8).
    expect(bestHold(hero, [2, 2, 5, 5, 1], 2)).toBe(0b01111);
    // Three sixes, one reroll: keep them.
    expect(bestHold(hero, [6, 6, 6, 1, 2], 1)).toBe(0b00111);
    // Five of a kind already: attack now.
    expect(bestHold(hero, [1, 1, 1, 1, 1], 2)).toBeNull();
    // No rerolls left: attack.
    expect(bestHold(hero, [1, 2, 3, 4, 6], 0)).toBeNull();
  });

  it('values every roll at least as much with a reroll more (one may always attack at once)', () => {
    const t = offenseTable(hero);
    for (let i = 0; i < t.value[0].length; i++) {
      expect(t.value[1][i]).toBeGreaterThanOrEqual(t.value[0][i]);
      expect(t.value[2][i]).toBeGreaterThanOrEqual(t.value[1][i]);
    }
  });
});

describe('the playout policy', () => {
  it('plays one of the legal actions in every position of random games, and whole games to the end', () => {
    const rng = createRng('policy');
    for (let g = 0; g < 20; g++) {
      const match = new Match(diceDuel, {}, `policy/${g}`, { recordEvents: false, hashEachAction: false });
      for (let step = 0; match.outcome() === null && step < 500; step++) {
        const player = match.toAct()[0];
        const legal = match.legalActions(player);
        const action = duelRolloutAction(match.state, player);
        expect(legal).toContain(action);
        // Half the games follow the policy, half wander, so it meets all sorts of positions.
        match.applyTrusted(player, g % 2 === 0 ? action : pick(rng, legal));
      }
      expect(match.outcome()).not.toBeNull();
    }
  });
});

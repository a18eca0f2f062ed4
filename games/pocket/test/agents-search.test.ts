/**
 * What Pokémon TCG Pocket gives searching agents (`search` on the module, src/agents/search.ts):
 * its playout policy plays a legal action in every position met in random
 * games, and games played by it alone come to an end.
 */
import { createRng, Match, pick } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { pocket } from '../src/index.ts';

describe('the playout policy', () => {
  it('plays one of the legal actions wherever it is asked, and finishes games', () => {
    const policy = pocket.search!.rolloutAction!;
    const rng = createRng('policy');
    for (let g = 0; g < 12; g++) {
      const match = new Match(pocket, {}, `policy/${g}`, { recordEvents: false, hashEachAction: false });
      for (let step = 0; match.outcome() === null && step < 3000; step++) {
        const player = match.toAct()[0];
        const legal = match.legalActions(player);
        const action = policy(match.state, player, rng);
        expect(legal).toContainEqual(action);
        // Half the games follow the policy, half wander, so it meets all sorts of positions.
        match.applyTrusted(
          player,
          g % 2 === 0 ? legal.find((a) => JSON.stringify(a) === JSON.stringify(action))! : pick(rng, legal),
        );
      }
      expect(match.outcome()).not.toBeNull();
    }
    expect(pocket.search!.rolloutDepth).toBeGreaterThan(0);
  });
});

describe('the policy against random play', () => {
  it('wins most games (attach then attack is a plan; random is not)', () => {
    const policy = pocket.search!.rolloutAction!;
    const rng = createRng('versus');
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const mine = g % 2;
      const match = new Match(pocket, {}, `versus/${g}`, { recordEvents: false, hashEachAction: false });
      while (match.outcome() === null) {
        const player = match.toAct()[0];
        const legal = match.legalActions(player);
        match.applyTrusted(player, player === mine ? policy(match.state, player, rng)! : pick(rng, legal));
      }
      if (match.outcome()!.winner === mine) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });
});

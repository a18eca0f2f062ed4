/**
 * What Valeria: Card Kingdoms gives searching agents (`search` on the module, src/agents/search.ts):
 * its playout policy plays a legal action in every position met in random
 * games, and games played by it alone come to an end.
 */
import { createRng, Match, pick } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { cardKingdoms } from '../src/index.ts';

describe('the playout policy', () => {
  it('plays one of the legal actions wherever it is asked, and finishes games', () => {
    const policy = cardKingdoms.search!.rolloutAction!;
    const rng = createRng('policy');
    for (let g = 0; g < 8; g++) {
      const match = new Match(cardKingdoms, {}, `policy/${g}`, {
        recordEvents: false,
        hashEachAction: false,
      });
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
    expect(cardKingdoms.search!.rolloutDepth).toBeGreaterThan(0);
  });
});

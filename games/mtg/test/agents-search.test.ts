/**
 * What Magic gives searching agents (`search` on the module, src/agents/search.ts):
 * its playout policy plays a legal action in every position met in random
 * games, and games played by it alone come to an end.
 */
import { createRng, Match, pick } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { mtg } from '../src/index.ts';

describe('the playout policy', () => {
  it('plays one of the legal actions wherever it is asked, and finishes games', () => {
    const policy = mtg.search!.rolloutAction!;
    const rng = createRng('policy');
    for (let g = 0; g < 6; g++) {
      const match = new Match(mtg, {}, `policy/${g}`, { recordEvents: false, hashEachAction: false });
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
    expect(mtg.search!.rolloutDepth).toBeGreaterThan(0);
  });
});

describe('the obvious decision', () => {
  it('is a pass when only passing and idle mana taps are legal, and nothing otherwise', () => {
    const obvious = mtg.search!.obviousAction!;
    const view = {} as never;
    expect(obvious(view, 0, [{ type: 'pass' }, { type: 'mana', source: 3, ability: 0 }])).toEqual({
      type: 'pass',
    });
    expect(obvious(view, 0, [{ type: 'pass' }, { type: 'play_land', card: 4 }])).toBeUndefined();
    expect(obvious(view, 0, [{ type: 'attack', creature: 1 }, { type: 'attack_done' }])).toBeUndefined();
  });
});

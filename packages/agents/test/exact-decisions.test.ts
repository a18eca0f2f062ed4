/**
 * MCTS and a game's exact decisions (`search.exactDecider`, src/search/exact.ts):
 * the game's answer is played without a search, a narrowed list is all the
 * search compares, `exact: false` ignores the hook, and a decider's slip (an
 * action not among the legal ones) never reaches the board.
 */
import type { Action, AnyGame, AnyTypes, ExactDecider } from '@arbiter/core';
import { Match } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { createMctsAgent, parseAgentSpec } from '../src/index.ts';
import { doubleTurnNim } from './nim.ts';

type Decide = (view: unknown, player: number, legal: readonly Action[]) => readonly Action[] | undefined;

/** `base` whose exact decider answers with `decide`; counts deciders made and decisions asked. */
function withDecider(base: AnyGame, decide: Decide) {
  const seen = { made: [] as string[], asked: 0 };
  const game: AnyGame = {
    ...base,
    search: {
      ...base.search,
      exactDecider(seed: string): ExactDecider<AnyTypes> {
        seen.made.push(seed);
        return {
          decide(view, player, legal) {
            seen.asked++;
            return decide(view, player, legal);
          },
        };
      },
    },
  };
  return { game, seen };
}

function decision(game: AnyGame, options: unknown) {
  const match = new Match(game, options, 'exact', { recordEvents: false, hashEachAction: false });
  const player = match.toAct()[0];
  return { game, player, view: match.view(player), legal: match.legalActions(player) as Action[] };
}

const nim = doubleTurnNim as unknown as AnyGame;
const toy = toyGame as unknown as AnyGame;

describe('MCTS with the game’s exact decisions', () => {
  it('plays the game’s one answer at once, without a search, with one decider per agent', () => {
    // From a pile of 7 at move 0 taking 1 wins (winningTakes); the decider's "take 2" is played anyway.
    const { game, seen } = withDecider(nim, (_v, _p, legal) => [legal[1]]);
    const agent = createMctsAgent('a', { iterations: 500 });
    const ctx = decision(game, { pile: 7 });
    expect(agent.choose(ctx)).toEqual({ type: 'take', take: 2 });
    expect(agent.lastSearch?.how).toBe('exact');
    expect(agent.lastSearch?.iterations).toBe(0);
    expect(seen.made).toEqual(['a/exact']);
    agent.choose(ctx);
    expect(seen.made).toHaveLength(1);
    expect(seen.asked).toBe(2);
  });

  it('searches only the candidates the game leaves', () => {
    const { game } = withDecider(toy, (_v, _p, legal) => [legal[2], legal[0]]);
    const agent = createMctsAgent('b', { iterations: 200 });
    // Three distinct cards among the five in hand with this seed: three legal plays.
    const ctx = decision(game, { handSize: 5 });
    expect(ctx.legal.length).toBeGreaterThanOrEqual(3);
    const chosen = agent.choose(ctx);
    expect([ctx.legal[0], ctx.legal[2]]).toContain(chosen);
    expect(agent.lastSearch?.how).toBe('search');
    const ranked = agent.lastSearch?.ranked ?? [];
    expect(ranked.map((r) => r.action).sort((x, y) => ctx.legal.indexOf(x) - ctx.legal.indexOf(y))).toEqual([
      ctx.legal[0],
      ctx.legal[2],
    ]);
    expect(ranked.every((r) => r.visits > 0)).toBe(true);
  });

  it('with exact: false (spec exact=false) the hook is not asked', () => {
    expect(parseAgentSpec('mcts:100:exact=false').settings).toEqual({ iterations: 100, exact: false });
    const { game, seen } = withDecider(nim, (_v, _p, legal) => [legal[1]]);
    const agent = createMctsAgent('d', { iterations: 500, exact: false });
    const ctx = decision(game, { pile: 7 });
    // Taking 1 from 7 wins: the search finds it when nothing narrows the choice.
    expect(agent.choose(ctx)).toEqual({ type: 'take', take: 1 });
    expect(agent.lastSearch?.how).toBe('search');
    expect(seen.made).toEqual([]);
  });

  it('ignores an answer that is not one of the legal actions', () => {
    const { game } = withDecider(nim, () => [{ type: 'take', take: 3 }]);
    const agent = createMctsAgent('e', { iterations: 100 });
    const ctx = decision(game, { pile: 7 });
    expect(ctx.legal).toContain(agent.choose(ctx));
    expect(agent.lastSearch?.how).toBe('search');
    expect(agent.lastSearch?.ranked).toHaveLength(2);
  });
});

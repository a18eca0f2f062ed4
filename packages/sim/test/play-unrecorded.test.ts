import { type Agent, createAgent, type DecisionContext } from '@arbiter/agents';
import { type Action, type AnyGame, hashState } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { playGame, playUnrecorded, seatAgents } from '../src/index.ts';

const randoms = (seed: string) => seatAgents(['random', 'random'], seed);

/** The toy game with the index hooks the lean loop looks for, counting how it is called. */
function indexedToy() {
  const calls = { legalActions: 0, actionCount: 0, actionAt: 0 };
  const game = {
    ...toyGame,
    id: 'indexed-toy',
    legalActions(state: ToyState, player: number) {
      calls.legalActions++;
      return toyGame.legalActions(state, player);
    },
    actionCount(state: ToyState, player: number) {
      calls.actionCount++;
      return toyGame.legalActions(state, player).length;
    },
    actionAt(state: ToyState, player: number, index: number) {
      calls.actionAt++;
      return toyGame.legalActions(state, player)[index];
    },
  } as AnyGame;
  return { game, calls };
}

describe('playUnrecorded', () => {
  it('plays the same games as playGame from the same seeds', () => {
    for (const seed of ['1', '2', '3', '4', '5']) {
      const lean = playUnrecorded(toyGame, { handSize: 4 }, seed, randoms(seed));
      const full = playGame(toyGame, { handSize: 4 }, seed, randoms(seed));
      expect(lean.actions).toBe(full.actions);
      expect(lean.outcome).toEqual(full.outcome);
      expect(hashState(lean.state)).toBe(full.match.hash());
      expect(lean.options).toEqual(full.match.options);
    }
  });

  it('chooses by index when the game enumerates by index and the agent chooses by index', () => {
    const { game, calls } = indexedToy();
    const byIndex = playUnrecorded(game, {}, '7', randoms('7'));
    expect(calls.legalActions).toBe(0);
    expect(calls.actionAt).toBe(byIndex.actions);
    // The same game as through the list.
    const listed = playUnrecorded(toyGame, {}, '7', randoms('7'));
    expect(hashState(byIndex.state)).toBe(hashState(listed.state));
    expect(byIndex.outcome).toEqual(listed.outcome);
  });

  it('gives agents that cannot choose by index the list and their view', () => {
    const { game, calls } = indexedToy();
    const seen: unknown[] = [];
    const first: Agent = {
      kind: 'first',
      choose: <A extends Action>(ctx: DecisionContext<A>) => {
        seen.push(ctx.view);
        return ctx.legal[0];
      },
    };
    const played = playUnrecorded(game, {}, '3', [first, first]);
    expect(calls.actionAt).toBe(0);
    expect(calls.legalActions).toBe(played.actions);
    expect(seen[0]).toEqual(toyGame.view(toyGame.setup({ handSize: 3 }, '3'), 0));
  });

  it('parses one options object once for all the games played from it, and still refuses bad options', () => {
    let parses = 0;
    const schema = toyGame.optionsSchema;
    const counted = {
      ...toyGame,
      id: 'counted-toy',
      // A schema stand-in that counts its parses (the loop only calls safeParse).
      optionsSchema: {
        safeParse: (raw: unknown) => {
          parses++;
          return schema.safeParse(raw);
        },
      } as unknown as typeof schema,
    } as AnyGame;
    const options = { handSize: 4 };
    for (const seed of ['1', '2', '3']) {
      const lean = playUnrecorded(counted, options, seed, randoms(seed));
      const full = playGame(toyGame, { handSize: 4 }, seed, randoms(seed));
      expect(hashState(lean.state)).toBe(full.match.hash());
      expect(lean.options).toEqual(full.match.options);
    }
    expect(parses).toBe(1);
    // Another object is parsed anew; bad options still throw (and are not remembered).
    playUnrecorded(counted, { handSize: 4 }, '4', randoms('4'));
    expect(parses).toBe(2);
    const bad = { handSize: 'many' };
    expect(() => playUnrecorded(counted, bad, '5', randoms('5'))).toThrow(/handSize/);
    expect(() => playUnrecorded(counted, bad, '5', randoms('5'))).toThrow(/handSize/);
    expect(parses).toBe(4);
  });

  it('stops at the action limit and calls it a draw', () => {
    const played = playUnrecorded(toyGame, {}, '5', randoms('5'), { maxActions: 4 });
    expect(played.actions).toBe(4);
    expect(played.outcome).toEqual({ winner: null, draw: true, reason: 'action limit' });
  });

  it('refuses an agent that answers with an action that is not legal', () => {
    // A lying agent: its answer is deliberately not one of the legal actions.
    const cheat: Agent = {
      kind: 'cheat',
      choose: <A extends Action>() => ({ type: 'play', card: 42 }) as Action as A,
    };
    expect(() => playUnrecorded(toyGame, {}, '1', [cheat, cheat])).toThrow(
      /cheat agent for seat 1 chose an action that is not legal/,
    );
  });

  it('reports a game that stops without an outcome, and missing seats', () => {
    const stuck: AnyGame = { ...toyGame, toAct: () => [] };
    expect(() => playUnrecorded(stuck, {}, '1', randoms('1'))).toThrow(
      /toy seed 1: no outcome after 0 actions, but nobody is to act/,
    );
    expect(() => playUnrecorded(toyGame, {}, '1', [createAgent('random', 'x')])).toThrow(
      /2 seats but 1 agents/,
    );
  });
});

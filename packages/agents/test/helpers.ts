/**
 * Test helpers: play a toy game between agents, and build toy positions by hand.
 */
import type { Action, AnyGame, PlayerId } from '@arbiter/core';
import { Match } from '@arbiter/core';
import { type ToyState, toyGame } from '@arbiter/core/testing';
import type { Agent } from '../src/index.ts';

export interface Played {
  winner: PlayerId | null;
  actions: Array<{ player: PlayerId; action: Action }>;
}

/** Plays one game; checks every chosen action is among the legal ones. */
export function playOut(game: AnyGame, seed: string, agents: Agent[], options: unknown = {}): Played {
  const match = new Match(game, options, seed, { recordEvents: false, hashEachAction: false });
  const actions: Played['actions'] = [];
  for (let step = 0; match.outcome() === null; step++) {
    if (step > 1000) throw new Error('game did not end');
    const player = match.toAct()[0];
    const legal = match.legalActions(player);
    const action = agents[player].choose({ game, player, view: match.view(player), legal });
    if (!legal.includes(action))
      throw new Error(`agent returned a non-legal action ${JSON.stringify(action)}`);
    match.applyTrusted(player, action);
    actions.push({ player, action });
  }
  return { winner: match.outcome()!.winner, actions };
}

const FULL_DECK = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A consistent toy position: the deck is whatever the hands and played rows leave. */
export function toyPosition(p: {
  hands: number[][];
  played: number[][];
  scores: number[];
  turn: PlayerId;
}): ToyState {
  const deck = [...FULL_DECK];
  for (const card of [...p.hands.flat(), ...p.played.flat()]) {
    const i = deck.indexOf(card);
    if (i < 0) throw new Error(`toyPosition: card ${card} used more than twice`);
    deck.splice(i, 1);
  }
  const state = toyGame.setup(toyGame.optionsSchema.parse({}), 'position');
  return {
    rng: state.rng,
    hands: p.hands.map((h) => [...h]),
    deck,
    played: p.played.map((r) => [...r]),
    scores: [...p.scores],
    turn: p.turn,
    rounds: state.rounds,
  };
}

/** Seat 1 makes the last play of the game, behind 8 to 15: only its 9 wins. */
export function lastPlayPosition() {
  return toyPosition({
    hands: [
      [8, 8, 2],
      [1, 3, 9],
    ],
    played: [
      [5, 6, 4],
      [2, 7],
    ],
    scores: [15, 8],
    turn: 1,
  });
}

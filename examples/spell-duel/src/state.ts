/** The state of a Spell Duel match, its events, and the few helpers every rule shares. */
import { cloneRng, type RngState } from '@arbiter/core';

export const MAX_HEALTH = 12;
export const HAND_SIZE = 3;
/** Turns in all (both seats) before the game ends on health. */
export const TURN_LIMIT = 30;

export interface DuelState {
  rng: RngState;
  /** Card ids per seat; hidden from the other seat. */
  hands: string[][];
  /** Card ids per seat, top first; hidden from everyone. */
  decks: string[][];
  /** Cards each seat has played, in order; public. */
  played: string[][];
  health: number[];
  /** The seat to act. */
  turn: number;
  turnsTaken: number;
}

export type DuelAction = { type: 'play'; card: string } | { type: 'pass' };

export type DuelEvent =
  | { type: 'played'; player: number; card: string }
  | { type: 'passed'; player: number }
  | { type: 'damaged'; player: number; amount: number }
  | { type: 'healed'; player: number; amount: number }
  | { type: 'drew'; player: number; count: number };

/** Moves up to `n` cards from the top of the deck to the hand; returns them. */
export function drawCards(state: DuelState, player: number, n: number): string[] {
  const drawn = state.decks[player].splice(0, n);
  state.hands[player].push(...drawn);
  return drawn;
}

export function cloneState(s: DuelState): DuelState {
  return {
    rng: cloneRng(s.rng),
    hands: s.hands.map((h) => [...h]),
    decks: s.decks.map((d) => [...d]),
    played: s.played.map((p) => [...p]),
    health: [...s.health],
    turn: s.turn,
    turnsTaken: s.turnsTaken,
  };
}

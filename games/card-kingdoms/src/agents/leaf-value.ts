/**
 * MCTS's value of where a playout stopped (`search.leafValue`): `evaluate`
 * with citizens' payouts counted over the rounds the game has left, not a
 * flat ten. The game ends in the round in which 2 × seats citizen stacks run
 * out (or every monster is slain, or every domain built); two-player games
 * last 10 to 18 rounds, and a citizen hired in the last rounds pays a round
 * or two, not ten. Greedy keeps `evaluate` (its one-step look).
 *
 * Rounds left: ROUNDS_PER_CARD × the cards left in the 2 × seats smallest
 * citizen stacks (fitted on 16 two-player games of greedy and MCTS, every
 * round's count against the rounds that game still lasted: 0.81, a root mean
 * square error of 1.8 rounds), at most the ten `evaluate` counts; none once
 * the game is ending (it ends when this round does).
 */
import type { Catalog } from '../data/catalog.ts';
import { evaluateOver } from '../evaluate.ts';
import type { CkState } from '../state.ts';

/** Rounds the game lasts per card left in the smallest citizen stacks (two players). */
const ROUNDS_PER_CARD = 0.8;
/** `evaluate`'s own horizon: the most a leaf credits. */
const MAX_HORIZON_ROUNDS = 10;

/** About how many rounds the game has left. */
export function roundsLeft(state: CkState): number {
  if (state.ending) return 0;
  const sizes = state.citizenStacks.map((s) => s.cards.length).sort((a, b) => a - b);
  let cards = 0;
  for (let i = 0; i < Math.min(sizes.length, 2 * state.seats); i++) cards += sizes[i];
  return Math.min(MAX_HORIZON_ROUNDS, ROUNDS_PER_CARD * cards);
}

export function ckLeafValue(cat: Catalog) {
  return (state: CkState, seat: number): number => evaluateOver(cat, state, seat, roundsLeft(state));
}

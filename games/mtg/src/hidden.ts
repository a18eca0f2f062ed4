/**
 * What a seat cannot see, changed: the other player's hand redealt from the
 * cards they have not revealed (hand and library together), both libraries
 * shuffled, the generator reseeded. The conformance suite checks that the
 * seat's view and legal actions do not change.
 */
import { createRng, shuffleInPlace } from '@arbiter/core';
import { cloneState, type MtgState, type Seat } from './engine/state.ts';

export function perturbHidden(s0: MtgState, viewer: Seat, seed: string): MtgState {
  const s = cloneState(s0);
  const rng = createRng(seed);
  const other = (1 - viewer) as Seat;
  const op = s.players[other];
  const pool = shuffleInPlace(rng, [...op.hand, ...op.library]);
  op.hand = pool.slice(0, op.hand.length);
  op.library = pool.slice(op.hand.length);
  for (const id of op.hand) s.objects[id].zone = 'hand';
  for (const id of op.library) s.objects[id].zone = 'library';
  shuffleInPlace(rng, s.players[viewer].library);
  s.rng = createRng(`${seed}/rng`);
  return s;
}

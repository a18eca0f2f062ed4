/** Life lost and gained (CR 119): losing life is an event abilities trigger on ("whenever you lose life"). */
import type { MtgState, Seat } from './state.ts';
import { fire } from './triggers.ts';

export function loseLife(s: MtgState, p: Seat, n: number): void {
  if (n <= 0) return;
  s.players[p].life -= n;
  fire(s, { type: 'LOSE_LIFE', player: p, amount: n });
}

export function gainLife(s: MtgState, p: Seat, n: number): void {
  s.players[p].life += n;
}

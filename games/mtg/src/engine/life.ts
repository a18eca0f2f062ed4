/** Life lost and gained (CR 119): losing life is an event abilities trigger on ("whenever you lose life"). */
import { events } from './event-sink.ts';
import type { MtgState, Seat } from './state.ts';
import { fire } from './triggers.ts';

export function loseLife(s: MtgState, p: Seat, n: number): void {
  if (n <= 0) return;
  s.players[p].life -= n;
  events.emit?.({ type: 'life', player: p, amount: -n, life: s.players[p].life });
  fire(s, { type: 'LOSE_LIFE', player: p, amount: n });
}

export function gainLife(s: MtgState, p: Seat, n: number): void {
  s.players[p].life += n;
  if (n !== 0) events.emit?.({ type: 'life', player: p, amount: n, life: s.players[p].life });
}

/**
 * "Players play with their hands revealed" (Zur's Weirding, `hands_revealed`;
 * CR 701.20, 402.3): while a permanent with it is on the battlefield, each
 * player's hand is public — every view names its cards, and no hidden-card
 * change may move them.
 */
import { board } from './derived.ts';
import { playerFlagsOf } from './player-statics.ts';
import type { MtgState, Seat } from './state.ts';

/** Whether player `p`'s hand is revealed to everyone now. */
export function handRevealed(s: MtgState, p: Seat): boolean {
  return (
    !!s.readsPlayerStatics &&
    s.battlefield.length > 0 &&
    playerFlagsOf(board(s), p, 'hands_revealed').length > 0
  );
}

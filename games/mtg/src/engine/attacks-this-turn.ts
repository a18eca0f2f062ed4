/**
 * "Creatures that attacked this turn" (Relentless Assault): a creature's
 * attacks are marked on it (`attackedOnTurn`) only in a game that holds a
 * card reading them, so other games build no mark (speed, and their states
 * hash as before). A card reads them if its rules block names the filter
 * `attackedThisTurn` anywhere (match-features.ts).
 */
import { Feature, matchUses } from './match-features.ts';
import type { MtgState } from './state.ts';

/** Sets `recordsAttacks` if a card of the game (any zone) reads attacks this turn; call once the cards are made. */
export function watchAttacksIfRead(s: MtgState): void {
  if (matchUses(s, Feature.readsAttacks)) s.recordsAttacks = true;
}

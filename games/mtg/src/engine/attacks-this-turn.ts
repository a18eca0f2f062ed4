/**
 * "Creatures that attacked this turn" (Relentless Assault): a creature's
 * attacks are marked on it (`attackedOnTurn`) only in a game that holds a
 * card reading them, so other games build no mark (speed, and their states
 * hash as before). A card reads them if its rules block names the filter
 * `attackedThisTurn` anywhere (worked out once per card).
 */
import { catalog } from '../cards/catalog.ts';
import type { MtgState } from './state.ts';

const reads = new Map<string, boolean>();

function cardReadsAttacks(card: string): boolean {
  let r = reads.get(card);
  if (r === undefined) {
    r = JSON.stringify(catalog().cards[card]?.rules ?? {}).includes('"attackedThisTurn"');
    reads.set(card, r);
  }
  return r;
}

/** Sets `recordsAttacks` if a card of the game (any zone) reads attacks this turn; call once the cards are made. */
export function watchAttacksIfRead(s: MtgState): void {
  for (const id in s.objects) {
    const card = s.objects[id].card;
    if (card && cardReadsAttacks(card)) {
      s.recordsAttacks = true;
      return;
    }
  }
}

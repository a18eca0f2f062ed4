/**
 * The attacks a Pokémon in play can choose from: its card's, then — where a
 * `use_previous_attacks` aura reaches it ("can use any attack from its
 * previous Evolutions") — the attacks of the cards it evolved from, from the
 * card just under the top down to the Basic. An attack action's index counts
 * through that list, so index i < the card's own attacks is the card's own
 * attack as before, and every reader of an attack index reads it here.
 */
import type { Attack } from '../data/schema.ts';
import type { PocketState, Side, Slot } from '../state.ts';
import { type AttackCost, type CardInfo, cardInfos } from './cards.ts';
import { affectedOf, anyEffectOf, hasEffect, slotInfo } from './ops.ts';

export interface AttackRef {
  attack: Attack;
  cost: AttackCost;
  /** The card that prints it (the top card, or a previous Evolution). */
  card: CardInfo;
}

/** Whether the Pokémon may use its previous Evolutions' attacks now. */
export function usesPreviousAttacks(s: PocketState, side: Side, slot: Slot): boolean {
  return (
    slot.stack.length > 1 &&
    anyEffectOf(s, 'use_previous_attacks') &&
    hasEffect(s, 'use_previous_attacks', affectedOf(s, side, slot))
  );
}

/** The previous Evolutions' cards whose attacks it may use, nearest first (none without the aura). */
export function previousCards(s: PocketState, side: Side, slot: Slot): CardInfo[] {
  if (!usesPreviousAttacks(s, side, slot)) return NO_CARDS;
  const infos = cardInfos();
  const out: CardInfo[] = [];
  for (let i = slot.stack.length - 2; i >= 0; i--) out.push(infos[s.cards[slot.stack[i]]]);
  return out;
}

/** The shared answer "none" (callers only read the list). */
const NO_CARDS: CardInfo[] = [];

/** The attack at `index` of the Pokémon's list, or undefined. */
export function attackAt(s: PocketState, side: Side, slot: Slot, index: number): AttackRef | undefined {
  const top = slotInfo(s, slot);
  if (index < top.attacks.length)
    return index >= 0 ? { attack: top.attacks[index], cost: top.costs[index], card: top } : undefined;
  let k = index - top.attacks.length;
  for (const card of previousCards(s, side, slot)) {
    if (k < card.attacks.length) return { attack: card.attacks[k], cost: card.costs[k], card };
    k -= card.attacks.length;
  }
  return undefined;
}

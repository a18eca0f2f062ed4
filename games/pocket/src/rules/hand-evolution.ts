/**
 * Whether a Pokémon may not be played from the hand to evolve `target`:
 * "they can't play any Pokémon from their hand to evolve their Pokémon"
 * (a `card_lock` on evolution) and "Your opponent can't play any Pokémon
 * from their hand to evolve their Active Pokémon" (an `evolution_block`
 * aura). Asked by the evolve action and by Rare Candy, whose Stage 2 comes
 * from the hand too (README E14).
 */
import type { PocketState, Side, Slot } from '../state.ts';
import { cardLocked } from './lasting.ts';
import { hasKind } from './lasting-damage.ts';

export function handEvolutionBlocked(s: PocketState, player: Side, target: Slot): boolean {
  if (hasKind(s, 'card_lock') && cardLocked(s, player, 'evolution')) return true;
  return target === s.sides[player].active && blockedBy(s, 'evolution_block', player);
}

/** Whether an unsuppressed effect of `key` from the other player is in play (a loop: no closure per question). */
export function blockedBy(s: PocketState, key: string, side: Side): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.key === key && !e.suppressed && e.payload?.sourcePlayer !== side) return true;
  }
  return false;
}

/**
 * A card put onto a Pokémon to evolve it: from the hand (the evolve action),
 * from the deck (evolve_from_deck) or skipping the Stage 1 (rare_candy). The
 * caller takes the card out of its zone first. Evolving keeps damage, Energy
 * and the Tool, clears Special Conditions and the effects of attacks on the
 * Pokémon, ends the old card's effects, starts the new card's Ability
 * (`enter`: the rules' enterPlay, which effect modules reach through their
 * context) and records the turn, so it cannot evolve again this turn.
 */
import { removeBySourceCard } from '../effects/active.ts';
import type { Emit } from '../events.ts';
import { type PocketState, type Side, type Slot, topCard } from '../state.ts';
import { clearAttackEffectsOn, info } from './ops.ts';

export function evolveOnto(
  s: PocketState,
  side: Side,
  slot: Slot,
  card: number,
  enter: (slot: Slot) => void,
  emit: Emit,
): void {
  const from = topCard(slot);
  slot.stack.push(card);
  slot.playedTurn = s.turn;
  slot.status = [];
  clearAttackEffectsOn(s, slot);
  removeBySourceCard(s, from);
  enter(slot);
  emit?.({ type: 'evolve', side, from: info(s, from).name, to: info(s, card).name });
}

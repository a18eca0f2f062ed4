/**
 * Playing a card from exile (Grinning Totem: "Until the beginning of your next
 * upkeep, you may play that card"; CR 601.2 casting from another zone, 305.1
 * playing a land, 305.2 the land counts as the turn's land play). The exiled
 * card carries who may play it (`playableBy`) and the turn whose upkeep ends
 * the permission (`playableUntil`); the legal actions offer it beside the hand
 * (casting with its own mana cost and timing, or as the land play). A card
 * played is a new object (CR 400.7) and keeps no permission.
 */
import type { MtgState, Seat } from './state.ts';

/**
 * The turn of `p`'s next upkeep: their next turn (the next one if it is the other player's turn,
 * the one after if it is theirs). Extra turns taken meanwhile are not counted (none in the pool
 * meets Grinning Totem's window; see the README's decisions).
 */
export function nextUpkeepTurnOf(s: MtgState, p: Seat): number {
  return s.active === p ? s.turn + 2 : s.turn + 1;
}

/** Whether `p` may play exiled card `id` now (the permission ends as that upkeep begins). */
export function mayPlayFromExile(s: MtgState, p: Seat, id: number): boolean {
  const o = s.objects[id];
  if (o?.zone !== 'exile' || o.playableBy !== p || o.playableUntil === undefined) return false;
  return s.turn < o.playableUntil;
}

/** The exiled cards `p` may play now, in exile order. */
export function playableInExile(s: MtgState, p: Seat): number[] {
  const out: number[] = [];
  for (const id of s.exile) if (s.objects[id].playableBy === p && mayPlayFromExile(s, p, id)) out.push(id);
  return out;
}

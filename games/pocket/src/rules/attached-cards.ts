/**
 * Pokémon Tools and the Stadium in play: where they may be played, and the
 * general operations that take them out of play (T1, T4, T5, S1, S2, S6).
 * Their effects are active effects whose source is the Tool's or the
 * Stadium's card (registered in `card-auras.ts`), so taking the card away
 * ends them at once; a Pokémon whose damage then reaches its lowered HP is
 * Knocked Out in the knockout check after the action.
 */
import { removeBySourceCard } from '../effects/active.ts';
import type { Emit } from '../events.ts';
import type { PocketState, Side, Slot, StadiumState } from '../state.ts';
import { info, shuffleDeck, slotInfo, slotsOf } from './ops.ts';

/** The Pokémon of `side` a Tool may be attached to: those without one (T1). */
export function toolTargets(s: PocketState, side: Side): Slot[] {
  return slotsOf(s.sides[side]).filter((sl) => sl.tool === null);
}

/** The owner of a card instance (uids below `split` are side 0's). */
export function ownerOf(s: PocketState, uid: number): Side {
  return uid < s.split ? 0 : 1;
}

/** Whether `side` may play the Stadium `uid` now: one Stadium a turn, not one named as the one in play (S2). */
export function canPlayStadium(s: PocketState, uid: number): boolean {
  const st = s.stadium;
  if (!st) return true;
  if (st.playedTurn === s.turn) return false;
  return st.card === null || info(s, st.card).name !== info(s, uid).name;
}

/** Takes a Pokémon's Tool off: its effects end, the card goes `to` its owner's pile, hand or deck (T5). */
export function removeTool(
  s: PocketState,
  side: Side,
  slot: Slot,
  to: 'discard' | 'hand' | 'deck',
  emit: Emit,
): void {
  const tool = slot.tool;
  if (tool === null) return;
  slot.tool = null;
  removeBySourceCard(s, tool);
  const owner = s.sides[ownerOf(s, tool)];
  if (to === 'discard') owner.discard.push(tool);
  else if (to === 'hand') owner.hand.push(tool);
  else {
    owner.deck.push(tool);
    shuffleDeck(s, ownerOf(s, tool));
  }
  emit?.({ type: 'tool-removed', side, card: info(s, tool).name, pokemon: slotInfo(s, slot).name, to });
}

/** The Stadium in play leaves: its effects end, the card goes to the discard pile of the player who played it. */
export function discardStadium(s: PocketState, emit: Emit): boolean {
  const st = s.stadium;
  if (!st || st.card === null) return false;
  const card = st.card;
  st.card = null;
  removeBySourceCard(s, card);
  s.sides[st.owner].discard.push(card);
  emit?.({ type: 'stadium-discarded', side: st.owner, card: info(s, card).name });
  return true;
}

/** The Stadium state, made on the first Stadium of a game. */
export function stadiumState(s: PocketState): StadiumState {
  s.stadium ??= {
    card: null,
    owner: 0,
    playedTurn: 0,
    used: [
      { turn: 0, card: -1 },
      { turn: 0, card: -1 },
    ],
  };
  return s.stadium;
}

/** Whether `side` has used the Stadium in play's action this turn (S4: once per turn, per player and card). */
export function stadiumActionUsed(s: PocketState, side: Side): boolean {
  const st = s.stadium;
  if (!st || st.card === null) return true;
  const u = st.used[side];
  return u.turn === s.turn && u.card === st.card;
}

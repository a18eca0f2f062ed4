/**
 * Playing a Pokémon Tool or a Stadium: the card goes into play and the
 * active effects its text names start (their modules' `aura` hook, as a
 * passive Ability's do), with the card as their source. A Tool's effects
 * reach the Pokémon it is attached to (scope `self` on it); a Stadium's
 * reach what its text says (both players' Pokémon: `all_pokemon`). They end
 * when the card leaves play (`attached-cards.ts`). Above the effect
 * registry, as `enter-play.ts` is.
 */
import { eventFilters, register } from '../effects/active.ts';
import { effectTypes } from '../effects/registry.ts';
import type { Emit } from '../events.ts';
import { type PocketState, type Side, type Slot, toolsOf } from '../state.ts';
import { discardStadium, stadiumState } from './attached-cards.ts';
import { info, slotInfo } from './ops.ts';
import { removeValue } from './remove-at.ts';

function registerAuras(
  s: PocketState,
  side: Side,
  card: number,
  holder: Slot | null,
  sourceType: 'tool' | 'stadium',
  emit: Emit,
): void {
  const ci = info(s, card);
  for (const ref of ci.effects) {
    const t = effectTypes.get(ref.type);
    if (!t.aura) continue;
    for (const a of t.aura(ref, {
      side,
      pid: holder ? holder.pid : -1,
      card,
      activeOnly: false,
      label: ci.name,
    })) {
      const made = register(s, { ...a, payload: { ...a.payload, sourceType } });
      emit?.({
        type: 'effect-registered',
        level: 'verbose',
        id: made.id,
        side,
        effect: a.type,
        source: ci.name,
        scope: a.scope,
        value: a.value,
        ...(holder && a.scope === 'self' ? { on: slotInfo(s, holder).name } : {}),
        ...eventFilters(a.payload),
      });
    }
  }
}

/** Attaches the Tool `card` (from the hand) to `slot`, which holds fewer than its limit (T1). */
export function attachTool(s: PocketState, side: Side, slot: Slot, card: number, emit: Emit): void {
  const hand = s.sides[side].hand;
  removeValue(hand, card);
  if (slot.tool === null) slot.tool = card;
  else if (slot.extraTools) slot.extraTools.push(card);
  else slot.extraTools = [card];
  emit?.({ type: 'tool-attached', side, card: info(s, card).name, pokemon: slotInfo(s, slot).name });
  registerAuras(s, side, card, slot, 'tool', emit);
}

/** The effects of the Tools on `slot` start (a scenario's position with Tools in place). */
export function startToolEffects(s: PocketState, side: Side, slot: Slot, emit: Emit): void {
  for (const t of toolsOf(slot)) registerAuras(s, side, t, slot, 'tool', emit);
}

/** Puts the Stadium `card` (from the hand) into play; the one in play, if any, is discarded (S2). */
export function playStadium(s: PocketState, side: Side, card: number, emit: Emit): void {
  const hand = s.sides[side].hand;
  removeValue(hand, card);
  const st = stadiumState(s);
  const replaced = st.card === null ? null : info(s, st.card).name;
  emit?.({ type: 'stadium-played', side, card: info(s, card).name, replaced });
  discardStadium(s, undefined);
  putStadium(s, side, card, s.turn, emit);
}

/** The Stadium `card` of `side` is in play (played on `turn`), and its effects start. */
export function putStadium(s: PocketState, side: Side, card: number, turn: number, emit: Emit): void {
  const st = stadiumState(s);
  st.card = card;
  st.owner = side;
  st.playedTurn = turn;
  registerAuras(s, side, card, null, 'stadium', emit);
}

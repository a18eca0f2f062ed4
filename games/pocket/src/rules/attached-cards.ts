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
import { type PocketState, type Side, type Slot, type StadiumState, toolCount } from '../state.ts';
import { hasKind, modifierOp } from './lasting-damage.ts';
import { affectedOf, info, shuffleDeck, slotInfo, slotsOf } from './ops.ts';

/**
 * How many Tools the Pokémon may hold: 1, or what a `modifier` of target
 * `tool.slots` reaching it sets ("This Pokémon may have up to 2 Pokémon Tool
 * cards attached to it.", an aura of its own Ability: gone when it evolves
 * into a Pokémon without it, suppressed when it loses its Abilities).
 */
export function toolLimit(s: PocketState, side: Side, slot: Slot): number {
  if (!hasKind(s, 'modifier')) return 1;
  return modifierOp(s, affectedOf(s, side, slot), 'tool.slots', 'set') ?? 1;
}

/** Whether a Tool may be attached to the Pokémon now: it holds fewer than its limit (T1). */
export function canTakeTool(s: PocketState, side: Side, slot: Slot): boolean {
  return slot.tool === null || toolCount(slot) < toolLimit(s, side, slot);
}

/** The Pokémon of `side` a Tool may be attached to (T1). */
export function toolTargets(s: PocketState, side: Side): Slot[] {
  const out: Slot[] = [];
  const p = s.sides[side];
  if (p.active && canTakeTool(s, side, p.active)) out.push(p.active);
  for (let i = 0; i < p.bench.length; i++) if (canTakeTool(s, side, p.bench[i])) out.push(p.bench[i]);
  return out;
}

const SIDES = [0, 1] as const;

function holdsExtraTools(active: Slot | null, bench: readonly Slot[]): boolean {
  if (active?.extraTools) return true;
  for (let i = 0; i < bench.length; i++) if (bench[i].extraTools) return true;
  return false;
}

/**
 * A Pokémon holding more Tools than its limit (it lost the Ability that
 * allowed a second one: evolved or devolved away from it, or its Abilities
 * are gone) discards the Tools beyond it, the last attached first, in the
 * check after each action (README, T10).
 */
export function trimTools(s: PocketState, emit: Emit): boolean {
  let trimmed = false;
  for (const side of SIDES) {
    const p = s.sides[side];
    // The common case (no Pokémon with a second Tool) walks four slots at most per side and allocates nothing.
    if (!holdsExtraTools(p.active, p.bench)) continue;
    for (const slot of slotsOf(p)) {
      const limit = Math.max(1, toolLimit(s, side, slot));
      while (slot.extraTools && toolCount(slot) > limit) {
        removeTool(s, side, slot, 'discard', emit, slot.extraTools[slot.extraTools.length - 1]);
        trimmed = true;
      }
    }
  }
  return trimmed;
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

/** Takes every Tool off a Pokémon, the first attached first (T5). */
export function removeTools(
  s: PocketState,
  side: Side,
  slot: Slot,
  to: 'discard' | 'hand' | 'deck',
  emit: Emit,
): void {
  while (slot.tool !== null) removeTool(s, side, slot, to, emit);
}

/**
 * Takes one Tool (`tool`, the first attached by default) off a Pokémon: its
 * effects end, the card goes `to` its owner's pile, hand or deck (T5).
 */
export function removeTool(
  s: PocketState,
  side: Side,
  slot: Slot,
  to: 'discard' | 'hand' | 'deck',
  emit: Emit,
  tool: number | null = slot.tool,
): void {
  if (tool === null) return;
  const extra = slot.extraTools;
  if (slot.tool === tool) slot.tool = extra ? (extra.shift() as number) : null;
  else if (extra?.includes(tool)) extra.splice(extra.indexOf(tool), 1);
  else return;
  if (extra && extra.length === 0) slot.extraTools = undefined;
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

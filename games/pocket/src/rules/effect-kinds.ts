/**
 * The kinds of active effect in the store as one number: a bit per kind
 * (the kernel effect's `key`), so a legality query asks "is any `card_lock`
 * in play?" with a bit test instead of a walk of `s.effects` each time.
 * The legal list works the bits out once (one walk) and every check it
 * makes reads them.
 *
 * A set bit means "maybe": the reader still asks its own exact question
 * (the effect's side, suppression, whom it reaches), exactly as the walk
 * it replaces was only a quick test before that question. A clear bit
 * means no effect of that kind is in the store. Kinds beyond the 31th seen
 * share the last bit (then the bit says "maybe" for all of them).
 */
import type { PocketState } from '../state.ts';

const bits = new Map<string, number>();
let nextBit = 0;
/** The bit shared by every kind seen after the first 31 (a superset answer: still exact after the reader's check). */
const OVERFLOW = 1 << 31;

/** The bit of the effect kind `key` (assigned on first use, fixed for the process). */
export function kindBit(key: string): number {
  let b = bits.get(key);
  if (b === undefined) {
    b = nextBit < 31 ? 1 << nextBit++ : OVERFLOW;
    bits.set(key, b);
  }
  return b;
}

/** The bits of the kinds of every effect in the store now, suppressed ones too. */
export function effectKinds(s: PocketState): number {
  const list = s.effects.effects;
  let mask = 0;
  for (let i = 0; i < list.length; i++) mask |= kindBit(list[i].key);
  return mask;
}

export const CARD_LOCK = kindBit('card_lock');
export const SUPPORTER_BLOCK = kindBit('supporter_block');
export const EVOLUTION_BLOCK = kindBit('evolution_block');
export const EARLY_EVOLUTION = kindBit('early_evolution');
export const EVOLVES_AS = kindBit('evolves_as');
export const ABILITY_LOSS = kindBit('ability_loss');
export const CANT_ATTACK = kindBit('cant_attack');
export const ATTACK_COST = kindBit('attack_cost');
export const CANT_RETREAT = kindBit('cant_retreat');
export const RETREAT_REDUCTION = kindBit('retreat_reduction');
export const FREE_RETREAT = kindBit('free_retreat');
export const ENERGY_MULTIPLIER = kindBit('energy_multiplier');
export const USE_PREVIOUS_ATTACKS = kindBit('use_previous_attacks');
export const MODIFIER = kindBit('modifier');

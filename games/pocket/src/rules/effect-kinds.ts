/**
 * The kinds of active effect in the store as one number: a bit per kind
 * (the kernel effect's `key`), so a legality query asks "is any `card_lock`
 * in play?" with a bit test instead of a walk of `s.effects` each time.
 *
 * A set bit means "some effect of that kind is in the store (maybe
 * suppressed)": the reader still asks its own exact question (the effect's
 * side, suppression, whom it reaches), as the walk it replaces was only a
 * quick test before that question. A clear bit means none is. Kinds beyond the 31st seen
 * share the last bit (then the bit says "maybe" for all of them).
 *
 * The record is kept for the last effect list asked about, with its length:
 * the store changes by new lists (the kernel's removals filter into a new
 * one; clones and restores bring their own) or in place by a push or a
 * splice (Will's spent heads), which change its length. `register` tells
 * the record of the kind it pushes (`noteKindAdded`), so a splice then a
 * push between two questions (same list, same length again) is not missed.
 * test/effect-kinds.test.ts compares the record with a fresh walk after
 * every action of many games.
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

let seenList: readonly { key: string }[] | null = null;
let seenLength = -1;
let seenMask = 0;

let recordOn = true;
/** Every bit: with the record off, each reader asks its exact question (as before the record). */
const EVERY_KIND = -1;

/** Tests: the record off (every bit set) or on, to compare what the rules answer with and without it. */
export function useKindRecord(on: boolean): void {
  recordOn = on;
  seenList = null;
}

/** The bits of the kinds of every effect in the store now, suppressed ones too. */
export function effectKinds(s: PocketState): number {
  if (!recordOn) return EVERY_KIND;
  const list = s.effects.effects;
  if (list === seenList && list.length === seenLength) return seenMask;
  let mask = 0;
  for (let i = 0; i < list.length; i++) mask |= kindBit(list[i].key);
  seenList = list;
  seenLength = list.length;
  seenMask = mask;
  return mask;
}

/**
 * `register` put an effect of kind `key` in the store whose list is `list`:
 * when the record was of that list just before one push, it takes the
 * kind's bit; any other change since (a splice, a push made elsewhere, a
 * twin not added) drops the record, and the next question walks the list.
 */
export function noteKindAdded(list: readonly { key: string }[], key: string): void {
  if (list !== seenList) return;
  if (list.length === seenLength + 1) {
    seenMask |= kindBit(key);
    seenLength = list.length;
  } else seenList = null;
}

/** A fresh walk's bits, without the record (tests compare the two). */
export function walkedKinds(s: PocketState): number {
  let mask = 0;
  for (const e of s.effects.effects) mask |= kindBit(e.key);
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
export const HP_MODIFIER = kindBit('hp_modifier');
export const STATUS_IMMUNITY = kindBit('status_immunity');

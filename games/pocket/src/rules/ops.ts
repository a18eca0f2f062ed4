/**
 * The general operations every rule and effect is made of: reading a
 * Pokémon's card, counting energy (with multipliers), the retreat cost, the
 * damage calculation (in the seed's order), special conditions (with
 * immunity), healing, drawing, switching, entering and leaving play (with
 * the active effects' lifecycle).
 */
import { randInt } from '@arbiter/core';
import { conditions } from '../conditions/index.ts';
import type { EnergyType } from '../data/schema.ts';
import {
  type ActivePayload,
  type Affected,
  affects,
  anyEffect,
  combinedFor,
  query,
  removeBySourceCard,
  removeOnPokemon,
  sourceKey,
} from '../effects/active.ts';
import type { Emit } from '../events.ts';
import {
  findSlot,
  type PlayerState,
  type PocketState,
  type Side,
  type Slot,
  type Status,
  toolsOf,
} from '../state.ts';
import { type AttackCost, type CardInfo, cardInfos, ENERGY_ORDER, energyIndex } from './cards.ts';
import { damagePrevented, hasKind, modifierAdd, modifierOp } from './lasting-damage.ts';
import { recordLeftPlay } from './record.ts';

export type { Emit };

export function info(s: PocketState, uid: number): CardInfo {
  return cardInfos()[s.cards[uid]];
}

export function slotInfo(s: PocketState, slot: Slot): CardInfo {
  return cardInfos()[s.cards[slot.stack[slot.stack.length - 1]]];
}

export function other(side: Side): Side {
  return (1 - side) as Side;
}

export function affectedOf(s: PocketState, side: Side, slot: Slot): Affected {
  const ci = slotInfo(s, slot);
  const extra = s.effects.effects.length > 0 ? extraTypesOf(s, slot.pid) : null;
  const who: Affected = {
    side,
    pid: slot.pid,
    active: s.sides[side].active === slot,
    name: ci.name,
    type: ci.type,
    stage: ci.stage,
    tags: ci.tags,
    energy: slot.energy,
    evolvesFrom: ci.evolvesFrom,
  };
  // Set only when there are some (no spread of an empty record on this hot path).
  if (extra) who.extraTypes = extra;
  return who;
}

/** The types an `extra_type` aura gives the Pokémon `pid` beyond its printed one ("it is [W] and [F] type"), or null. */
export function extraTypesOf(s: PocketState, pid: number): readonly string[] | null {
  const list = s.effects.effects;
  let out: string[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.key !== 'extra_type' || e.suppressed || e.payload?.target !== pid) continue;
    out ??= [];
    for (const t of e.payload.types ?? []) if (!out.includes(t)) out.push(t);
  }
  return out;
}

/** Every type of a Pokémon in play: its printed type and an `extra_type` aura's. */
export function typesOf(s: PocketState, slot: Slot): readonly string[] {
  const printed = slotInfo(s, slot).type;
  const extra = s.effects.effects.length > 0 ? extraTypesOf(s, slot.pid) : null;
  return extra ? [printed, ...extra.filter((t) => t !== printed)] : [printed];
}

/**
 * A Pokémon's maximum HP: printed HP plus the `hp_modifier` effects reaching
 * it (a Tool, a Stadium: T6), at least 10. Everything that reads HP reads
 * this: the knockout check, views, choices' labels.
 */
export function maxHp(s: PocketState, side: Side, slot: Slot): number {
  const hp = slotInfo(s, slot).hp;
  // The knockout check asks this of every damaged Pokémon after every step: no record is built without an HP effect.
  if (!hasKind(s, 'hp_modifier')) return hp;
  const change = combinedFor(s, 'hp_modifier', affectedOf(s, side, slot));
  return change === 0 ? hp : Math.max(10, hp + change);
}

export function remainingHp(s: PocketState, side: Side, slot: Slot): number {
  return maxHp(s, side, slot) - slot.damage;
}

/**
 * What one attached energy of each type provides on this Pokémon, where an
 * `energy_multiplier` effect reaches it (Jungle Totem: each Grass Energy on
 * your Grass Pokémon provides 2); null when none does. "This effect doesn't
 * stack": one multiplier per energy type, the oldest.
 */
export function energyMultipliers(s: PocketState, side: Side, slot: Slot): Record<string, number> | null {
  const list = s.effects.effects;
  if (list.length === 0) return null;
  let mult: Record<string, number> | null = null;
  let who: Affected | null = null;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.key !== 'energy_multiplier' || e.suppressed) continue;
    who ??= affectedOf(s, side, slot);
    if (!affects(e, who)) continue;
    const t = e.payload?.energyType as string;
    mult ??= {};
    if (mult[t] === undefined) mult[t] = e.value;
  }
  return mult;
}

/**
 * The one count of the Energy on a Pokémon: per energy letter index into
 * `out` (multipliers applied), returning the total. Every rule that counts
 * Energy on a Pokémon reads it (through `energyCount` and `energyTotal`
 * when it wants a record or a number): attack costs, "flip a coin for each
 * Energy attached", damage "for each Energy attached", "extra Energy", a
 * copied attack's cost, and what a retreat can pay.
 */
export function energyCountInto(s: PocketState, side: Side, slot: Slot, out: Int32Array): number {
  // A loop, not `fill`: the builtin's call costs more than clearing nine counts.
  for (let i = 0; i < out.length; i++) out[i] = 0;
  const energy = slot.energy;
  if (energy.length === 0) return 0;
  const mult = energyMultipliers(s, side, slot);
  if (mult === null) {
    for (let i = 0; i < energy.length; i++) out[energyIndex[energy[i]]]++;
    return energy.length;
  }
  let total = 0;
  for (let i = 0; i < energy.length; i++) {
    const n = mult[energy[i]] ?? 1;
    out[energyIndex[energy[i]]] += n;
    total += n;
  }
  return total;
}

/** A reused count buffer (made on first use: `cards.ts` and this module import each other). */
let countScratch: Int32Array | null = null;
const scratch = () => {
  countScratch ??= new Int32Array(ENERGY_ORDER.length);
  return countScratch;
};

/** `energyCountInto` as a record by energy type (types with none left out). */
export function energyCount(s: PocketState, side: Side, slot: Slot): Record<string, number> {
  const out = scratch();
  energyCountInto(s, side, slot, out);
  const counts: Record<string, number> = {};
  for (let i = 0; i < ENERGY_ORDER.length; i++) if (out[i] > 0) counts[ENERGY_ORDER[i]] = out[i];
  return counts;
}

/** `energyCountInto`'s total: the Energy a Pokémon has, multipliers applied. */
export function energyTotal(s: PocketState, side: Side, slot: Slot): number {
  return energyCountInto(s, side, slot, scratch());
}

/** Whether counts (by letter index, with their total) pay a precomputed cost. */
export function canPayCounts(counts: Int32Array, total: number, cost: AttackCost): boolean {
  const need = cost.need;
  let spent = 0;
  for (let t = 0; t < need.length; t++) {
    const n = need[t];
    if (n === 0) continue;
    if (counts[t] < n) return false;
    spent += n;
  }
  return total - spent >= cost.colorless;
}

/** Whether `counts` pays `cost` (specific types first, Colorless from anything left). */
export function canPay(counts: Record<string, number>, cost: readonly EnergyType[]): boolean {
  let total = 0;
  for (const k in counts) total += counts[k];
  let colorless = 0;
  const need: Record<string, number> = {};
  for (const c of cost) {
    if (c === 'C') colorless++;
    else need[c] = (need[c] ?? 0) + 1;
  }
  let spent = 0;
  for (const t in need) {
    if ((counts[t] ?? 0) < need[t]) return false;
    spent += need[t];
  }
  return total - spent >= colorless;
}

/** Energy of `type` beyond what `cost` needs (Colorless paid with other types first). */
export function extraEnergy(
  counts: Record<string, number>,
  cost: readonly EnergyType[],
  type: EnergyType,
): number {
  let colorless = 0;
  let needOfType = 0;
  const need: Record<string, number> = {};
  for (const c of cost) {
    if (c === 'C') colorless++;
    else if (c === type) needOfType++;
    else need[c] = (need[c] ?? 0) + 1;
  }
  let othersLeft = 0;
  for (const k in counts) if (k !== type) othersLeft += Math.max(0, counts[k] - (need[k] ?? 0));
  const colorlessFromType = Math.max(0, colorless - othersLeft);
  return Math.max(0, (counts[type] ?? 0) - needOfType - colorlessFromType);
}

/** Retreat cost: printed cost, minus reductions (additive), 0 with free retreat; floor 0. */
export function retreatCost(s: PocketState, side: Side, slot: Slot): number {
  let cost = slotInfo(s, slot).retreat;
  if (!hasKind(s, 'retreat_reduction') && !hasKind(s, 'free_retreat')) return cost;
  const who = affectedOf(s, side, slot);
  cost -= combinedFor(s, 'retreat_reduction', who);
  if (anyEffect(s, { type: 'free_retreat', affecting: who })) cost = 0;
  return Math.max(0, cost);
}

/** Whether any unsuppressed effect of `type` is in play at all (a quick test before a finer query). */
export function anyEffectOf(s: PocketState, type: Parameters<typeof query>[1]['type']): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) if (list[i].key === type && !list[i].suppressed) return true;
  return false;
}

export function hasEffect(s: PocketState, type: Parameters<typeof query>[1]['type'], who: Affected): boolean {
  return s.effects.effects.length > 0 && anyEffect(s, { type, affecting: who });
}

export interface DamageInput {
  attackerSide: Side;
  attacker: Slot;
  attackType: string;
  base: number;
  targetSide: Side;
  target: Slot;
  /** The attack's own rules (`attack_rules`): no Weakness; no effect on the defender (reductions, prevention) counts. */
  ignoreWeakness?: boolean;
  ignoreDefenderEffects?: boolean;
  /** The attack's name: a boost of one attack (attack_boost) counts only for it. */
  attackName?: string;
}

/**
 * The damage an attack does to one Pokémon, in the seed's order: attack
 * damage + boosts, then +20 Weakness (Active only), then − reductions, floor
 * 0. Nothing (0) when the target is immune to attacks.
 */
export function attackDamage(s: PocketState, d: DamageInput): { amount: number; parts: string[] } {
  const parts: string[] = [`base ${d.base}`];
  const defender = affectedOf(s, d.targetSide, d.target);
  if (!d.ignoreDefenderEffects && hasEffect(s, 'attack_immunity', defender))
    return { amount: 0, parts: ['prevented'] };
  let dmg = d.base;
  const anyEffects = s.effects.effects.length > 0;
  const attacker = anyEffects ? affectedOf(s, d.attackerSide, d.attacker) : null;
  if (attacker) {
    const defenderEx = slotInfo(s, d.target).ex;
    const boost =
      combinedFor(
        s,
        'damage_boost',
        attacker,
        (e) =>
          (!e.payload?.activeTargetOnly || defender.active) &&
          (!e.payload?.againstEx || defenderEx) &&
          (e.payload?.attack === undefined || e.payload.attack === d.attackName),
      ) + modifierAdd(s, attacker, 'damage.dealt');
    if (boost !== 0) {
      dmg += boost;
      parts.push(`boost ${boost > 0 ? '+' : ''}${boost}`);
    }
  }
  const weakness = slotInfo(s, d.target).weakness;
  if (
    !d.ignoreWeakness &&
    defender.active &&
    weakness !== null &&
    (weakness === d.attackType ||
      (anyEffects && (extraTypesOf(s, d.attacker.pid)?.includes(weakness) ?? false))) &&
    !(anyEffects && hasKind(s, 'modifier') && modifierOp(s, defender, 'weakness.taken', 'set') === 0)
  ) {
    // A Stadium may make Weakness ×2 for some attackers (the generic modifier, target "weakness").
    const times = attacker && hasKind(s, 'modifier') ? modifierOp(s, attacker, 'weakness', 'multiply') : null;
    if (times !== null) {
      parts.push(`weakness ×${times}`);
      dmg *= times;
    } else {
      dmg += 20;
      parts.push('weakness +20');
    }
  }
  if (anyEffects && !d.ignoreDefenderEffects) {
    const attackerEx = slotInfo(s, d.attacker).ex;
    const red =
      combinedFor(
        s,
        'damage_reduction',
        defender,
        (e) => (!e.payload?.from?.ex || attackerEx) && reducesFrom(s, e.payload, d),
      ) - modifierAdd(s, defender, 'damage.taken');
    if (red !== 0) {
      dmg -= red;
      parts.push(red > 0 ? `reduction -${red}` : `more taken +${-red}`);
    }
    const src = { kind: 'attack' as const, ex: attackerEx, stage: slotInfo(s, d.attacker).stage };
    if (damagePrevented(s, defender, src, Math.max(0, dmg)))
      return { amount: 0, parts: [...parts, 'prevented'] };
  }
  return { amount: Math.max(0, dmg), parts };
}

/** A reduction "from attacks from [R] or [W] Pokémon" / "from Pokémon ex" counts only against such an attacker. */
function reducesFrom(s: PocketState, p: ActivePayload | undefined, d: DamageInput): boolean {
  if (!p || (p.fromTypes === undefined && !p.fromEx)) return true;
  if (p.fromEx && !slotInfo(s, d.attacker).ex) return false;
  return p.fromTypes === undefined || typesOf(s, d.attacker).some((t) => p.fromTypes?.includes(t as never));
}

/** Puts damage on a Pokémon (no calculation: effects that "do N damage" outside attacks call this too). */
export function putDamage(slot: Slot, amount: number): void {
  slot.damage += amount;
}

export function heal(s: PocketState, slot: Slot, amount: number): number {
  // "Pokémon … can't be healed" (the generic modifier, target "healing", set 0).
  if (hasKind(s, 'modifier')) {
    const at = findSlot(s, slot.pid);
    const set = at ? modifierOp(s, affectedOf(s, at.side, slot), 'healing', 'set') : null;
    if (set !== null) amount = Math.min(amount, set);
  }
  const healed = Math.min(slot.damage, amount);
  slot.damage -= healed;
  return healed;
}

/**
 * A special condition, unless the Pokémon is immune. Asleep, Paralyzed and
 * Confused replace each other. `damage`: its Checkup damage instead of the
 * usual amount; the latest one inflicted decides (a plain Poison after a
 * 20-damage one does the usual 10 again).
 */
export function applyStatus(
  s: PocketState,
  side: Side,
  slot: Slot,
  status: Status,
  emit: Emit,
  damage?: number,
): boolean {
  const who = affectedOf(s, side, slot);
  if (immuneTo(s, who, status) || hasEffect(s, 'attack_immunity', who)) {
    emit?.({ type: 'status-prevented', side, pokemon: who.name, status });
    return false;
  }
  // Asleep, Paralyzed and Confused replace each other.
  if (conditions.get(status).exclusive) slot.status = slot.status.filter((x) => !conditions.get(x).exclusive);
  if (!slot.status.includes(status)) slot.status.push(status);
  if (damage !== undefined || slot.statusDamage?.[status] !== undefined)
    setStatusDamage(slot, status, damage);
  emit?.({ type: 'status', side, pokemon: who.name, status, ...(damage !== undefined ? { damage } : {}) });
  return true;
}

/** Replaces the slot's Checkup damages with `status`'s set (or removed: the usual amount). */
function setStatusDamage(slot: Slot, status: Status, damage: number | undefined): void {
  const next: Partial<Record<Status, number>> = { ...slot.statusDamage };
  if (damage === undefined) delete next[status];
  else next[status] = damage;
  slot.statusDamage = Object.keys(next).length > 0 ? next : undefined;
}

/** Whether a `status_immunity` aura keeps `status` off the Pokémon (all conditions, or the ones it names). */
export function immuneTo(s: PocketState, who: Affected, status: Status): boolean {
  if (s.effects.effects.length === 0) return false;
  return query(s, { type: 'status_immunity', affecting: who }).some(
    (e) => !e.payload?.statuses || e.payload.statuses.includes(status),
  );
}

export function draw(s: PocketState, side: Side, n: number): number {
  const p = s.sides[side];
  let k = 0;
  for (; k < n && p.deck.length > 0; k++) p.hand.push(p.deck.shift() as number);
  return k;
}

/** Shuffles a player's deck with the game's generator. */
export function shuffleDeck(s: PocketState, side: Side): void {
  const d = s.sides[side].deck;
  for (let i = d.length - 1; i > 0; i--) {
    const j = randInt(s.rng, i + 1, 'deck');
    const t = d[i];
    d[i] = d[j];
    d[j] = t;
  }
}

export function flip(s: PocketState): boolean {
  if (s.forced.length > 0) return s.forced.shift() === 1;
  return randInt(s.rng, 2, 'coin') === 1;
}

/** A Pokémon leaving play: its cards' effects end, and effects on it. */
export function leavePlayEffects(s: PocketState, slot: Slot, emit: Emit): void {
  let n = 0;
  for (const uid of slot.stack) n += removeBySourceCard(s, uid).length;
  if (slot.tool !== null) for (const t of toolsOf(slot)) n += removeBySourceCard(s, t).length;
  n += removeOnPokemon(s, slot.pid).length;
  if (n > 0) emit?.({ type: 'effects-removed', level: 'verbose', pokemon: slotInfo(s, slot).name, count: n });
}

/** Effects of attacks on a Pokémon end when it moves to the Bench or evolves. */
export function clearAttackEffectsOn(s: PocketState, slot: Slot): void {
  removeOnPokemon(s, slot.pid, 'attack');
}

/** Switches the Active Pokémon with a Benched one; the one leaving loses its conditions and attack effects. */
export function switchActive(s: PocketState, side: Side, benchIndex: number): void {
  const p = s.sides[side];
  const incoming = p.bench[benchIndex];
  const outgoing = p.active;
  if (outgoing) {
    outgoing.status = [];
    clearAttackEffectsOn(s, outgoing);
    p.bench[benchIndex] = outgoing;
  } else p.bench.splice(benchIndex, 1);
  p.active = incoming;
  // The record is replaced, never changed in place (rules/record.ts).
  if (p.record) p.record = { ...p.record, movedPid: incoming.pid, movedTurn: s.turn };
}

/**
 * Removes a Pokémon from play into `to`; its Energy goes to its owner's
 * discard pile (E1) wherever the Pokémon goes. Its Tool goes to the discard pile wherever the
 * Pokémon goes (T4: a text that moves the Pokémon moves only its cards).
 */
export function removeFromPlay(
  s: PocketState,
  side: Side,
  slot: Slot,
  to: 'discard' | 'hand' | 'deck',
  emit: Emit,
): void {
  const p = s.sides[side];
  leavePlayEffects(s, slot, emit);
  if (p.record) recordLeftPlay(s, side, slot.pid);
  if (p.active === slot) p.active = null;
  else p.bench = p.bench.filter((b) => b !== slot);
  if (p.energyDiscard && slot.energy.length > 0) p.energyDiscard = [...p.energyDiscard, ...slot.energy];
  if (to === 'discard') p.discard.push(...slot.stack);
  else if (to === 'hand') p.hand.push(...slot.stack);
  else {
    p.deck.push(...slot.stack);
    shuffleDeck(s, side);
  }
  if (slot.tool !== null) {
    p.discard.push(...toolsOf(slot));
    slot.tool = null;
    slot.extraTools = undefined;
  }
}

export function newSlot(uid: number, turn: number): Slot {
  return {
    pid: uid,
    stack: [uid],
    damage: 0,
    energy: [],
    tool: null,
    status: [],
    playedTurn: turn,
    abilityTurn: 0,
  };
}

export function slotsOf(p: PlayerState): Slot[] {
  return p.active ? [p.active, ...p.bench] : p.bench;
}

export { sourceKey };

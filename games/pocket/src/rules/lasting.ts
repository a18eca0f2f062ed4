/**
 * What the rules ask of the lasting family's shared types outside the
 * damage order (`lasting-damage.ts`): which attacks the Active Pokémon may
 * not use (cant_attack) and what they cost (attack_cost), which cards a
 * player may not play (card_lock), whether a Pokémon has its Abilities
 * (ability_loss), whether an aura is suppressed by its place (activeOnly,
 * benchOnly) or by a lost Ability, and the knockout a Pokémon survives
 * (survive_knockout, E10).
 */
import type { PersistentEffect } from '@arbiter/core';
import { type ActivePayload, type Affected, affects, anyEffect, holdsNow } from '../effects/active.ts';
import type { Emit } from '../events.ts';
import { findSlot, holdsTool, type PocketState, type Side, type Slot, topCard } from '../state.ts';
import type { AttackCost, CardInfo } from './cards.ts';
import { energyIndex } from './cards.ts';
import { affectedOf, flip, maxHp, slotInfo } from './ops.ts';

/** Whether the effects forbid the Pokémon `who` the attack `name` ("can't attack", "can't use Big Beat"). */
export function attackForbidden(s: PocketState, who: Affected, name: string): boolean {
  for (const e of s.effects.effects) {
    if (e.key !== 'cant_attack' || e.suppressed) continue;
    const p = e.payload as ActivePayload;
    if (p.attack !== undefined && p.attack !== name) continue;
    if (affects(e, who) && holdsNow(s, e)) return true;
  }
  return false;
}

/** An attack's cost with the `attack_cost` effects on `who` (null when none changes it). */
export function costWithEffects(s: PocketState, who: Affected, cost: AttackCost): AttackCost | null {
  let out: AttackCost | null = null;
  for (const e of s.effects.effects) {
    if (e.key !== 'attack_cost' || e.suppressed) continue;
    if (!affects(e, who) || !holdsNow(s, e)) continue;
    out ??= { need: cost.need.slice(), colorless: cost.colorless };
    const type = (e.payload as ActivePayload).energyType ?? 'C';
    if (type === 'C') out.colorless = Math.max(0, out.colorless + e.value);
    else {
      const i = energyIndex[type];
      out.need[i] = Math.max(0, out.need[i] + e.value);
    }
  }
  return out;
}

const TRAINER_KINDS: ReadonlySet<string> = new Set(['item', 'supporter', 'tool', 'stadium', 'fossil']);

/** Whether cards of `kind` may not be played by `side` (Item, Trainer, Stadium locks on them). */
export function cardLocked(
  s: PocketState,
  side: Side,
  kind: CardInfo['kind'] | 'evolution' | 'zone_to_active',
): boolean {
  if (kind === 'pokemon') return false;
  for (const e of s.effects.effects) {
    if (e.key !== 'card_lock' || e.suppressed) continue;
    const p = e.payload as ActivePayload;
    if (p.sourcePlayer === side || !holdsNow(s, e)) continue;
    const locked = p.cardKind;
    if (locked === kind || (locked === 'item' && kind === 'fossil')) return true;
    if (locked === 'trainer' && TRAINER_KINDS.has(kind)) return true;
  }
  return false;
}

/** Whether the Pokémon has no Abilities now (ability_loss reaching it). */
export function abilitiesLost(s: PocketState, side: Side, slot: Slot): boolean {
  return anyEffect(s, { type: 'ability_loss', affecting: affectedOf(s, side, slot) });
}

/** The Pokémon an aura comes from (its `self` target, or the one whose stack or Tool holds its card). */
function auraSource(s: PocketState, p: ActivePayload): { side: Side; slot: Slot; active: boolean } | null {
  if (p.target !== null) return findSlot(s, p.target);
  if (p.sourceCard === null) return null;
  for (const side of [0, 1] as const) {
    const pl = s.sides[side];
    if (pl.active && (topCard(pl.active) === p.sourceCard || holdsTool(pl.active, p.sourceCard)))
      return { side, slot: pl.active, active: true };
    for (const b of pl.bench)
      if (topCard(b) === p.sourceCard || holdsTool(b, p.sourceCard)) return { side, slot: b, active: false };
  }
  return null;
}

/**
 * Whether an effect should be suppressed now: an Active-only aura whose
 * source is not the Active Pokémon's top card, a Bench-only aura whose source
 * is not on the Bench, an Ability's aura whose Pokémon has lost its Abilities.
 */
export function shouldSuppress(
  s: PocketState,
  e: PersistentEffect<ActivePayload>,
  lossInPlay: boolean,
): boolean {
  const p = e.payload as ActivePayload;
  if (p.activeOnly) {
    const side = s.sides[p.sourcePlayer];
    const activeTop = side.active ? topCard(side.active) : -1;
    if (
      p.sourceType === 'tool'
        ? !side.active || p.sourceCard === null || !holdsTool(side.active, p.sourceCard)
        : activeTop !== p.sourceCard
    )
      return true;
  }
  if (p.benchOnly) {
    const at = auraSource(s, p);
    if (!at || at.active) return true;
  }
  if (lossInPlay && p.sourceType === 'ability' && e.key !== 'ability_loss' && p.sourceCard !== null) {
    const at = auraSource(s, p);
    if (at && topCard(at.slot) === p.sourceCard && abilitiesLost(s, at.side, at.slot)) return true;
  }
  return false;
}

/**
 * A Pokémon of `side` Knocked Out by damage from an attack that an effect
 * keeps in play (on heads, when it flips): its remaining HP becomes the
 * effect's value. True when it survives.
 */
export function survivesKnockout(s: PocketState, side: Side, slot: Slot, emit: Emit): boolean {
  const who = affectedOf(s, side, slot);
  for (const e of s.effects.effects) {
    if (e.key !== 'survive_knockout' || e.suppressed || !affects(e, who) || !holdsNow(s, e)) continue;
    if ((e.payload as ActivePayload).coin) {
      const heads = flip(s);
      emit?.({ type: 'coin', side, heads });
      if (!heads) return false;
    }
    slot.damage = Math.max(0, maxHp(s, side, slot) - e.value);
    emit?.({ type: 'knockout-survived', side, pokemon: slotInfo(s, slot).name, hp: e.value });
    return true;
  }
  return false;
}

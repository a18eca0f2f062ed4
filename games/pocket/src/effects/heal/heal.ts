/**
 * "Heal X damage from this Pokémon / your Active Pokémon / each of your
 * (Benched) Pokémon / 1 of your (Benched) (type, stage, named) Pokémon", the
 * Pokémon healed possibly filtered by an Energy type attached ("each of your
 * Pokémon that has any [W] Energy attached") or by what it evolves from
 * ("each of your Pokémon that evolves from Eevee") and, with `cures`, recovering
 * from all or some Special Conditions ("…, and it recovers from all Special
 * Conditions"). Widened (issue 21): "Heal all damage" (`amount: 'all'`), a
 * Pokémon ex, one with any Energy or with N or more Energy of a type
 * attached ("that has 2 or more [P] Energy attached"). The Pokémon healed and
 * the damage taken off are kept in the resolution's context (`ctx.healed`)
 * for the text after it ("If you healed any damage in this way, discard 2
 * [P] Energy from that Pokémon").
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { statuses } from '../../conditions/index.ts';
import { heal as healOn, other, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, defineEffect, type EnergyType, energy, paramsOf, pokemonType } from '../effect.ts';
import { candidatesByType, choosePokemon } from '../helpers.ts';
import { cureStatuses } from '../status/cure-status.ts';

/** Heals `slot` and tells the log when damage came off; the damage taken off. */
export function healAndTell(ctx: EffectCtx, side: Side, slot: Slot, amount: number): number {
  const healed = healOn(ctx.s, slot, amount);
  if (healed > 0) ctx.emit?.({ type: 'heal', side, pokemon: slotInfo(ctx.s, slot).name, amount: healed });
  return healed;
}

/** `opponent_active`: "If tails, heal 30 damage from your opponent's Active Pokémon." */
const targets = [
  'self',
  'own_active',
  'all_own',
  'all_own_bench',
  'one_own',
  'one_own_bench',
  'opponent_active',
] as const;
type Target = (typeof targets)[number];

interface Filter {
  target: Target;
  targetType?: z.infer<typeof pokemonType>;
  stage?: 0 | 1 | 2;
  names?: string[];
  withEnergy?: EnergyType | 'any';
  energyAtLeast?: number;
  ex?: true;
  evolvesFrom?: string;
}

/** Whether `x` has the Energy the text asks ("any [W] Energy", "any Energy", "2 or more [P] Energy"). */
function hasEnergy(x: Slot, p: Filter): boolean {
  if (!p.withEnergy) return true;
  const n = p.withEnergy === 'any' ? x.energy.length : x.energy.filter((e) => e === p.withEnergy).length;
  return n >= (p.energyAtLeast ?? 1);
}

/** The Pokémon the text may heal (before "has damage on it"). */
function pool(s: PocketState, side: Side, self: Slot | null, p: Filter): Slot[] {
  const pl = s.sides[p.target === 'opponent_active' ? other(side) : side];
  const base =
    p.target === 'self'
      ? self
        ? [self]
        : []
      : p.target === 'own_active' || p.target === 'opponent_active'
        ? pl.active
          ? [pl.active]
          : []
        : p.target === 'all_own_bench' || p.target === 'one_own_bench'
          ? pl.bench.slice()
          : slotsOf(pl).slice();
  return candidatesByType(s, base, p.targetType, p.names).filter((x) => fits(s, x, p));
}

/** Whether a Pokémon is of the text's type, name, stage, kind and Energy (the filters of `pool` after its place). */
function fits(s: PocketState, x: Slot, p: Filter): boolean {
  const ci = slotInfo(s, x);
  return (
    (!p.targetType || ci.type === p.targetType) &&
    (!p.names || p.names.includes(ci.name)) &&
    (p.stage === undefined || ci.stage === p.stage) &&
    (!p.ex || ci.ex) &&
    hasEnergy(x, p) &&
    (p.evolvesFrom === undefined || ci.evolvesFrom === p.evolvesFrom)
  );
}

/** Whether `x` fits and has something to heal or cure (the slot's damage first: most Pokémon have none). */
function healable(s: PocketState, x: Slot, p: Filter & { cures?: unknown }): boolean {
  return (x.damage > 0 || (x.status.length > 0 && p.cures !== undefined)) && fits(s, x, p);
}

/**
 * Whether some Pokémon of `pool` could be healed or cured: `pool`'s list
 * filtered by `healable` is not empty. Asked for every Item and Supporter in
 * hand: no list is built, and the text's target is read once.
 */
export function anyHealable(
  s: PocketState,
  side: Side,
  self: Slot | null,
  p: Filter & { cures?: unknown },
): boolean {
  const target = p.target;
  if (target === 'self') return self !== null && healable(s, self, p);
  const pl = s.sides[target === 'opponent_active' ? other(side) : side];
  if (target === 'own_active' || target === 'opponent_active')
    return pl.active !== null && healable(s, pl.active, p);
  if (target !== 'all_own_bench' && target !== 'one_own_bench' && pl.active && healable(s, pl.active, p))
    return true;
  const bench = pl.bench;
  for (let i = 0; i < bench.length; i++) if (healable(s, bench[i], p)) return true;
  return false;
}

/** `anyHealable`'s list form: the Pokémon of `pool` with something to heal or cure. */
export function healablePool(
  s: PocketState,
  side: Side,
  self: Slot | null,
  p: Filter & { cures?: unknown },
): Slot[] {
  return pool(s, side, self, p).filter((x) => x.damage > 0 || (p.cures !== undefined && x.status.length > 0));
}

export const heal = defineEffect({
  id: 'heal',
  description:
    'heal damage from the user, the Active, each own (Benched) Pokémon, or 1 chosen own (Benched) Pokémon (of a type, stage, name or with an Energy), optionally curing Special Conditions',
  params: paramsOf('heal', {
    amount: z.union([amount, z.literal('all')]),
    target: z.enum(targets),
    targetType: pokemonType.optional(),
    stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    names: z.array(z.string()).min(1).optional(),
    /** Only Pokémon with an Energy of this type (or any Energy) attached … */
    withEnergy: z.union([energy, z.literal('any')]).optional(),
    /** … at least this many of them ("2 or more [P] Energy"; 1 when absent). */
    energyAtLeast: z.number().int().min(2).optional(),
    /** Only Pokémon ex. */
    ex: z.literal(true).optional(),
    /** Only Pokémon whose top card evolves from this name ("each of your Pokémon that evolves from Eevee"). */
    evolvesFrom: z.string().min(1).optional(),
    /** The healed Pokémon also recovers from these Special Conditions (all of them with 'all', one at random with 'random'). */
    cures: z.union([z.literal('all'), z.literal('random'), z.array(z.enum(statuses)).min(1)]).optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    return anyHealable(s, side, self, p);
  },
  run(ctx, p) {
    ctx.healed = undefined;
    const all = pool(ctx.s, ctx.player, ctx.self, p);
    const one = p.target === 'one_own' || p.target === 'one_own_bench';
    let chosen = all;
    if (one) {
      const c = all.filter((x) => x.damage > 0 || (p.cures !== undefined && x.status.length > 0));
      if (c.length === 0) return;
      const i = choosePokemon(ctx, ctx.player, 'Choose a Pokémon to heal', c, ctx.player);
      chosen = [c[i]];
    }
    const side = p.target === 'opponent_active' ? ctx.opp : ctx.player;
    for (const x of chosen) {
      const healed = healAndTell(ctx, side, x, p.amount === 'all' ? x.damage : p.amount);
      ctx.healed = { side, slot: x, amount: healed };
      if (p.cures === 'random' && x.status.length > 0)
        cureStatuses(ctx, side, x, [x.status[randInt(ctx.s.rng, x.status.length, 'random')]]);
      else if (p.cures && p.cures !== 'random')
        cureStatuses(ctx, side, x, p.cures === 'all' ? null : p.cures);
    }
  },
  words: (p, w) => {
    const kind = `${p.stage === undefined ? '' : p.stage === 0 ? 'Basic ' : `Stage ${p.stage} `}${
      p.targetType ? `${w.energy(p.targetType)} ` : ''
    }`;
    const who = p.names ? w.names(p.names) : `${kind}Pokémon${p.ex ? ' ex' : ''}`;
    const having = p.withEnergy
      ? ` that has ${p.energyAtLeast ? `${p.energyAtLeast} or more` : 'any'} ${p.withEnergy === 'any' ? '' : `${w.energy(p.withEnergy)} `}Energy attached`
      : p.evolvesFrom
        ? ` that evolves from ${p.evolvesFrom}`
        : '';
    const from = {
      self: 'this Pokémon',
      own_active: `your Active ${kind}Pokémon`,
      all_own: `each of your ${who}${having}`,
      all_own_bench: `each of your Benched ${who}${having}`,
      one_own: `1 of your ${who}${having}`,
      one_own_bench: `1 of your Benched ${who}${having}`,
      opponent_active: "your opponent's Active Pokémon",
    }[p.target];
    if (p.cures === 'random')
      return `heal ${p.amount} damage and remove a random Special Condition from ${from.replace(/^1 of/, 'that 1 of')}`;
    const cure = !p.cures
      ? ''
      : p.cures === 'all'
        ? ', and it recovers from all Special Conditions'
        : `, and it recovers from being ${p.cures.join(', ')}`;
    return `heal ${p.amount === 'all' ? 'all' : p.amount} damage from ${from}${cure}`;
  },
});

/**
 * "Heal X damage from this Pokémon / your Active Pokémon / each of your
 * (Benched) Pokémon / 1 of your (Benched) (type, stage, named) Pokémon", the
 * Pokémon healed possibly filtered by an Energy type attached ("each of your
 * Pokémon that has any [W] Energy attached") or by what it evolves from
 * ("each of your Pokémon that evolves from Eevee") and, with `cures`, recovering
 * from all or some Special Conditions ("…, and it recovers from all Special
 * Conditions").
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { statuses } from '../../conditions/index.ts';
import { heal as healOn, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { PocketState, Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, defineEffect, type EnergyType, energy, paramsOf, pokemonType } from '../effect.ts';
import { candidatesByType, label } from '../helpers.ts';
import { cureStatuses } from '../status/cure-status.ts';

/** Heals `slot` and tells the log when damage came off. */
export function healAndTell(ctx: EffectCtx, side: Side, slot: Slot, amount: number): void {
  const healed = healOn(ctx.s, slot, amount);
  if (healed > 0) ctx.emit?.({ type: 'heal', side, pokemon: slotInfo(ctx.s, slot).name, amount: healed });
}

const targets = ['self', 'own_active', 'all_own', 'all_own_bench', 'one_own', 'one_own_bench'] as const;
type Target = (typeof targets)[number];

interface Filter {
  target: Target;
  targetType?: z.infer<typeof pokemonType>;
  stage?: 0 | 1 | 2;
  names?: string[];
  withEnergy?: EnergyType;
  evolvesFrom?: string;
}

/** The Pokémon the text may heal (before "has damage on it"). */
function pool(s: PocketState, side: Side, self: Slot | null, p: Filter): Slot[] {
  const pl = s.sides[side];
  const base =
    p.target === 'self'
      ? self
        ? [self]
        : []
      : p.target === 'own_active'
        ? pl.active
          ? [pl.active]
          : []
        : p.target === 'all_own_bench' || p.target === 'one_own_bench'
          ? pl.bench.slice()
          : slotsOf(pl).slice();
  return candidatesByType(s, base, p.targetType, p.names).filter(
    (x) =>
      (p.stage === undefined || slotInfo(s, x).stage === p.stage) &&
      (!p.withEnergy || x.energy.includes(p.withEnergy)) &&
      (p.evolvesFrom === undefined || slotInfo(s, x).evolvesFrom === p.evolvesFrom),
  );
}

export const heal = defineEffect({
  id: 'heal',
  description:
    'heal damage from the user, the Active, each own (Benched) Pokémon, or 1 chosen own (Benched) Pokémon (of a type, stage, name or with an Energy), optionally curing Special Conditions',
  params: paramsOf('heal', {
    amount,
    target: z.enum(targets),
    targetType: pokemonType.optional(),
    stage: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    names: z.array(z.string()).min(1).optional(),
    /** Only Pokémon with an Energy of this type attached. */
    withEnergy: energy.optional(),
    /** Only Pokémon whose top card evolves from this name ("each of your Pokémon that evolves from Eevee"). */
    evolvesFrom: z.string().min(1).optional(),
    /** The healed Pokémon also recovers from these Special Conditions (all of them with 'all', one at random with 'random'). */
    cures: z.union([z.literal('all'), z.literal('random'), z.array(z.enum(statuses)).min(1)]).optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    return pool(s, side, self, p).some((x) => x.damage > 0 || (p.cures !== undefined && x.status.length > 0));
  },
  run(ctx, p) {
    const all = pool(ctx.s, ctx.player, ctx.self, p);
    const one = p.target === 'one_own' || p.target === 'one_own_bench';
    let chosen = all;
    if (one) {
      const c = all.filter((x) => x.damage > 0 || (p.cures !== undefined && x.status.length > 0));
      if (c.length === 0) return;
      const i = ctx.choose(
        ctx.player,
        'Choose a Pokémon to heal',
        c.map((x) => label(ctx.s, x, ctx.player)),
      );
      chosen = [c[i]];
    }
    for (const x of chosen) {
      healAndTell(ctx, ctx.player, x, p.amount);
      if (p.cures === 'random' && x.status.length > 0)
        cureStatuses(ctx, ctx.player, x, [x.status[randInt(ctx.s.rng, x.status.length, 'random')]]);
      else if (p.cures && p.cures !== 'random')
        cureStatuses(ctx, ctx.player, x, p.cures === 'all' ? null : p.cures);
    }
  },
  words: (p, w) => {
    const kind = `${p.stage === undefined ? '' : p.stage === 0 ? 'Basic ' : `Stage ${p.stage} `}${
      p.targetType ? `${w.energy(p.targetType)} ` : ''
    }`;
    const who = p.names ? w.names(p.names) : `${kind}Pokémon`;
    const having = p.withEnergy
      ? ` that has any ${w.energy(p.withEnergy)} Energy attached`
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
    }[p.target];
    if (p.cures === 'random')
      return `heal ${p.amount} damage and remove a random Special Condition from ${from.replace(/^1 of/, 'that 1 of')}`;
    const cure = !p.cures
      ? ''
      : p.cures === 'all'
        ? ', and it recovers from all Special Conditions'
        : `, and it recovers from being ${p.cures.join(', ')}`;
    return `heal ${p.amount} damage from ${from}${cure}`;
  },
});

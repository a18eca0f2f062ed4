/**
 * Energy discarded from the attacker for damage, before the damage: "Discard
 * all [R] and [L] Energy from this Pokémon, and this attack does 50 damage for
 * each Energy you discarded in this way." (`damageEach`: the attack's damage
 * is the count times it) and "Flip 3 coins. For each heads, discard a [R]
 * Energy from this Pokémon. This attack does 30 more damage for each [R]
 * Energy you discarded in this way." (`bonusEach`: added to the damage).
 * Only Energy actually discarded counts (heads beyond the Energy attached add
 * nothing).
 */
import { z } from 'zod';
import type { EnergyType } from '../../data/schema.ts';
import { amount, defineEffect, energy, paramsOf } from '../effect.ts';
import { energyDiscarded } from '../helpers.ts';

export const discardEnergyForDamage = defineEffect({
  id: 'discard_energy_for_damage',
  description:
    'discard Energy of the listed types from the attacker (all, or one per heads of N coins); damage = or + each × the count',
  params: paramsOf('discard_energy_for_damage', {
    energyTypes: z.array(energy).min(1),
    count: z.union([z.literal('all'), z.object({ heads: z.number().int().positive() }).strict()]),
    damageEach: amount.optional(),
    bonusEach: amount.optional(),
  }).refine(
    (p) => (p.damageEach === undefined) !== (p.bonusEach === undefined),
    'either damageEach or bonusEach',
  ),
  phase: 'modify',
  run(ctx, p) {
    const self = ctx.self;
    if (!self) return;
    let max = Number.POSITIVE_INFINITY;
    if (p.count !== 'all') {
      max = 0;
      for (let i = 0; i < p.count.heads; i++) if (ctx.flip()) max++;
    }
    const gone: EnergyType[] = [];
    const kept: EnergyType[] = [];
    for (const e of self.energy) {
      if (gone.length < max && p.energyTypes.includes(e)) gone.push(e);
      else kept.push(e);
    }
    self.energy = kept;
    energyDiscarded(ctx, ctx.player, self, gone);
    if (p.damageEach !== undefined) ctx.res.damage = p.damageEach * gone.length;
    else ctx.res.damage += (p.bonusEach ?? 0) * gone.length;
  },
  words: (p, w) => {
    const types = p.energyTypes.map((e) => w.energy(e)).join(' and ');
    const what =
      p.count === 'all'
        ? `discard all ${types} Energy from this Pokémon`
        : `flip ${p.count.heads} coins; for each heads, discard a ${types} Energy from this Pokémon`;
    return p.damageEach !== undefined
      ? `${what}; this attack does ${p.damageEach} damage for each Energy you discarded in this way`
      : `${what}; this attack does ${p.bonusEach} more damage for each ${types} Energy you discarded in this way`;
  },
});

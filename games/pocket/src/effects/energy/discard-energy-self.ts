/**
 * "Discard N (type) Energy from this Pokémon" / "Discard all Energy from this
 * Pokémon." / "Discard a [R], [W], and [L] Energy from this Pokémon" (one of
 * each type listed, `energyTypes`).
 */
import { z } from 'zod';
import type { EnergyType } from '../../data/schema.ts';
import { amount, count, defineEffect, energy, paramsOf } from '../effect.ts';
import { energyDiscarded } from '../helpers.ts';

export const discardEnergySelf = defineEffect({
  id: 'discard_energy_self',
  description: 'discard energy (of a type, or all) from the attacker',
  params: paramsOf('discard_energy_self', {
    /** How many (1 when absent); ignored with `energyTypes`. */
    count: z.union([amount, z.literal('all')]).optional(),
    energyType: energy.optional(),
    /** One Energy of each of these types. */
    energyTypes: z.array(energy).min(1).optional(),
    /** The price of an Ability ("discard 1 [R] Energy from this Pokémon in order to use this Ability"): its words say so. */
    cost: z.literal(true).optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const self = ctx.self;
    if (!self) return;
    let gone: EnergyType[];
    const n = p.count ?? 1;
    if (p.energyTypes) {
      gone = [];
      for (const e of p.energyTypes) {
        const i = self.energy.lastIndexOf(e);
        if (i >= 0) gone.push(...self.energy.splice(i, 1));
      }
    } else if (n === 'all' && !p.energyType) {
      gone = self.energy;
      self.energy = [];
    } else if (n === 'all') {
      // "Discard all [L] Energy from this Pokémon": every Energy of that type.
      gone = self.energy.filter((e) => e === p.energyType);
      self.energy = self.energy.filter((e) => e !== p.energyType);
    } else {
      let left = n;
      const kept: EnergyType[] = [];
      gone = [];
      for (let i = self.energy.length - 1; i >= 0; i--) {
        const e = self.energy[i];
        if (left > 0 && (!p.energyType || e === p.energyType)) {
          left--;
          gone.push(e);
        } else kept.unshift(e);
      }
      self.energy = kept;
    }
    energyDiscarded(ctx, ctx.player, self, gone);
  },
  words: (p, w) =>
    p.cost
      ? `discard ${p.count ?? 1} ${p.energyType ? `${w.energy(p.energyType)} ` : ''}Energy from this Pokémon in order to use this Ability`
      : p.energyTypes
        ? `discard a ${p.energyTypes.map((e) => w.energy(e)).join(', a ')} Energy from this Pokémon`
        : p.count === 'all'
          ? `discard all ${p.energyType ? `${w.energy(p.energyType)} ` : ''}Energy from this Pokémon`
          : `discard ${count(p.count ?? 1, p.energyType ? `${w.energy(p.energyType)} Energy` : 'Energy', p.energyType ? `${w.energy(p.energyType)} Energy` : 'Energy')} from this Pokémon`,
});

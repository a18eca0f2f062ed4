/** "Discard N (type) Energy from this Pokémon" / "Discard all Energy from this Pokémon." */
import { z } from 'zod';
import type { EnergyType } from '../../data/schema.ts';
import { slotInfo } from '../../rules/ops.ts';
import { amount, count, defineEffect, energy, paramsOf } from '../effect.ts';

export const discardEnergySelf = defineEffect({
  id: 'discard_energy_self',
  description: 'discard energy (of a type, or all) from the attacker',
  params: paramsOf('discard_energy_self', {
    count: z.union([amount, z.literal('all')]),
    energyType: energy.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const self = ctx.self;
    if (!self) return;
    let gone: EnergyType[];
    if (p.count === 'all' && !p.energyType) {
      gone = self.energy;
      self.energy = [];
    } else if (p.count === 'all') {
      // "Discard all [L] Energy from this Pokémon": every Energy of that type.
      gone = self.energy.filter((e) => e === p.energyType);
      self.energy = self.energy.filter((e) => e !== p.energyType);
    } else {
      let left = p.count;
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
    if (gone.length > 0)
      ctx.emit?.({
        type: 'discard-energy',
        side: ctx.player,
        pokemon: slotInfo(ctx.s, self).name,
        energy: gone,
      });
  },
  words: (p, w) =>
    p.count === 'all'
      ? `discard all ${p.energyType ? `${w.energy(p.energyType)} ` : ''}Energy from this Pokémon`
      : `discard ${count(p.count, p.energyType ? `${w.energy(p.energyType)} Energy` : 'Energy', p.energyType ? `${w.energy(p.energyType)} Energy` : 'Energy')} from this Pokémon`,
});

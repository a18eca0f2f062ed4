/** "Move all (type) Energy from your Benched Pokémon to your (names) in the Active Spot." */
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import { defineEffect, energy, paramsOf } from '../effect.ts';

export const moveAllEnergyBenchToActive = defineEffect({
  id: 'move_all_energy_bench_to_active',
  description: 'move all energy of a type from the Bench to a named Active Pokémon',
  params: paramsOf('move_all_energy_bench_to_active', { energyType: energy, names: z.array(z.string()) }),
  phase: 'after',
  usable(s, side, _self, p) {
    const a = s.sides[side].active;
    return Boolean(a && p.names.includes(slotInfo(s, a).name));
  },
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    if (!pl.active) return;
    for (const b of pl.bench) {
      const moved = b.energy.filter((e) => e === p.energyType);
      b.energy = b.energy.filter((e) => e !== p.energyType);
      pl.active.energy.push(...moved);
      if (moved.length > 0)
        ctx.emit?.({
          type: 'move-energy',
          side: ctx.player,
          from: slotInfo(ctx.s, b).name,
          to: slotInfo(ctx.s, pl.active).name,
          energy: moved,
        });
    }
  },
  words: (p, w) =>
    `move all ${w.energy(p.energyType)} Energy from your Benched Pokémon to your ${w.names(p.names)} in the Active Spot`,
});

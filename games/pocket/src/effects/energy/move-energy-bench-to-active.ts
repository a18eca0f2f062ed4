/** "Move a (type) Energy from 1 of your Benched (type) Pokémon to your Active (type) Pokémon." */
import { slotInfo } from '../../rules/ops.ts';
import { defineEffect, energy, paramsOf, pokemonType } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';

export const moveEnergyBenchToActive = defineEffect({
  id: 'move_energy_bench_to_active',
  description: 'move one energy of a type from a Benched Pokémon of a type to the Active Pokémon of a type',
  params: paramsOf('move_energy_bench_to_active', {
    energyType: energy,
    benchType: pokemonType,
    activeType: pokemonType,
  }),
  phase: 'after',
  usable(s, side, _self, p) {
    const pl = s.sides[side];
    if (!pl.active || slotInfo(s, pl.active).type !== p.activeType) return false;
    return pl.bench.some((b) => slotInfo(s, b).type === p.benchType && b.energy.includes(p.energyType));
  },
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const active = pl.active;
    if (!active) return;
    const from = pl.bench.filter(
      (b) => slotInfo(ctx.s, b).type === p.benchType && b.energy.includes(p.energyType),
    );
    if (from.length === 0) return;
    const src = from[choosePokemon(ctx, ctx.player, 'Move energy from', from, ctx.player)];
    src.energy.splice(src.energy.indexOf(p.energyType), 1);
    active.energy.push(p.energyType);
    ctx.emit?.({
      type: 'move-energy',
      side: ctx.player,
      from: slotInfo(ctx.s, src).name,
      to: slotInfo(ctx.s, active).name,
      energy: [p.energyType],
    });
  },
  words: (p, w) =>
    `move a ${w.energy(p.energyType)} Energy from 1 of your Benched ${w.energy(p.benchType)} Pokémon to your Active ${w.energy(p.activeType)} Pokémon`,
});

/** "Discard a [R] Energy from your opponent's Active Pokémon." (an Energy of a type, or any, from another Pokémon) */
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import { amount, count, defineEffect, type EnergyType, energy, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const discardEnergy = defineEffect({
  id: 'discard_energy',
  description: "discard Energy (of a type) from the opponent's Active Pokémon",
  params: paramsOf('discard_energy', {
    from: z.enum(['opponent_active']),
    count: amount,
    energyType: energy.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const target = ctx.s.sides[ctx.opp].active;
    if (!target || defenderShielded(ctx)) return;
    const gone: EnergyType[] = [];
    for (let k = 0; k < p.count; k++) {
      const i = p.energyType ? target.energy.lastIndexOf(p.energyType) : target.energy.length - 1;
      if (i < 0) break;
      gone.push(...target.energy.splice(i, 1));
    }
    const pile = ctx.s.sides[ctx.opp];
    if (pile.energyDiscard && gone.length > 0) pile.energyDiscard = [...pile.energyDiscard, ...gone];
    if (gone.length > 0)
      ctx.emit?.({
        type: 'discard-energy',
        side: ctx.opp,
        pokemon: slotInfo(ctx.s, target).name,
        energy: gone,
      });
  },
  words: (p, w) => {
    const e = p.energyType ? `${w.energy(p.energyType)} Energy` : 'Energy';
    return `discard ${count(p.count, e, e)} from your opponent's Active Pokémon`;
  },
});

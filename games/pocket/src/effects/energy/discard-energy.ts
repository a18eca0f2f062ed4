/**
 * "Discard a [R] Energy from your opponent's Active Pokémon." (an Energy of a
 * type, or any, from another Pokémon); "… discard 2 [P] Energy / all Energy
 * from that Pokémon" after a heal (`from: healed`: the Pokémon the heal
 * step before it healed, `ctx.healed`; nothing when none was healed).
 */
import { z } from 'zod';
import { amount, count, defineEffect, type EnergyType, energy, paramsOf } from '../effect.ts';
import { defenderShielded, energyDiscarded } from '../helpers.ts';

export const discardEnergy = defineEffect({
  id: 'discard_energy',
  description: "discard Energy (of a type) from the opponent's Active Pokémon",
  params: paramsOf('discard_energy', {
    from: z.enum(['opponent_active', 'healed']),
    count: z.union([amount, z.literal('all')]),
    energyType: energy.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const healed = p.from === 'healed' ? ctx.healed : undefined;
    const side = healed ? healed.side : ctx.opp;
    const target = p.from === 'healed' ? (healed?.slot ?? null) : ctx.s.sides[ctx.opp].active;
    if (!target || (p.from === 'opponent_active' && defenderShielded(ctx))) return;
    const gone: EnergyType[] = [];
    const n = p.count === 'all' ? target.energy.length : p.count;
    for (let k = 0; k < n; k++) {
      const i = p.energyType ? target.energy.lastIndexOf(p.energyType) : target.energy.length - 1;
      if (i < 0) break;
      gone.push(...target.energy.splice(i, 1));
    }
    energyDiscarded(ctx, side, target, gone);
  },
  words: (p, w) => {
    const e = p.energyType ? `${w.energy(p.energyType)} Energy` : 'Energy';
    const what = p.count === 'all' ? `all ${e}` : count(p.count, e, e);
    return `discard ${what} from ${p.from === 'healed' ? 'that Pokémon' : "your opponent's Active Pokémon"}`;
  },
});

/**
 * "… move 2 [L] Energy from that Pokémon and attach 1 Energy each to 2 of
 * your Benched Pokémon." (Electrical Cord): up to `count` Energy (of a type)
 * leave this Pokémon, one onto each of `count` different Benched Pokémon of
 * its owner, chosen one after another. Fewer Benched Pokémon or fewer such
 * Energy: as many as there are. In a trigger fired by the flow no one is
 * asked (src/rules/triggers.ts): the Benched Pokémon are taken in Bench order.
 */
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import type { Slot } from '../../state.ts';
import { defineEffect, energy, paramsOf } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';

export const spreadEnergy = defineEffect({
  id: 'spread_energy',
  description: 'move Energy (of a type) from this Pokémon, 1 each onto that many different Benched Pokémon',
  params: paramsOf('spread_energy', {
    count: z.number().int().min(2),
    energyType: energy.optional(),
  }),
  phase: 'after',
  usable: (s, side, self, p) =>
    self !== null &&
    s.sides[side].bench.some((b) => b !== self) &&
    self.energy.some((e) => !p.energyType || e === p.energyType),
  run(ctx, p) {
    const self = ctx.self;
    if (!self) return;
    const have = self.energy.filter((e) => !p.energyType || e === p.energyType).length;
    const left = ctx.s.sides[ctx.player].bench.filter((b) => b !== self);
    // Every choice is asked before anything moves (a step waiting for an answer runs again from its start).
    const chosen: Slot[] = [];
    while (chosen.length < Math.min(p.count, have) && left.length > 0) {
      const i = choosePokemon(
        ctx,
        ctx.player,
        'Choose a Benched Pokémon to attach 1 Energy to',
        left,
        ctx.player,
      );
      chosen.push(...left.splice(i, 1));
    }
    for (const dest of chosen) {
      const at = p.energyType ? self.energy.lastIndexOf(p.energyType) : self.energy.length - 1;
      const moved = self.energy.splice(at, 1);
      dest.energy.push(...moved);
      ctx.emit?.({
        type: 'move-energy',
        side: ctx.player,
        from: slotInfo(ctx.s, self).name,
        to: slotInfo(ctx.s, dest).name,
        energy: moved,
      });
    }
  },
  words: (p, w) =>
    `move ${p.count} ${p.energyType ? `${w.energy(p.energyType)} ` : ''}Energy from this Pokémon and attach 1 Energy each to ${p.count} of your Benched Pokémon`,
});

/** "Discard a random Energy from your opponent's Active Pokémon" / "… from among the Energy attached to all Pokémon". */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { slotInfo, slotsOf } from '../../rules/ops.ts';
import type { Side, Slot } from '../../state.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const discardRandomEnergy = defineEffect({
  id: 'discard_random_energy',
  description: "discard a random energy from the opponent's Active Pokémon or from every Pokémon in play",
  params: paramsOf('discard_random_energy', { from: z.enum(['all_in_play', 'opponent_active']), coin }),
  phase: 'after',
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const sides: Array<[Side, Slot[]]> =
      p.from === 'opponent_active'
        ? [[ctx.opp, ctx.defender && !defenderShielded(ctx) ? [ctx.defender] : []]]
        : [
            [ctx.player, slotsOf(ctx.s.sides[ctx.player])],
            [ctx.opp, slotsOf(ctx.s.sides[ctx.opp])],
          ];
    const pool: Array<[Side, Slot, number]> = [];
    for (const [side, slots] of sides)
      for (const sl of slots) for (let i = 0; i < sl.energy.length; i++) pool.push([side, sl, i]);
    if (pool.length === 0) return;
    const [side, sl, i] = pool[randInt(ctx.s.rng, pool.length, 'random')];
    const gone = sl.energy.splice(i, 1);
    ctx.emit?.({ type: 'discard-energy', side, pokemon: slotInfo(ctx.s, sl).name, energy: gone });
  },
  words: (p) =>
    `${onHeads(p.coin)}discard a random Energy from ${
      p.from === 'opponent_active'
        ? "your opponent's Active Pokémon"
        : "among the Energy attached to all Pokémon (both yours and your opponent's)"
    }`,
});

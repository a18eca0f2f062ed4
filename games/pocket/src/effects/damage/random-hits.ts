/** "1 of your opponent's Pokémon is chosen at random N times. For each time a Pokémon was chosen, do X damage to it." */
import { randInt } from '@arbiter/core';
import { slotsOf } from '../../rules/ops.ts';
import type { Slot } from '../../state.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo } from '../helpers.ts';

export const randomHits = defineEffect({
  id: 'random_hits',
  description: "an opponent's Pokémon chosen at random `times` times; `amount` damage each time",
  params: paramsOf('random_hits', { times: amount, amount }),
  phase: 'after',
  run(ctx, p) {
    const hits = new Map<Slot, number>();
    for (let i = 0; i < p.times; i++) {
      const targets = slotsOf(ctx.s.sides[ctx.opp]);
      if (targets.length === 0) break;
      const t = targets[randInt(ctx.s.rng, targets.length, 'random')];
      hits.set(t, (hits.get(t) ?? 0) + 1);
    }
    for (const [t, n] of hits) for (let i = 0; i < n; i++) attackDamageTo(ctx, ctx.opp, t, p.amount);
  },
  words: (p) =>
    `1 of your opponent's Pokémon is chosen at random ${p.times} times; for each time a Pokémon was chosen, do ${p.amount} damage to it`,
});

/**
 * "1 of your opponent's (Benched) Pokémon is chosen at random N times (or
 * once for each [M] Energy attached). For each time a Pokémon was chosen, do
 * X damage to it." — or "1 other Pokémon (either yours or your opponent's)".
 * Damage to the opponent's Pokémon is attack damage; to your own, as printed.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { modifierAdd } from '../../rules/lasting-damage.ts';
import { affectedOf, slotsOf } from '../../rules/ops.ts';
import type { Side, Slot } from '../../state.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { attackDamageTo, damageAsPrinted } from '../helpers.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

export const randomHits = defineEffect({
  id: 'random_hits',
  description: 'a Pokémon chosen at random `times` times (a number or a count); `amount` damage each time',
  params: paramsOf('random_hits', {
    times: z.union([amount, z.object({ per: counterSchema }).strict()]),
    amount,
    among: z.enum(['opponent_any', 'opponent_bench', 'all_other']).optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const base = typeof p.times === 'number' ? p.times : countOf(ctx, p.times.per);
    // "During this turn, 1 of your opponent's Pokémon is chosen 1 more time for the Draco Meteor attack" (the generic modifier).
    const times =
      base +
      (ctx.self
        ? modifierAdd(ctx.s, affectedOf(ctx.s, ctx.player, ctx.self), 'random_hits.times', ctx.res.attackName)
        : 0);
    const among = p.among ?? 'opponent_any';
    const hits = new Map<Slot, { side: Side; n: number }>();
    for (let i = 0; i < times; i++) {
      const targets: Array<{ side: Side; slot: Slot }> = [];
      const opp = ctx.s.sides[ctx.opp];
      for (const slot of among === 'opponent_bench' ? opp.bench : slotsOf(opp))
        targets.push({ side: ctx.opp, slot });
      if (among === 'all_other')
        for (const slot of slotsOf(ctx.s.sides[ctx.player]))
          if (slot !== ctx.self) targets.push({ side: ctx.player, slot });
      if (targets.length === 0) break;
      const t = targets[randInt(ctx.s.rng, targets.length, 'random')];
      const h = hits.get(t.slot) ?? { side: t.side, n: 0 };
      h.n++;
      hits.set(t.slot, h);
    }
    for (const [t, h] of hits)
      for (let i = 0; i < h.n; i++)
        if (h.side === ctx.opp) attackDamageTo(ctx, ctx.opp, t, p.amount);
        else damageAsPrinted(ctx, h.side, t, p.amount);
  },
  words: (p, w) =>
    `${
      p.among === 'all_other'
        ? "1 other Pokémon (either yours or your opponent's)"
        : `1 of your opponent's ${p.among === 'opponent_bench' ? 'Benched ' : ''}Pokémon`
    } is chosen at random ${
      typeof p.times === 'number' ? `${p.times} times` : `once for each ${counterWords(p.times.per, w)}`
    }; for each time a Pokémon was chosen, do ${p.amount} damage to it`,
});

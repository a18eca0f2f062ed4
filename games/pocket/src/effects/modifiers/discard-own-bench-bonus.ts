/**
 * "You may discard 1 of your Benched Basic [G] Pokémon. If you do, this
 * attack does 70 more damage." / "You may discard any number of your
 * Benched [W] Pokémon. This attack does 40 more damage for each Benched
 * Pokémon you discarded in this way.": the player picks them one by one
 * (or stops), then they are discarded with their cards (no points) and the
 * bonus is added before the damage.
 */
import { z } from 'zod';
import { removeFromPlay, slotInfo } from '../../rules/ops.ts';
import type { Slot } from '../../state.ts';
import { amount, defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { label } from '../helpers.ts';

export const discardOwnBenchBonus = defineEffect({
  id: 'discard_own_bench_bonus',
  description: 'may discard Benched Pokémon (of a stage, a type; 1 or any number); +bonusEach for each',
  params: paramsOf('discard_own_bench_bonus', {
    max: z.union([amount, z.literal('any')]),
    stage: z.number().int().min(0).max(2).optional(),
    pokemonType: pokemonType.optional(),
    bonusEach: amount,
  }),
  phase: 'modify',
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const left = pl.bench.filter((b) => {
      const ci = slotInfo(ctx.s, b);
      return (p.stage === undefined || ci.stage === p.stage) && (!p.pokemonType || ci.type === p.pokemonType);
    });
    const picked: Slot[] = [];
    const max = p.max === 'any' ? left.length : p.max;
    // Every question first (a decision re-runs the step from its start), then the discards.
    while (picked.length < max && left.length > 0) {
      const options = [...left.map((x) => label(ctx.s, x, ctx.player)), "Don't discard"];
      const i = ctx.choose(ctx.player, 'Choose a Benched Pokémon to discard', options);
      if (i >= left.length) break;
      picked.push(left[i]);
      left.splice(i, 1);
    }
    for (const slot of picked) {
      ctx.emit?.({
        type: 'leave-play',
        side: ctx.player,
        pokemon: slotInfo(ctx.s, slot).name,
        to: 'discard',
      });
      removeFromPlay(ctx.s, ctx.player, slot, 'discard', ctx.emit);
    }
    ctx.res.damage += p.bonusEach * picked.length;
  },
  words: (p, w) => {
    const kind = `${p.stage === 0 ? 'Basic ' : p.stage ? `Stage ${p.stage} ` : ''}${p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''}Pokémon`;
    return p.max === 'any'
      ? `you may discard any number of your Benched ${kind}; this attack does ${p.bonusEach} more damage for each Benched Pokémon you discarded in this way`
      : `you may discard ${p.max} of your Benched ${kind}; if you do, this attack does ${p.bonusEach} more damage${p.max === 1 ? '' : ' for each'}`;
  },
});

/** "Switch this Pokémon with 1 of your Benched Pokémon." */
import { slotInfo, switchActive } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { label } from '../helpers.ts';
import { switched } from './switched.ts';

export const switchSelf = defineEffect({
  id: 'switch_self',
  description: 'switch the attacker with 1 of your Benched Pokémon (chosen)',
  params: paramsOf('switch_self', {}),
  phase: 'after',
  run(ctx) {
    const pl = ctx.s.sides[ctx.player];
    if (pl.bench.length === 0 || pl.active !== ctx.self) return;
    const i = ctx.choose(
      ctx.player,
      'Choose a Benched Pokémon to switch in',
      pl.bench.map((x) => label(ctx.s, x, ctx.player)),
    );
    const from = ctx.self ? slotInfo(ctx.s, ctx.self).name : null;
    switchActive(ctx.s, ctx.player, i);
    switched(ctx, ctx.player, from);
  },
  words: () => 'switch this Pokémon with 1 of your Benched Pokémon',
});

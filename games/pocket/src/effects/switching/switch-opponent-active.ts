/** "Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)" */
import { other, slotInfo, switchActive } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded, label } from '../helpers.ts';
import { switched } from './switched.ts';

export const switchOpponentActive = defineEffect({
  id: 'switch_opponent_active',
  description: "switch out the opponent's Active Pokémon (the opponent chooses the new one)",
  params: paramsOf('switch_opponent_active', {}),
  phase: 'after',
  usable: (s, side) => s.sides[other(side)].bench.length > 0,
  run(ctx) {
    const o = ctx.s.sides[ctx.opp];
    if (o.bench.length === 0 || !o.active || defenderShielded(ctx)) return;
    const i = ctx.choose(
      ctx.opp,
      'Choose your new Active Pokémon',
      o.bench.map((x) => label(ctx.s, x, ctx.opp)),
    );
    const from = slotInfo(ctx.s, o.active).name;
    switchActive(ctx.s, ctx.opp, i);
    switched(ctx, ctx.opp, from);
  },
  words: () =>
    "switch out your opponent's Active Pokémon to the Bench (your opponent chooses the new Active Pokémon)",
});

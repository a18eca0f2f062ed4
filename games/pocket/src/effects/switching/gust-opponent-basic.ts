/** "Switch in 1 of your opponent's Benched Basic Pokémon to the Active Spot." */
import { other, slotInfo, switchActive } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';
import { switched } from './switched.ts';

export const gustOpponentBasic = defineEffect({
  id: 'gust_opponent_basic',
  description: "switch in 1 of the opponent's Benched Basic Pokémon to their Active Spot (chosen)",
  params: paramsOf('gust_opponent_basic', {}),
  phase: 'after',
  usable: (s, side) => s.sides[other(side)].bench.some((b) => slotInfo(s, b).stage === 0),
  run(ctx) {
    const o = ctx.s.sides[ctx.opp];
    const c = o.bench.filter((b) => slotInfo(ctx.s, b).stage === 0);
    if (c.length === 0) return;
    const t = c[choosePokemon(ctx, ctx.player, 'Choose a Benched Basic Pokémon to switch in', c, ctx.opp)];
    const from = o.active ? slotInfo(ctx.s, o.active).name : null;
    switchActive(ctx.s, ctx.opp, o.bench.indexOf(t));
    switched(ctx, ctx.opp, from);
  },
  words: () => "switch in 1 of your opponent's Benched Basic Pokémon to the Active Spot",
});

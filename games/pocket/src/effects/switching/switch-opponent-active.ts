/** "Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)" */
import { z } from 'zod';
import { other, slotInfo, switchActive } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon, defenderShielded } from '../helpers.ts';
import { switched } from './switched.ts';

export const switchOpponentActive = defineEffect({
  id: 'switch_opponent_active',
  description: "switch out the opponent's Active Pokémon (the opponent chooses the new one)",
  // `stage`: only an Active Pokémon of that stage ("your opponent's Active Basic Pokémon").
  params: paramsOf('switch_opponent_active', { stage: z.number().int().min(0).max(2).optional() }),
  phase: 'after',
  usable: (s, side, _self, p) => {
    const o = s.sides[other(side)];
    return (
      o.bench.length > 0 && (p.stage === undefined || (!!o.active && slotInfo(s, o.active).stage === p.stage))
    );
  },
  run(ctx, p) {
    const o = ctx.s.sides[ctx.opp];
    if (o.bench.length === 0 || !o.active || defenderShielded(ctx)) return;
    if (p.stage !== undefined && slotInfo(ctx.s, o.active).stage !== p.stage) return;
    const i = choosePokemon(ctx, ctx.opp, 'Choose your new Active Pokémon', o.bench, ctx.opp);
    const from = slotInfo(ctx.s, o.active).name;
    switchActive(ctx.s, ctx.opp, i);
    switched(ctx, ctx.opp, from);
  },
  words: (p) =>
    `switch out your opponent's Active ${p.stage === 0 ? 'Basic ' : p.stage ? `Stage ${p.stage} ` : ''}Pokémon to the Bench (your opponent chooses the new Active Pokémon)`,
});

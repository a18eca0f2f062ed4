/** "Put your (names) in the Active Spot into your hand" (with its cards; a Benched Pokémon is then promoted). */
import { z } from 'zod';
import { removeFromPlay, slotInfo } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const returnActiveToHand = defineEffect({
  id: 'return_active_to_hand',
  description: 'put a named own Active Pokémon (and its cards) into the hand; a Benched one is promoted',
  params: paramsOf('return_active_to_hand', { names: z.array(z.string()) }),
  phase: 'after',
  usable(s, side, _self, p) {
    const pl = s.sides[side];
    return Boolean(pl.active && pl.bench.length > 0 && p.names.includes(slotInfo(s, pl.active).name));
  },
  run(ctx) {
    const pl = ctx.s.sides[ctx.player];
    if (!pl.active) return;
    ctx.emit?.({
      type: 'leave-play',
      side: ctx.player,
      pokemon: slotInfo(ctx.s, pl.active).name,
      to: 'hand',
    });
    removeFromPlay(ctx.s, ctx.player, pl.active, 'hand', ctx.emit);
  },
  words: (p, w) => `put your ${w.names(p.names)} in the Active Spot into your hand`,
});

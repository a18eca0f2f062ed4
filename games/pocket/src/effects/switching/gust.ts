/**
 * "Switch in 1 of your opponent's Benched Pokémon (that has damage on it)
 * to the Active Spot.": the player using the effect chooses which.
 */
import { z } from 'zod';
import { other, slotInfo, switchActive } from '../../rules/ops.ts';
import type { Slot } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';
import { switched } from './switched.ts';

/** The opponent's Benched Pokémon that may be switched in. */
export const pick = (bench: Slot[], filter: 'damaged' | undefined) =>
  filter === 'damaged' ? bench.filter((b) => b.damage > 0) : bench;

/** Whether `pick` is not empty (asked for every card in hand with this text: no list is built). */
export function anyPick(bench: readonly Slot[], filter: 'damaged' | undefined): boolean {
  if (filter !== 'damaged') return bench.length > 0;
  for (let i = 0; i < bench.length; i++) if (bench[i].damage > 0) return true;
  return false;
}

export const gust = defineEffect({
  id: 'gust',
  description:
    "switch in 1 of the opponent's Benched Pokémon (optionally only a damaged one) to their Active Spot (chosen)",
  params: paramsOf('gust', { among: z.literal('opponent_bench'), filter: z.literal('damaged').optional() }),
  phase: 'after',
  usable: (s, side, _self, p) => anyPick(s.sides[other(side)].bench, p.filter),
  run(ctx, p) {
    const o = ctx.s.sides[ctx.opp];
    const c = pick(o.bench, p.filter);
    if (c.length === 0) return;
    const t =
      c[choosePokemon(ctx, ctx.player, "Choose an opponent's Benched Pokémon to switch in", c, ctx.opp)];
    const from = o.active ? slotInfo(ctx.s, o.active).name : null;
    switchActive(ctx.s, ctx.opp, o.bench.indexOf(t));
    switched(ctx, ctx.opp, from);
  },
  words: (p) =>
    `switch in 1 of your opponent's Benched Pokémon${p.filter === 'damaged' ? ' that has damage on it' : ''} to the Active Spot`,
});

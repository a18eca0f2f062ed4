/**
 * "Switch it (this Pokémon) with your Active Pokémon": the user, on the
 * Bench, becomes the Active Pokémon and the Active one goes to the Bench in
 * its place (its Special Conditions and the attack effects on it end, as
 * any switch to the Bench). Not usable unless the user is on the Bench and
 * an Active Pokémon is there to switch with (an Ability is not offered
 * then); in a trigger whose Pokémon is no longer on the Bench it does
 * nothing.
 */
import { slotInfo, switchActive } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { switched } from './switched.ts';

export const switchInSelf = defineEffect({
  id: 'switch_in_self',
  description: 'the user, on the Bench, switches with the Active Pokémon',
  params: paramsOf('switch_in_self', {}),
  phase: 'after',
  usable: (s, side, self) =>
    self !== null && s.sides[side].active !== null && s.sides[side].bench.includes(self),
  run(ctx) {
    const p = ctx.s.sides[ctx.player];
    const self = ctx.self;
    const i = self ? p.bench.indexOf(self) : -1;
    if (i < 0 || !p.active) return;
    const from = slotInfo(ctx.s, p.active).name;
    switchActive(ctx.s, ctx.player, i);
    switched(ctx, ctx.player, from);
  },
  words: () => 'switch this Pokémon with your Active Pokémon',
});

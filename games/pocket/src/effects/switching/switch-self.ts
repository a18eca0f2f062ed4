/**
 * "Switch this Pokémon with 1 of your Benched ([L]) Pokémon." — with
 * `optional`, "You may switch …": the player may keep it where it is.
 */
import { z } from 'zod';
import { slotInfo, switchActive } from '../../rules/ops.ts';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { label } from '../helpers.ts';
import { switched } from './switched.ts';

export const switchSelf = defineEffect({
  id: 'switch_self',
  description:
    'switch the attacker with 1 of your Benched Pokémon (of a type; optionally not at all), chosen',
  params: paramsOf('switch_self', {
    optional: z.literal(true).optional(),
    pokemonType: pokemonType.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    if (pl.bench.length === 0 || pl.active !== ctx.self) return;
    const c = p.pokemonType ? pl.bench.filter((b) => slotInfo(ctx.s, b).type === p.pokemonType) : pl.bench;
    if (c.length === 0) return;
    const options = c.map((x) => label(ctx.s, x, ctx.player));
    if (p.optional) options.push("Don't switch");
    const i = ctx.choose(ctx.player, 'Choose a Benched Pokémon to switch in', options);
    if (i >= c.length) return;
    const from = ctx.self ? slotInfo(ctx.s, ctx.self).name : null;
    switchActive(ctx.s, ctx.player, pl.bench.indexOf(c[i]));
    switched(ctx, ctx.player, from);
  },
  words: (p, w) =>
    `${p.optional ? 'you may ' : ''}switch this Pokémon with 1 of your Benched ${
      p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''
    }Pokémon`,
});

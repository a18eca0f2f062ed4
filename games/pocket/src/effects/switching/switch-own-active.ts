/**
 * "Switch your Active (Stage 1 / [W] / damaged) Pokémon with 1 of your
 * Benched Pokémon." — a Supporter's or an Ability's: usable only when the
 * Active Pokémon is of the kind named and the Bench is not empty.
 */
import { z } from 'zod';
import { slotInfo, switchActive } from '../../rules/ops.ts';
import type { PocketState, Slot } from '../../state.ts';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { label } from '../helpers.ts';
import { switched } from './switched.ts';

const params = paramsOf('switch_own_active', {
  pokemonType: pokemonType.optional(),
  stage: z.number().int().min(0).max(2).optional(),
  filter: z.literal('damaged').optional(),
});
type Params = z.infer<typeof params>;

function fits(s: PocketState, a: Slot | null, p: Params): boolean {
  if (!a) return false;
  const ci = slotInfo(s, a);
  return (
    (!p.pokemonType || ci.type === p.pokemonType) &&
    (p.stage === undefined || ci.stage === p.stage) &&
    (p.filter !== 'damaged' || a.damage > 0)
  );
}

export const switchOwnActive = defineEffect({
  id: 'switch_own_active',
  description:
    'switch your Active Pokémon (of a type, a stage, or damaged) with 1 of your Benched Pokémon (chosen)',
  params,
  phase: 'after',
  usable: (s, side, _self, p) => s.sides[side].bench.length > 0 && fits(s, s.sides[side].active, p),
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    if (pl.bench.length === 0 || !fits(ctx.s, pl.active, p)) return;
    const i = ctx.choose(
      ctx.player,
      'Choose a Benched Pokémon to switch in',
      pl.bench.map((x) => label(ctx.s, x, ctx.player)),
    );
    const from = pl.active ? slotInfo(ctx.s, pl.active).name : null;
    switchActive(ctx.s, ctx.player, i);
    switched(ctx, ctx.player, from);
  },
  words: (p, w) =>
    `switch your Active ${p.stage !== undefined ? `${['Basic', 'Stage 1', 'Stage 2'][p.stage]} ` : ''}${
      p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''
    }Pokémon${p.filter === 'damaged' ? ' that has damage on it' : ''} with 1 of your Benched Pokémon`,
});

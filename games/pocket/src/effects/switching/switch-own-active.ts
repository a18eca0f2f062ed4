/**
 * "Switch your Active (Stage 1 / [W] / damaged) Pokémon with 1 of your
 * Benched Pokémon." — a Supporter's or an Ability's: usable only when the
 * Active Pokémon is of the kind named and the Bench is not empty.
 */
import { z } from 'zod';
import { type CardTag, cardTags } from '../../data/schema.ts';
import { slotInfo, switchActive } from '../../rules/ops.ts';
import type { PocketState, Slot } from '../../state.ts';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { choosePokemon } from '../helpers.ts';
import { switched } from './switched.ts';

const TAG_WORDS: Record<CardTag, string> = {
  mega: 'Mega Evolution Pokémon',
  'ultra-beast': 'Ultra Beast',
  ancient: 'Ancient Pokémon',
  future: 'Future Pokémon',
};

const params = paramsOf('switch_own_active', {
  pokemonType: pokemonType.optional(),
  stage: z.number().int().min(0).max(2).optional(),
  filter: z.literal('damaged').optional(),
  /** A card group (U1, Ultra Thrusters): the Active and the Benched Pokémon switched in are both of it. */
  tag: z.enum(cardTags).optional(),
});
type Params = z.infer<typeof params>;

export function fits(s: PocketState, a: Slot | null, p: Params): boolean {
  if (!a) return false;
  const ci = slotInfo(s, a);
  return (
    (!p.pokemonType || ci.type === p.pokemonType) &&
    (p.stage === undefined || ci.stage === p.stage) &&
    (p.filter !== 'damaged' || a.damage > 0) &&
    (!p.tag || ci.tags.includes(p.tag))
  );
}

/** The Benched Pokémon that may be switched in (of the group, when one is named). */
export function benched(s: PocketState, bench: Slot[], p: Params): Slot[] {
  return p.tag ? bench.filter((b) => slotInfo(s, b).tags.includes(p.tag as CardTag)) : bench;
}

/** Whether `benched` is not empty (no list is built). */
function anyBenched(s: PocketState, bench: readonly Slot[], p: Params): boolean {
  const tag = p.tag;
  if (!tag) return bench.length > 0;
  for (let i = 0; i < bench.length; i++) if (slotInfo(s, bench[i]).tags.includes(tag)) return true;
  return false;
}

export const switchOwnActive = defineEffect({
  id: 'switch_own_active',
  description:
    'switch your Active Pokémon (of a type, a stage, or damaged) with 1 of your Benched Pokémon (chosen)',
  params,
  phase: 'after',
  usable: (s, side, _self, p) => anyBenched(s, s.sides[side].bench, p) && fits(s, s.sides[side].active, p),
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const can = benched(ctx.s, pl.bench, p);
    if (can.length === 0 || !fits(ctx.s, pl.active, p)) return;
    const i = choosePokemon(ctx, ctx.player, 'Choose a Benched Pokémon to switch in', can, ctx.player);
    const from = pl.active ? slotInfo(ctx.s, pl.active).name : null;
    switchActive(ctx.s, ctx.player, pl.bench.indexOf(can[i]));
    switched(ctx, ctx.player, from);
  },
  words: (p, w) =>
    p.tag
      ? `switch your Active ${TAG_WORDS[p.tag]} with 1 of your Benched ${TAG_WORDS[p.tag]}s`
      : `switch your Active ${p.stage !== undefined ? `${['Basic', 'Stage 1', 'Stage 2'][p.stage]} ` : ''}${
          p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''
        }Pokémon${p.filter === 'damaged' ? ' that has damage on it' : ''} with 1 of your Benched Pokémon`,
});

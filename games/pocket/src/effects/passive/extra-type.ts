/**
 * "As long as this Pokémon is in play, it is [W] and [F] type." An
 * `extra_type` aura on its holder: the Pokémon has those types besides its
 * printed one wherever a type is read — Weakness of the Pokémon it attacks,
 * auras that reach "your [F] Pokémon", reductions "from [W] Pokémon"
 * (`typesOf`, `affects`).
 */
import { z } from 'zod';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { aura } from '../helpers.ts';

export const extraType = defineEffect({
  id: 'extra_type',
  description: 'aura: its holder is also of the listed types while in play',
  params: paramsOf('extra_type', { scope: z.literal('self'), types: z.array(pokemonType).min(1) }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'extra_type', 'self', 1, { types: p.types })],
  words: (p, w) =>
    `as long as this Pokémon is in play, it is ${p.types.map((t) => w.energy(t)).join(' and ')} type`,
});

/**
 * "Prevent all effects of attacks used by your opponent's Pokémon done to
 * this Pokémon." (an Ability), "… done to the Pokémon this card is attached
 * to. (Existing effects are not removed.)" (a Tool). An `effect_immunity`
 * aura on its holder: every attack effect aimed at the Defending Pokémon
 * checks it (`defenderShielded`: Special Conditions, discards, switching,
 * lasting effects); the attack's damage still counts, and effects already
 * on the Pokémon stay (`keepsExisting` only records that the text says so).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const effectImmunity = defineEffect({
  id: 'effect_immunity',
  description:
    "aura: the effects (not the damage) of the opponent's attacks do nothing to its holder (`self`: the Ability's Pokémon; `attached`: the Tool's)",
  params: paramsOf('effect_immunity', {
    scope: z.enum(['self', 'attached']),
    keepsExisting: z.literal(true).optional(),
  }),
  phase: 'after',
  aura: (_p, src) => [aura(src, 'effect_immunity', 'self', 1)],
  words: (p) =>
    `prevent all effects of attacks used by your opponent's Pokémon done to ${p.scope === 'self' ? 'this Pokémon' : 'the Pokémon this card is attached to'}`,
});

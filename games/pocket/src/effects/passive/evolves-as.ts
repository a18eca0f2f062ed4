/**
 * "This Pokémon can evolve into any Pokémon that evolves from Eevee if you
 * play it from your hand onto this Pokémon. (This Pokémon can't evolve
 * during your first turn or the turn you play it.)" An `evolves_as` aura on
 * its holder: a card in hand that evolves from `from` may be played onto it
 * (`canEvolve`); the usual timing rules still hold.
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const evolvesAs = defineEffect({
  id: 'evolves_as',
  description: 'aura: any card that evolves from `from` can be played onto its holder to evolve it',
  params: paramsOf('evolves_as', { scope: z.literal('self'), from: z.string().min(1) }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'evolves_as', 'self', 1, { evolvesAs: p.from })],
  words: (p) =>
    `this Pokémon can evolve into any Pokémon that evolves from ${p.from} if you play it from your hand onto this Pokémon`,
});

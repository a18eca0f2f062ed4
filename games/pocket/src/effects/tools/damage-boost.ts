/**
 * "Attacks used by the Future Pokémon this card is attached to do +20 damage
 * to your opponent's Active Pokémon." (a Tool), "Attacks used by Stage 1
 * Pokémon in play (both yours and your opponent's) do +10 damage to the
 * opponent's Active Pokémon." and "… each [F] Pokémon … do +20 damage to the
 * opponent's Active Pokémon ex." (Stadiums). The boost is a `damage_boost`
 * active effect on the attacker, counted in the damage calculation's boost
 * step (rules decision 2). "… do +10 damage … for each point you have
 * gotten" (Beastite): `per`, a counter counted when the damage is
 * calculated (the points of that moment), not when the Tool is attached.
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';
import { counterSchema, counterWords } from '../vocabulary/counter.ts';
import { auraShape, filtersOf, reachWords, scopeOf, whenWords } from './attached-scope.ts';

export const damageBoost = defineEffect({
  id: 'damage_boost',
  description:
    "a Tool, Stadium or Ability: attacks used by the Pokémon it reaches do `amount` more damage to the opponent's Active Pokémon (`against.ex`: only a Pokémon ex; a negative amount: less damage to any target)",
  params: paramsOf('damage_boost', {
    ...auraShape,
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0, 'a change of 0 changes nothing'),
    against: z
      .object({ ex: z.literal(true) })
      .strict()
      .optional(),
    per: counterSchema.optional(),
  }),
  phase: 'after',
  aura: (p, src) => [
    aura(src, 'damage_boost', scopeOf(p), p.amount, {
      ...filtersOf(p),
      // "do +20 damage to your opponent's Active Pokémon"; "attacks … do -20 damage" names no target (any).
      ...(p.amount > 0 ? { activeTargetOnly: true } : {}),
      ...(p.against?.ex ? { againstEx: true } : {}),
      ...(p.per ? { per: p.per } : {}),
    }),
  ],
  words: (p, w) =>
    (p.amount < 0
      ? `${whenWords(p, w)}attacks used by ${reachWords(p, w.energy)} do ${p.amount} damage`
      : `${whenWords(p, w)}attacks used by ${reachWords(p, w.energy)} do +${p.amount} damage to the opponent's Active Pokémon${p.against?.ex ? ' ex' : ''}`) +
    (p.per ? ` for each ${counterWords(p.per, w)}` : ''),
});

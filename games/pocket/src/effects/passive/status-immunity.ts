/**
 * "This Pokémon can't be affected by any Special Conditions." / "This
 * Pokémon can't be Asleep." (Abilities), "Each of your Pokémon that has any
 * [P] Energy attached recovers from all Special Conditions and can't be
 * affected by any Special Conditions." (an Ability over the team), "The [M]
 * Pokémon this card is attached to … recovers from all Special Conditions,
 * and can't be affected by any Special Conditions." (a Tool). A
 * `status_immunity` aura: `applyStatus` refuses the conditions it names, and
 * a Pokémon it comes to reach while affected recovers from them at once
 * (rules/aura-upkeep.ts; README decision).
 */
import { z } from 'zod';
import { conditions, statuses } from '../../conditions/index.ts';
import { defineEffect, energy, paramsOf, pokemonType } from '../effect.ts';
import { aura } from '../helpers.ts';

export const statusImmunity = defineEffect({
  id: 'status_immunity',
  description:
    "aura: the Pokémon it reaches (`self`/`attached`: its holder; `team_all`: its player's, narrowed by type or the Energy attached) can't be affected by Special Conditions (all, or `statuses`)",
  params: paramsOf('status_immunity', {
    scope: z.enum(['self', 'attached', 'team_all']),
    statuses: z
      .array(z.enum(statuses as [string, ...string[]]))
      .min(1)
      .optional(),
    pokemonType: pokemonType.optional(),
    filter: z
      .object({ hasEnergy: z.union([z.literal('any'), energy]) })
      .strict()
      .optional(),
    /** The text also says it "recovers from all Special Conditions" (what every immunity does here: README). */
    cures: z.literal(true).optional(),
  }),
  phase: 'after',
  aura: (p, src) => [
    aura(src, 'status_immunity', p.scope === 'team_all' ? 'team_all' : 'self', 1, {
      ...(p.statuses ? { statuses: p.statuses } : {}),
      ...(p.pokemonType ? { pokemonType: p.pokemonType } : {}),
      ...(p.filter ? { hasEnergy: p.filter.hasEnergy } : {}),
    }),
  ],
  words: (p, w) => {
    const who =
      p.scope === 'team_all'
        ? `each of your ${p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''}Pokémon${p.filter ? ` that has any ${p.filter.hasEnergy === 'any' ? '' : `${w.energy(p.filter.hasEnergy)} `}Energy attached` : ''}`
        : p.scope === 'attached'
          ? `the ${p.pokemonType ? `${w.energy(p.pokemonType)} ` : ''}Pokémon this card is attached to`
          : 'this Pokémon';
    const what = p.statuses
      ? p.statuses.map((st) => conditions.get(st as (typeof statuses)[number]).name).join(' or ')
      : 'affected by any Special Conditions';
    return `${who}${p.cures ? ' recovers from all Special Conditions and' : ''} can't be ${what}`;
  },
});

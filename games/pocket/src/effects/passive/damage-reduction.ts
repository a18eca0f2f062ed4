/**
 * An Ability (or a Tool): "This Pokémon takes -X damage from attacks.",
 * "… from attacks from [R] or [W] Pokémon" (`from.pokemonTypes`), "If you
 * have Arceus in play, this Pokémon takes -30 damage from attacks"
 * (`condition`), "All of your Pokémon take -10 damage …" (`scope: team_all`),
 * "The [M] Pokémon this card is attached to takes -10 damage …" (`attached`).
 * A `damage_reduction` aura, read in the damage calculation's reduction step
 * against the attacker (`from`).
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf, pokemonType } from '../effect.ts';
import { aura } from '../helpers.ts';
import { auraShape, filtersOf, reachWords, scopeOf, whenWords } from '../tools/attached-scope.ts';

const from = z
  .object({ pokemonTypes: z.array(pokemonType).min(1).optional(), ex: z.literal(true).optional() })
  .strict();

export const damageReduction = defineEffect({
  id: 'damage_reduction',
  description:
    'aura: the Pokémon it reaches (this Pokémon when no `scope`) take `amount` less damage from attacks (`from`: only from attackers of these types / Pokémon ex)',
  params: paramsOf('damage_reduction', {
    ...auraShape,
    scope: auraShape.scope.optional(),
    amount,
    from: from.optional(),
  }),
  phase: 'after',
  aura: (p, src) => [
    aura(src, 'damage_reduction', scopeOf({ ...p, scope: p.scope ?? 'self' }), p.amount, {
      ...filtersOf({ ...p, scope: p.scope ?? 'self' }),
      ...(p.from?.pokemonTypes ? { fromTypes: p.from.pokemonTypes } : {}),
      ...(p.from?.ex ? { fromEx: true } : {}),
    }),
  ],
  words: (p, w) => {
    const who = reachWords({ ...p, scope: p.scope ?? 'self' }, w.energy);
    const by = p.from?.pokemonTypes
      ? ` from ${p.from.pokemonTypes.map((t) => w.energy(t)).join(' or ')} Pokémon`
      : p.from?.ex
        ? ' from Pokémon ex'
        : '';
    return `${whenWords({ ...p, scope: p.scope ?? 'self' }, w)}${who} ${p.scope === undefined || p.scope === 'self' || p.scope === 'attached' ? 'takes' : 'take'} ${p.amount} less damage from attacks${by}`;
  },
});

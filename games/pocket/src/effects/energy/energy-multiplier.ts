/** An Ability: "Each (type) Energy attached to your (type) Pokémon provides N (type) Energy. This effect doesn't stack." */
import { amount, defineEffect, energy, paramsOf, pokemonType } from '../effect.ts';
import { aura } from '../helpers.ts';

export const energyMultiplier = defineEffect({
  id: 'energy_multiplier',
  description: 'aura: each energy of a type on own Pokémon of a type counts as `multiplier` (does not stack)',
  params: paramsOf('energy_multiplier', { energyType: energy, pokemonType, multiplier: amount }),
  phase: 'after',
  aura: (p, src) => [
    aura(src, 'energy_multiplier', 'team_all', p.multiplier, {
      energyType: p.energyType,
      pokemonType: p.pokemonType,
      stackingKey: `energy_multiplier:${p.energyType}`,
    }),
  ],
  words: (p, w) =>
    `each ${w.energy(p.energyType)} Energy attached to your ${w.energy(p.pokemonType)} Pokémon provides ${p.multiplier} ${w.energy(p.energyType)} Energy; this effect doesn't stack`,
});

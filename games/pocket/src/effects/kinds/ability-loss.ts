import { defineKind } from './kind.ts';

/** The reached Pokémon have no Abilities: their auras are suppressed, their Ability actions not offered. */
export const abilityLoss = defineKind({
  id: 'ability_loss',
  description: 'the reached Pokémon have no Abilities',
  trigger: 'continuous',
  words: (w) => `${w.pokemon} ${w.one ? 'has' : 'have'} no Abilities`,
});

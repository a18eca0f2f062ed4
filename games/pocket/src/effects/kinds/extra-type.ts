import { defineKind } from './kind.ts';

/** The reached Pokémon is also of the types its payload names (Weakness, "your [F] Pokémon", "from [W] Pokémon"). */
export const extraType = defineKind({
  id: 'extra_type',
  description: 'the reached Pokémon has more types than its printed one',
  trigger: 'continuous',
  words: (w) => `${w.pokemon} also ${w.one ? 'has' : 'have'} other types`,
});

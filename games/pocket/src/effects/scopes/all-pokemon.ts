import { defineScope } from './scope.ts';

/** Every Pokémon in play, both sides. */
export const allPokemon = defineScope({
  id: 'all_pokemon',
  description: 'every Pokémon in play, both sides',
  side: 'both',
  reaches: () => true,
  words: (w) => ({ pokemon: `every ${w.noun} in play`, one: false }),
  player: () => 'each player',
});

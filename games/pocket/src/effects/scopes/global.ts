import { defineScope } from './scope.ts';

/** The whole game: every Pokémon and both players (a Stadium's scope). */
export const global = defineScope({
  id: 'global',
  description: "the whole game: every Pokémon and both players (a Stadium's scope)",
  side: 'both',
  reaches: () => true,
  words: (w) => ({ pokemon: `every ${w.noun} in play`, one: false }),
  player: () => 'each player',
});

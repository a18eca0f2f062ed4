import { defineScope } from './scope.ts';

/** The effect's player's Active Pokémon. */
export const teamActive = defineScope({
  id: 'team_active',
  description: "the effect's player's Active Pokémon",
  side: 'own',
  reaches: (who) => who.own && who.active,
  words: (w) => ({ pokemon: `${w.owner}'s Active ${w.noun}`, one: true }),
  player: (w) => w.owner,
});

import { defineScope } from './scope.ts';

/** Every Pokémon of the effect's player. */
export const teamAll = defineScope({
  id: 'team_all',
  description: "every Pokémon of the effect's player",
  side: 'own',
  reaches: (who) => who.own,
  words: (w) => ({ pokemon: `${w.owner}'s ${w.noun}`, one: false }),
  player: (w) => w.owner,
});

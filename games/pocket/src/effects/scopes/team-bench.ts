import { defineScope } from './scope.ts';

/** The effect's player's Benched Pokémon. */
export const teamBench = defineScope({
  id: 'team_bench',
  description: "the effect's player's Benched Pokémon",
  side: 'own',
  reaches: (who) => who.own && !who.active,
  words: (w) => ({ pokemon: `${w.owner}'s Benched ${w.noun}`, one: false }),
  player: (w) => w.owner,
});

import { defineScope } from './scope.ts';

/** The other player's Active Pokémon. */
export const opponentActive = defineScope({
  id: 'opponent_active',
  description: "the other player's Active Pokémon",
  side: 'opponent',
  reaches: (who) => !who.own && who.active,
  words: (w) => ({ pokemon: `${w.opponent}'s Active ${w.noun}`, one: true }),
  player: (w) => w.opponent,
});

import { defineScope } from './scope.ts';

/** The other player's Benched Pokémon. */
export const opponentBench = defineScope({
  id: 'opponent_bench',
  description: "the other player's Benched Pokémon",
  side: 'opponent',
  reaches: (who) => !who.own && !who.active,
  words: (w) => ({ pokemon: `${w.opponent}'s Benched ${w.noun}`, one: false }),
  player: (w) => w.opponent,
});

import { defineScope } from './scope.ts';

/** Every Pokémon of the other player (and the player: Supporter locks). */
export const opponentAll = defineScope({
  id: 'opponent_all',
  description: 'every Pokémon of the other player, and that player',
  side: 'opponent',
  reaches: (who) => !who.own,
  words: (w) => ({ pokemon: `${w.opponent}'s ${w.noun}`, one: false }),
  player: (w) => w.opponent,
});

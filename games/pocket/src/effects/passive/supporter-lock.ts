/** An Ability: "As long as this Pokémon is in the Active Spot, your opponent can't use any Supporter cards from their hand." */
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const supporterLock = defineEffect({
  id: 'supporter_lock',
  description: "aura: the opponent can't play Supporters (while this Pokémon is Active)",
  params: paramsOf('supporter_lock', {}),
  phase: 'after',
  aura: (_p, src) => [aura(src, 'supporter_block', 'opponent_all', 1)],
  words: () =>
    "as long as this Pokémon is in the Active Spot, your opponent can't use any Supporter cards from their hand",
});

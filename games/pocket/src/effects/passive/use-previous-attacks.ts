/**
 * "Each of your evolved Pokémon can use any attack from its previous
 * Evolutions. (You still need the necessary Energy to use each attack.)"
 * (an Ability), "The Pokémon this card is attached to can use any attack
 * from its previous Evolutions." (a Tool). A `use_previous_attacks` aura:
 * the attack list of a Pokémon it reaches continues with the attacks of the
 * cards under it (rules/attack-list.ts), each at its own printed cost.
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const usePreviousAttacks = defineEffect({
  id: 'use_previous_attacks',
  description:
    "aura: the evolved Pokémon it reaches (`attached`: the holder; `team_all`: its player's) can use the attacks of the cards it evolved from",
  params: paramsOf('use_previous_attacks', { scope: z.enum(['attached', 'team_all']) }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'use_previous_attacks', p.scope === 'team_all' ? 'team_all' : 'self', 1)],
  words: (p) =>
    `${p.scope === 'team_all' ? 'each of your evolved Pokémon' : 'the Pokémon this card is attached to'} can use any attack from its previous Evolutions`,
});

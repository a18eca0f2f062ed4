/** "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon." */
import { defineEffect, paramsOf } from '../effect.ts';
import { healAndTell } from './heal.ts';

export const healSelfByDamageDealt = defineEffect({
  id: 'heal_self_by_damage_dealt',
  description: "heal the attacker by the damage done to the opponent's Active Pokémon",
  params: paramsOf('heal_self_by_damage_dealt', {}),
  phase: 'after',
  run(ctx) {
    if (ctx.self) healAndTell(ctx, ctx.player, ctx.self, ctx.res.dealt);
  },
  words: () => "heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon",
});

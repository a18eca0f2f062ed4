/** An Ability: "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do X damage to the Attacking Pokémon." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const counterDamage = defineEffect({
  id: 'counter_damage',
  description: 'aura: when damaged by an attack in the Active Spot, do `amount` damage to the attacker',
  params: paramsOf('counter_damage', { amount }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'counter_damage', 'self', p.amount)],
  words: (p) =>
    `if this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do ${p.amount} damage to the Attacking Pokémon`,
});

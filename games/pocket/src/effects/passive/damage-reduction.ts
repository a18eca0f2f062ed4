/** An Ability: "This Pokémon takes -X damage from attacks." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { aura } from '../helpers.ts';

export const damageReduction = defineEffect({
  id: 'damage_reduction',
  description: 'aura: this Pokémon takes `amount` less damage from attacks',
  params: paramsOf('damage_reduction', { amount }),
  phase: 'after',
  aura: (p, src) => [aura(src, 'damage_reduction', 'self', p.amount)],
  words: (p) => `this Pokémon takes ${p.amount} less damage from attacks`,
});

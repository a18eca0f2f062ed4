/** "This Pokémon also does X damage to itself." */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { damageAsPrinted } from '../helpers.ts';

export const selfDamage = defineEffect({
  id: 'self_damage',
  description: 'the attacker also takes damage',
  params: paramsOf('self_damage', { amount }),
  phase: 'after',
  run(ctx, p) {
    if (ctx.self) damageAsPrinted(ctx, ctx.player, ctx.self, p.amount);
  },
  words: (p) => `this Pokémon also does ${p.amount} damage to itself`,
});

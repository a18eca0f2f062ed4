/** "Flip N coins. If all are heads, this attack does X more damage" (tails on one coin: optional self damage). */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { damageAsPrinted, flips } from '../helpers.ts';

export const coinFlipBonus = defineEffect({
  id: 'coin_flip_bonus',
  description: 'flip coins; all heads: +bonus damage (tails on one coin: optional self damage)',
  params: paramsOf('coin_flip_bonus', { coins: amount, bonus: amount, tailsSelfDamage: amount.optional() }),
  phase: 'modify',
  run(ctx, p) {
    const heads = flips(ctx, p.coins);
    if (heads === p.coins) ctx.res.damage += p.bonus;
    else if (p.tailsSelfDamage && ctx.self) damageAsPrinted(ctx, ctx.player, ctx.self, p.tailsSelfDamage);
  },
  words: (p) =>
    p.coins === 1
      ? `flip a coin; if heads, this attack does ${p.bonus} more damage${
          p.tailsSelfDamage ? `; if tails, this Pokémon also does ${p.tailsSelfDamage} damage to itself` : ''
        }`
      : `flip ${p.coins} coins; if ${p.coins === 2 ? 'both' : 'all'} of them are heads, this attack does ${p.bonus} more damage`,
});

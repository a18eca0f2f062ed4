/**
 * "This attack does X damage for each heads" over a number of coins, until
 * tails, one per Energy attached, or one per any count of the vocabulary
 * ("Flip a coin for each Pokémon you have in play"); `more`: X more damage
 * for each heads (added to the printed damage); `coinsIf`: another number
 * of coins when a condition holds ("If this Pokémon has Lucky Mittens
 * attached, flip 4 coins instead").
 */
import { z } from 'zod';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { flips } from '../helpers.ts';
import { conditionSchema, conditionWords, holds } from '../vocabulary/condition.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

export const damagePerHeads = defineEffect({
  id: 'damage_per_heads',
  description:
    'flip coins (a number, until tails, one per attached energy or per a count); damage = amount × heads (or + with more)',
  params: paramsOf('damage_per_heads', {
    coins: z.union([
      amount,
      z.literal('until_tails'),
      z.literal('per_energy'),
      z.object({ per: counterSchema }).strict(),
    ]),
    amount,
    more: z.literal(true).optional(),
    coinsIf: z.object({ condition: conditionSchema, coins: amount }).strict().optional(),
  }),
  phase: 'modify',
  run(ctx, p) {
    const n = p.coinsIf && holds(ctx, p.coinsIf.condition) ? p.coinsIf.coins : p.coins;
    const heads = typeof n === 'object' ? flips(ctx, countOf(ctx, n.per)) : flips(ctx, n);
    if (p.more) ctx.res.damage += p.amount * heads;
    else ctx.res.damage = p.amount * heads;
  },
  words: (p, w) =>
    `${
      p.coins === 'until_tails'
        ? 'flip a coin until you get tails'
        : p.coins === 'per_energy'
          ? 'flip a coin for each Energy attached to this Pokémon'
          : typeof p.coins === 'object'
            ? `flip a coin for each ${counterWords(p.coins.per, w).replace(/^of /, '')}`
            : p.coins === 1
              ? 'flip a coin'
              : `flip ${p.coins} coins`
    }; this attack does ${p.amount}${p.more ? ' more' : ''} damage for each heads${
      p.coinsIf ? `; if ${conditionWords(p.coinsIf.condition, w)}, flip ${p.coinsIf.coins} coins instead` : ''
    }`,
});

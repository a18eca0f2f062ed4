/** "This attack does X damage for each …" over any counter of the vocabulary: the attack's damage is the count times X. */
import { z } from 'zod';
import { shuffleDeck } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';

export const damagePerCount = defineEffect({
  id: 'damage_per_count',
  description: 'damage = amount × a count (bench, energy, tools, …)',
  params: paramsOf('damage_per_count', {
    amount,
    per: counterSchema,
    /** "Shuffle the revealed cards back into your deck." (after counting the top of the deck). */
    thenShuffle: z.literal(true).optional(),
  }),
  phase: 'modify',
  run(ctx, p) {
    ctx.res.damage = p.amount * countOf(ctx, p.per);
    if (p.thenShuffle) {
      shuffleDeck(ctx.s, ctx.player);
      ctx.s.sides[ctx.player].peek = [];
    }
  },
  words: (p, w) =>
    p.per.of === 'damage' || p.per.of === 'remaining_hp'
      ? `this attack does damage to your opponent's Active Pokémon equal to ${p.per.of === 'damage' ? 'the ' : ''}${counterWords(p.per, w)}${
          p.amount === 1 ? '' : ` × ${p.amount}`
        }`
      : `this attack does ${p.amount} damage for each ${counterWords(p.per, w)}${p.thenShuffle ? '; shuffle the revealed cards back into your deck' : ''}`,
});

/** "If (condition), this attack does X more damage." over any condition of the vocabulary (`condition: { is: … }`). */
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { conditionSchema, conditionWords, holds } from '../vocabulary/condition.ts';

export const bonusIf = defineEffect({
  id: 'bonus_if',
  description: '+bonus when a condition holds (of the user, the defender, the hands, the points, …)',
  params: paramsOf('bonus_if', { bonus: amount, condition: conditionSchema }),
  phase: 'modify',
  run(ctx, p) {
    if (holds(ctx, p.condition)) ctx.res.damage += p.bonus;
  },
  words: (p, w) => `if ${conditionWords(p.condition, w)}, this attack does ${p.bonus} more damage`,
});

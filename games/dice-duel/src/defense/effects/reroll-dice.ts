/**
 * rerollDice: queues a reroll of `count` dice (in `fields`, or any) chosen by
 * `selectionPolicy`; the resolver carries it out after the pass and
 * evaluates the card again (defense/resolve-v2.ts). It cascades: while its
 * rule still matches after a reroll it fires again.
 */
import { z } from 'zod';
import { effectBase, positive, selectionPolicySchema } from '../../data/dsl-parts.ts';
import { listWords } from '../../words/phrases.ts';
import { capped, capWords, defineEffect, dice, why } from './effect-module.ts';

export const rerollDice = defineEffect({
  id: 'rerollDice',
  description: 'rerolls count dice chosen by a selection policy, then the card is evaluated again',
  reserved: true,
  params: z.object({
    type: z.literal('rerollDice'),
    count: positive,
    fields: z.array(z.string()).optional(),
    selectionPolicy: selectionPolicySchema.optional(),
    ...effectBase,
  }),
  cascades: true,
  compile(e, at) {
    (e.fields ?? []).forEach((f, k) => {
      at.field(f, ['fields', k]);
    });
    return e;
  },
  run(ctx, e) {
    ctx.rerolls.push({
      ruleId: ctx.ruleId,
      count: capped(e.count, e.cap),
      fields: e.fields,
      policy: e.selectionPolicy ?? 'highestNonMatching',
    });
    return { type: e.type, ok: true, value: 0, reason: 'queued' };
  },
  words: (e, w) => {
    const among =
      e.fields && e.fields.length > 0
        ? ` among those showing ${listWords(
            e.fields.map((f) => w.faces(f)),
            'or',
          )}`
        : '';
    return `reroll ${dice(w, e.count)}${among}: ${w.policy(e.selectionPolicy ?? 'highestNonMatching')}${capWords(e.cap)}`;
  },
  outcome: (_e, o, w) =>
    !o.ok
      ? `rerolls nothing${why(o)}`
      : o.reason === 'queued'
        ? 'asks for a reroll'
        : `rerolls ${dice(w, o.value ?? 0)}`,
});

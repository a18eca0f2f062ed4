/** preventHalf: one halving of the damage, once per defense whatever the match count. */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
import { sharedOutcome } from '../outcomes.ts';
import { defineEffect, why } from './effect-module.ts';

export const preventHalf = defineEffect({
  id: 'preventHalf',
  description: 'one halving of the damage, once per defense whatever the match count',
  params: z.object({ type: z.literal('preventHalf'), ...effectBase }),
  compile(e, at) {
    if (e.cap !== undefined)
      at.warn(['cap'], 'preventHalf ignores cap (it always prevents half, rounded up)');
    return e;
  },
  run(ctx, e) {
    if (ctx.res.preventHalf > 0) return sharedOutcome(e.type, true, 0, 'prevent half already active');
    ctx.res.preventHalf = 1;
    return sharedOutcome(e.type, true, 1);
  },
  words: () => 'halve the damage once',
  outcome: (_e, o) =>
    !o.ok
      ? `does not halve the damage${why(o)}`
      : o.value === 0
        ? 'does not halve it again (already halved)'
        : 'halves the damage',
});

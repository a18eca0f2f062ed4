/** gainStatus: stacks of a status for the defender (or `target`). */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
import { defineEffect, seatOf } from './effect-module.ts';
import { compileGrant, grantOutcome, grantWords, runGrant, statusGrantFields } from './status-grant.ts';

export const gainStatus = defineEffect({
  id: 'gainStatus',
  description: 'stacks of a status for the defender (or its target)',
  params: z.object({ type: z.literal('gainStatus'), ...statusGrantFields, ...effectBase }),
  compile: compileGrant,
  run: (ctx, e) => runGrant(e, seatOf(ctx, e.target, 'self'), ctx),
  words: (e, w) => grantWords(e.target === 'opponent' ? 'give the attacker' : 'gain', e, w),
  outcome: (e, o, w) => grantOutcome(e.target === 'opponent' ? 'gives the attacker' : 'gains', e, o, w),
});

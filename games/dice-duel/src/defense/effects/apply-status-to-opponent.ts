/** applyStatusToOpponent: stacks of a status for the attacker. */
import { z } from 'zod';
import { effectBase } from '../../data/dsl-parts.ts';
import { defineEffect } from './effect-module.ts';
import { compileGrant, grantOutcome, grantWords, runGrant, statusGrantFields } from './status-grant.ts';

export const applyStatusToOpponent = defineEffect({
  id: 'applyStatusToOpponent',
  description: 'stacks of a status for the attacker',
  params: z.object({ type: z.literal('applyStatusToOpponent'), ...statusGrantFields, ...effectBase }),
  compile: compileGrant,
  run: (ctx, e) => runGrant(e, ctx.attacker, ctx),
  words: (e, w) => grantWords('give the attacker', e, w),
  outcome: (e, o, w) => grantOutcome('gives the attacker', e, o, w),
});

/**
 * "You can use this card only if your opponent has gotten at least 1
 * point." (Lusamine), "You can use this attack only if you have Uxie and
 * Azelf on your Bench." (Mesprit): a condition on using the text at all. A
 * trainer or an attack whose condition does not hold is not offered (a
 * played one would be a RuleViolation, the state unchanged); when the text
 * resolves it has already held, so running it does nothing. The condition is
 * the shared vocabulary's (`condition: { is: … }`), read with the user as
 * "this Pokémon" (none for a trainer).
 */
import type { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { type ConditionRef, conditionSchema, conditionWords, holds } from '../vocabulary/condition.ts';
import { probeCtx } from './probe.ts';

const params = paramsOf('requires', { condition: conditionSchema });
type Params = z.infer<typeof params>;

export const requires = defineEffect({
  id: 'requires',
  description:
    'the text may be used only while a condition holds (a trainer or attack is not offered otherwise)',
  params,
  phase: 'after',
  usable: (s, side, self, p: Params) => holds(probeCtx(s, side, self), p.condition as ConditionRef),
  run() {},
  words: (p, w) =>
    `you can use this ${w.source === 'attack' ? 'attack' : 'card'} only if ${conditionWords(p.condition as ConditionRef, w)}`,
});

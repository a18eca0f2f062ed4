/**
 * The condition wrapper: "If (condition), (effects)", with an optional
 * otherwise. The condition is read when it runs (its phase is its nested
 * effects': "if your opponent's Pokémon is Knocked Out by damage from this
 * attack" is read after the damage); the effects then run as steps of their
 * own (`queueNested`).
 */
import type { z } from 'zod';
import { defineEffect, type InnerRef, innerRefs, paramsOf } from '../effect.ts';
import { conditionSchema, conditionWords, holds } from '../vocabulary/condition.ts';
import { queueNested } from './nested.ts';

const params = paramsOf('if', {
  condition: conditionSchema,
  effects: innerRefs,
  otherwise: innerRefs.optional(),
});
type Params = z.infer<typeof params>;

export const ifCondition = defineEffect({
  id: 'if',
  description: 'when a condition holds, its effects (else the otherwise effects)',
  params,
  phase: 'after',
  nested: (p: Params) => [
    { key: 'effects', refs: p.effects as readonly InnerRef[] },
    ...(p.otherwise ? [{ key: 'otherwise', refs: p.otherwise as readonly InnerRef[] }] : []),
  ],
  run(ctx, p) {
    if (holds(ctx, p.condition)) queueNested(ctx, p.effects);
    else if (p.otherwise) queueNested(ctx, p.otherwise);
  },
  words: (p, w) =>
    `if ${conditionWords(p.condition, w)}, ${w.effects(p.effects)}${
      p.otherwise ? `; otherwise, ${w.effects(p.otherwise)}` : ''
    }`,
});

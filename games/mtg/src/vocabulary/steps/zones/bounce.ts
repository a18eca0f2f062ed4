/** `bounce`: "return target creature to its owner's hand". */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const bounce = defineStep({
  id: 'bounce',
  description: 'return the permanents a ref names to their owners’ hands',
  params: stepSchema('bounce', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what))) if (onBattlefield(s, id)) moveTo(s, id, 'hand');
  },
  words: (p, w) => `return ${w.ref(p.what)} to its owner's hand`,
});

/**
 * `destroy`: "destroy target creature" (indestructible permanents are not,
 * CR 702.12b); with `noRegenerate`, "It/They can't be regenerated."
 * (CR 701.19c): regeneration shields do not replace this destruction.
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { destroy as destroyPermanent } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const destroy = defineStep({
  id: 'destroy',
  description: 'destroy the permanents a ref names',
  params: stepSchema('destroy', { what: refSchema, noRegenerate: z.literal(true).optional() }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what)))
      if (onBattlefield(s, id)) destroyPermanent(s, id, !step.noRegenerate);
  },
  words: (p, w) =>
    `destroy ${w.ref(p.what)}${p.noRegenerate ? ` (${'all' in p.what ? 'they' : 'it'} can't be regenerated)` : ''}`,
});

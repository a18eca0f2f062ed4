/**
 * `sacrifice_object`: "sacrifice it" / "sacrifice ~" as an effect (CR
 * 701.21a): the permanent a ref names goes to its owner's graveyard if it
 * is still on the battlefield under the ability's controller (one can
 * sacrifice only one's own permanents, 701.21a). Sixth Edition's (Fog
 * Elemental's delayed "sacrifice it at end of combat").
 */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const sacrificeObject = defineStep({
  id: 'sacrifice_object',
  description:
    'the ability’s controller sacrifices the permanents a ref names (their own, still on the battlefield)',
  reserved: true,
  params: stepSchema('sacrifice_object', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what)))
      if (onBattlefield(s, id) && s.objects[id].controller === f.controller) moveTo(s, id, 'graveyard');
  },
  words: (p, w) => `sacrifice ${w.ref(p.what)}`,
});

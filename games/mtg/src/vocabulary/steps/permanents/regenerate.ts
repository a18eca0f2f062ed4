/**
 * `regenerate`: "Regenerate ~", "Regenerate enchanted creature" (CR 701.19):
 * a shield on each permanent the ref names, used by the next destruction
 * this turn (engine/regeneration.ts).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { addRegenerationShield } from '../../../engine/regeneration.ts';
import { defineStep, stepSchema } from '../step.ts';

export const regenerate = defineStep({
  id: 'regenerate',
  description: 'put a regeneration shield on the permanents a ref names',
  announced: true,
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  params: stepSchema('regenerate', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what)))
      if (onBattlefield(s, id)) addRegenerationShield(s, id);
  },
  words: (p, w) => `regenerate ${w.ref(p.what)}`,
});

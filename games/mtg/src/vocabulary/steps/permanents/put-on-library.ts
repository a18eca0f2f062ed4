/** `put_on_library`: "put target land on top of its owner's library" (CR 401: a permanent to the top of a library). */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const putOnLibrary = defineStep({
  id: 'put_on_library',
  description: "put the permanents a ref names on top of their owners' libraries",
  reserved: true,
  params: stepSchema('put_on_library', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what))) if (onBattlefield(s, id)) moveTo(s, id, 'library');
  },
  words: (p, w) => `put ${w.ref(p.what)} on top of its owner's library`,
});

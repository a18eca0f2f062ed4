/**
 * `put_into_graveyard`: "put it into its owner's graveyard" (Grinning Totem's
 * delayed ability; "if you haven't played it" is that the card is still the
 * same object where it was left — a card played became a new object, CR
 * 400.7, and the ref names nothing). A card on the battlefield is not moved
 * by this step (putting a permanent into a graveyard would be sacrifice or
 * destruction, which the pool words otherwise).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, refIds } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const putIntoGraveyard = defineStep({
  id: 'put_into_graveyard',
  description:
    "the cards a ref names, if they are still those objects off the battlefield, go to their owner's graveyard",
  reserved: true,
  params: stepSchema('put_into_graveyard', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what))) {
      const o = s.objects[id];
      if (o && o.zone !== 'battlefield' && o.zone !== 'stack' && o.zone !== 'graveyard')
        moveTo(s, id, 'graveyard');
    }
  },
  words: (p, w) => `put ${w.ref(p.what)} into its owner's graveyard`,
});

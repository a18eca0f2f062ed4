/**
 * `return_from_graveyard`: "return target creature card from your graveyard
 * to your hand", "return it to the battlefield tapped under its owner's
 * control" (a dies trigger's "it" is the card now in the graveyard).
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, refIds } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const returnFromGraveyard = defineStep({
  id: 'return_from_graveyard',
  description: 'return the graveyard cards a ref names to hand or to the battlefield',
  params: stepSchema('return_from_graveyard', {
    what: refSchema,
    to: z.enum(['hand', 'battlefield']),
    tapped: z.boolean(),
    /** "Onto the battlefield under your control" (Ashen Powder): the resolving ability's controller. */
    under: z.literal('you').optional(),
  }),
  run(s, step, f) {
    let ids = objectsOnly(refIds(s, f, step.what));
    // A dies trigger's "it" is the card now in the graveyard.
    if (ids.every((id) => s.objects[id]?.zone !== 'graveyard') && f.vars.eventSubject !== undefined)
      ids = [f.vars.eventSubject];
    for (const id of ids) {
      const o = s.objects[id];
      if (o?.zone !== 'graveyard') continue;
      if (step.to === 'hand') moveTo(s, id, 'hand');
      else
        moveTo(s, id, 'battlefield', {
          tapped: step.tapped,
          controller: step.under ? f.controller : o.owner,
        });
    }
  },
  words: (p, w) =>
    `return ${w.ref(p.what)} from the graveyard to ${p.to === 'hand' ? "its owner's hand" : `the battlefield${p.tapped ? ' tapped' : ''}${p.under ? ' under your control' : ''}`}`,
});

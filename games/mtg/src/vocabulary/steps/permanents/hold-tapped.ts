/**
 * `hold_tapped`: "That permanent doesn't untap during its controller's untap
 * step for as long as ~ remains tapped" (Amber Prison, CR 502.3, 611.2b): the
 * permanent is marked with the source; an untap step leaves it tapped while
 * the source is on the battlefield and tapped, and the mark ends once the
 * source is untapped or gone.
 */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const holdTapped = defineStep({
  id: 'hold_tapped',
  description: "a permanent doesn't untap during its controller's untap step while the source stays tapped",
  reserved: true,
  params: stepSchema('hold_tapped', { what: refSchema }),
  run(s, step, f) {
    const src = s.objects[f.source];
    // The duration has already ended if the source is not tapped on the battlefield (CR 611.2b).
    if (src?.zone !== 'battlefield' || !src.tapped) return;
    for (const id of objectsOnly(refIds(s, f, step.what)))
      if (onBattlefield(s, id)) s.objects[id].heldTappedBy = f.source;
  },
  words: (p, w) =>
    `${w.ref(p.what)} doesn't untap during its controller's untap step for as long as this remains tapped`,
});

/**
 * `skip_next_untap`: "it doesn't untap during its controller's next untap
 * step" (Lead Golem, CR 502.3): the permanent is marked, and the next untap
 * step of its controller leaves it tapped and takes the mark away (whether
 * or not it was tapped then: that untap step was its "next" one).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const skipNextUntap = defineStep({
  id: 'skip_next_untap',
  description: "a permanent doesn't untap during its controller's next untap step",
  reserved: true,
  params: stepSchema('skip_next_untap', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what)))
      if (onBattlefield(s, id)) s.objects[id].skipNextUntap = true;
  },
  words: (p, w) => `${w.ref(p.what)} doesn't untap during its controller's next untap step`,
});

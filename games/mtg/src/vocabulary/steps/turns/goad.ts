/** `goad`: "goad target creature" — it attacks each combat if able, and a player other than you if able, until your next turn (CR 701.15). */
import { refSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const goad = defineStep({
  id: 'goad',
  description: 'goad the creatures a ref names until the controller’s next turn',
  announced: true,
  params: stepSchema('goad', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what))) {
      if (!onBattlefield(s, id)) continue;
      s.objects[id].goadedBy.push({ player: f.controller, untilTurnOf: f.controller });
    }
    touch(s);
  },
  words: (p, w) => `goad ${w.ref(p.what)}`,
});

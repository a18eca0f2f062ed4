/**
 * `change_target`: "Change the target of target spell with a single target"
 * (Deflection, CR 115.7a): the step's controller picks a new legal target
 * for that spell, judged as the spell's controller would target (its own
 * restrictions, hexproof); the old target is kept only when no other is
 * legal (then nothing changes). Sixth Edition's.
 */
import { refSchema } from '../../../cards/shapes.ts';
import { newTargetOptions } from '../../../engine/copy.ts';
import { ask, isIdList, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const changeTarget = defineStep({
  id: 'change_target',
  description:
    'the controller chooses a new target for each spell a ref names (a spell with a single target)',
  reserved: true,
  params: stepSchema('change_target', { what: refSchema }),
  run(s, step, f) {
    const a = f.vars.answer;
    for (const id of refIds(s, f, step.what)) {
      const item = s.stack.find((x) => x.id === id);
      if (!item) continue;
      const g = item.targets.findIndex((group) => group.length === 1);
      if (g < 0) continue;
      if (isIdList(a)) {
        item.targets[g] = a;
        f.vars.answer = undefined;
        continue;
      }
      // "Keep" is first; it is an answer only when there is no other legal target.
      const options = newTargetOptions(s, item, g).slice(1);
      if (options.length === 0) continue;
      ask(s, f.controller, `${item.text}: choose its new target`, options);
      return;
    }
  },
  words: (p, w) => `change the target of ${w.ref(p.what)}`,
});

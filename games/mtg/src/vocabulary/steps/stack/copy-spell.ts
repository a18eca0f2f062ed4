/**
 * `copy_spell`: "copy the spell" (Will of the council's outcome), with
 * `newTargets`: "you may choose new targets for the copy" (CR 707.10c) —
 * its controller decides each target group of each copy before the copy
 * goes on the stack.
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { copyOf, newTargetOptions } from '../../../engine/copy.ts';
import { events } from '../../../engine/event-sink.ts';

import { ask, isIdList, refIds, startWork } from '../../../engine/frame.ts';
import { targetWords } from '../../../engine/objects.ts';
import { fire } from '../../../engine/triggers.ts';
import { defineStep, stepSchema } from '../step.ts';

export const copySpell = defineStep({
  id: 'copy_spell',
  description: 'copy the spells a ref names, their controller choosing new targets where allowed',
  params: stepSchema('copy_spell', { what: refSchema, newTargets: z.boolean() }),
  run(s, step, f) {
    // The copies are made at once; with "you may choose new targets" (CR 707.10c) their controller
    // then decides each target group of each copy before the copy goes on the stack.
    const work = startWork(f, 'copies', () => ({
      copies: refIds(s, f, step.what).flatMap((id) => {
        const item = s.stack.find((x) => x.id === id);
        return item ? [copyOf(s, item, f.controller)] : [];
      }),
      at: 0,
      group: 0,
    }));
    const copies = work.copies ?? [];
    const a = f.vars.answer;
    if (isIdList(a)) {
      copies[work.at ?? 0].targets[work.group ?? 0] = a;
      work.group = (work.group ?? 0) + 1;
      f.vars.answer = undefined;
    }
    while ((work.at ?? 0) < copies.length) {
      const copy = copies[work.at ?? 0];
      for (; step.newTargets && (work.group ?? 0) < copy.targets.length; work.group = (work.group ?? 0) + 1) {
        const group = work.group ?? 0;
        const options = newTargetOptions(s, copy, group);
        if (options.length > 1) {
          ask(
            s,
            copy.controller,
            copy.targets.length > 1
              ? `The copy of ${copy.text}: keep its target ${group + 1} or choose a new one?`
              : `The copy of ${copy.text}: keep its target or choose a new one?`,
            options,
          );
          return;
        }
      }
      s.stack.push(copy);
      events.emit?.({
        type: 'copy',
        player: copy.controller,
        what: copy.text,
        targets: targetWords(s, copy.targets),
      });
      for (const g of copy.targets)
        for (const t of g)
          if (t >= 0 && s.objects[t]?.zone === 'battlefield')
            fire(s, { type: 'BECOMES_TARGET', object: t, by: copy.controller });
      work.at = (work.at ?? 0) + 1;
      work.group = 0;
    }
  },
  words: (p, w) => `copy ${w.ref(p.what)}${p.newTargets ? '; you may choose new targets for the copy' : ''}`,
});

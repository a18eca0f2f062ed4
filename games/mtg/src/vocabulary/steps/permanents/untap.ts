/**
 * `untap`: "untap target creature", "untap all creatures you control",
 * "target player untaps all basic lands they control" (CR 701.26b). With
 * `controller`, only the permanents that player controls.
 */
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { objectsOnly, onBattlefield, players, refIds } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const untap = defineStep({
  id: 'untap',
  description: 'untap the permanents a ref names',
  reserved: true,
  params: stepSchema('untap', { what: refSchema, controller: refSchema.optional() }),
  run(s, step, f) {
    const whose = step.controller ? players(s, f, step.controller) : null;
    let n = 0;
    let who = f.controller;
    for (const id of objectsOnly(refIds(s, f, step.what))) {
      if (!onBattlefield(s, id)) continue;
      const o = s.objects[id];
      if (!o.tapped || (whose && !whose.includes(o.controller))) continue;
      o.tapped = false;
      who = o.controller;
      n++;
    }
    if (n > 0) events.emit?.({ type: 'untap', player: who, count: n });
  },
  words: (p, w) => `untap ${w.ref(p.what)}${p.controller ? ` ${w.ref(p.controller)} controls` : ''}`,
});

/**
 * `tap`: "tap target creature", "tap all lands target player controls"
 * (CR 701.26a: only an untapped permanent becomes tapped, and only that
 * fires "becomes tapped"). With `controller`, only the permanents that
 * player controls ("all lands target player controls").
 */
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { objectsOnly, onBattlefield, players, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { becameTapped } from '../../../engine/tapping.ts';
import { defineStep, stepSchema } from '../step.ts';

export const tap = defineStep({
  id: 'tap',
  description: 'tap the permanents a ref names',
  reserved: true,
  params: stepSchema('tap', { what: refSchema, controller: refSchema.optional() }),
  run(s, step, f) {
    const whose = step.controller ? players(s, f, step.controller) : null;
    for (const id of objectsOnly(refIds(s, f, step.what))) {
      if (!onBattlefield(s, id)) continue;
      const o = s.objects[id];
      if (o.tapped || (whose && !whose.includes(o.controller))) continue;
      o.tapped = true;
      events.emit?.({ type: 'tapped', player: o.controller, card: nameOf(o), object: id });
      becameTapped(s, id, false);
    }
  },
  words: (p, w) => `tap ${w.ref(p.what)}${p.controller ? ` ${w.ref(p.controller)} controls` : ''}`,
});

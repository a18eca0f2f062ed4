/**
 * `tap`: "tap target creature" (CR 701.21a) — registered ahead of the data
 * (no card of the phase-1 pool taps a permanent; Sixth Edition's do).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { defineStep, stepSchema } from '../step.ts';

export const tap = defineStep({
  id: 'tap',
  description: 'tap the permanents a ref names',
  reserved: true,
  params: stepSchema('tap', { what: refSchema }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what))) {
      if (!onBattlefield(s, id)) continue;
      const o = s.objects[id];
      o.tapped = true;
      events.emit?.({ type: 'tapped', player: o.controller, card: nameOf(o), object: id });
    }
  },
  words: (p, w) => `tap ${w.ref(p.what)}`,
});

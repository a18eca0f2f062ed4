/**
 * `tap_or_untap`: "tap or untap target artifact, creature, or land" (Elder
 * Druid, CR 701.26): the controller chooses on resolution which (asked only
 * when both change something: a tapped permanent can only be untapped, CR
 * 701.26a-b). Tapping it this way fires "becomes tapped" (not for mana).
 */
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { ask, objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { becameTapped } from '../../../engine/tapping.ts';
import { defineStep, stepSchema } from '../step.ts';

export const tapOrUntap = defineStep({
  id: 'tap_or_untap',
  description: 'the controller taps or untaps the permanent a ref names, their choice',
  reserved: true,
  params: stepSchema('tap_or_untap', { what: refSchema }),
  run(s, step, f) {
    const id = objectsOnly(refIds(s, f, step.what)).find((x) => onBattlefield(s, x));
    if (id === undefined) return;
    const o = s.objects[id];
    let tap = !o.tapped;
    if (tap) {
      // An untapped permanent may be tapped, or "untapped" to no effect: the choice is asked.
      const a = f.vars.answer;
      if (a !== 'tap' && a !== 'untap') {
        ask(s, f.controller, `Tap or untap ${nameOf(o)}?`, [
          { label: 'Tap', value: 'tap' },
          { label: 'Untap', value: 'untap' },
        ]);
        return;
      }
      f.vars.answer = undefined;
      tap = a === 'tap';
    }
    if (tap) {
      o.tapped = true;
      events.emit?.({ type: 'tapped', player: o.controller, card: nameOf(o), object: id });
      becameTapped(s, id, false);
    } else if (o.tapped) {
      o.tapped = false;
      events.emit?.({ type: 'untap', player: o.controller, count: 1 });
    }
  },
  words: (p, w) => `tap or untap ${w.ref(p.what)}`,
});

/** `attach_any`: "attach any number of Auras and Equipment you control to it" — one at a time, until "none". */
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, touch } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { chooseCards, objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { filterWords } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const attachAny = defineStep({
  id: 'attach_any',
  description: 'attach any number of permanents matching a filter to the permanent a ref names',
  params: stepSchema('attach_any', { filter: filterSchema, to: refSchema }),
  run(s, step, f) {
    const to = objectsOnly(refIds(s, f, step.to))[0];
    if (to === undefined || !onBattlefield(s, to)) return;
    for (;;) {
      const b = board(s);
      const options = [...b.byId.values()]
        .filter(
          (d) => matches(b, d, step.filter, f.controller, f.source) && s.objects[d.id].attachedTo !== to,
        )
        .map((d) => d.id);
      const c = chooseCards(s, f, f.controller, options, {
        prompt: `Attach which ${filterWords(step.filter)} to ${nameOf(s.objects[to])}?`,
        allowNone: true,
        none: 'None (attach no more)',
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (typeof c !== 'number') return;
      s.objects[c].attachedTo = to;
      touch(s);
      events.emit?.({ type: 'attach', card: nameOf(s.objects[c]), to: nameOf(s.objects[to]) });
    }
  },
  words: (p, w) => `attach any number of ${w.filter(p.filter, true)} to ${w.ref(p.to)}`,
});

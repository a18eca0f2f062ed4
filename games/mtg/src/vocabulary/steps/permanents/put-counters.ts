/** `put_counters`: "put a +1/+1 counter on target creature", "… for each …" (CR 122). */
import { z } from 'zod';
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { touch } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { amount, objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { defineStep, stepSchema } from '../step.ts';

export const putCounters = defineStep({
  id: 'put_counters',
  description: 'put an amount of counters of a kind on the permanents a ref names',
  params: stepSchema('put_counters', { on: refSchema, kind: z.string().min(1), amount: amountSchema }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    for (const id of objectsOnly(refIds(s, f, step.on))) {
      if (!onBattlefield(s, id)) continue;
      const o = s.objects[id];
      o.counters[step.kind] = (o.counters[step.kind] ?? 0) + n;
      events.emit?.({
        type: 'counters',
        card: nameOf(o),
        object: id,
        kind: step.kind,
        amount: n,
        total: o.counters[step.kind],
      });
    }
    touch(s);
  },
  words: (p, w) => `put ${w.count(p.amount, `${p.kind} counter`)} on ${w.ref(p.on)}`,
});

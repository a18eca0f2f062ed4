/** `attach`: "attach ~ to target creature you control" (Equip, CR 702.6; a host that is not a creature: nothing). */
import { refSchema } from '../../../cards/shapes.ts';
import { board, touch } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { defineStep, stepSchema } from '../step.ts';

export const attach = defineStep({
  id: 'attach',
  description: 'attach the permanent one ref names to the creature another names',
  params: stepSchema('attach', { attachment: refSchema, to: refSchema }),
  run(s, step, f) {
    const what = objectsOnly(refIds(s, f, step.attachment))[0];
    const to = objectsOnly(refIds(s, f, step.to))[0];
    if (what === undefined || to === undefined || !onBattlefield(s, what) || !onBattlefield(s, to)) return;
    if (!board(s).byId.get(to)?.types.includes('creature')) return;
    s.objects[what].attachedTo = to;
    s.objects[what].timestamp = s.nextTimestamp++;
    touch(s);
    events.emit?.({ type: 'attach', card: nameOf(s.objects[what]), to: nameOf(s.objects[to]) });
  },
  words: (p, w) => `attach ${w.ref(p.attachment)} to ${w.ref(p.to)}`,
});

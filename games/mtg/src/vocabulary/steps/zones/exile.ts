/** `exile`: "exile target creature"; with `until: source_leaves`, "until ~ leaves the battlefield" (CR 610.3). */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { objectsOnly, onBattlefield, refIds } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const exile = defineStep({
  id: 'exile',
  description: 'exile the permanents a ref names, for good or until the source leaves the battlefield',
  params: stepSchema('exile', { what: refSchema, until: z.literal('source_leaves').optional() }),
  run(s, step, f) {
    for (const id of objectsOnly(refIds(s, f, step.what))) {
      // "Exile ~" in an instant or sorcery (Recall): it goes to exile instead of its owner's graveyard as
      // it finishes resolving (CR 608.2n), through the replacement that sends a spell to exile.
      const item = s.resolvingItem;
      if (item?.kind === 'spell' && !item.copy && item.source === id && s.objects[id]?.zone === 'stack') {
        item.exileAfter = true;
        continue;
      }
      if (!onBattlefield(s, id)) continue;
      const sourceHere = onBattlefield(s, f.source);
      if (step.until === 'source_leaves' && !sourceHere) continue;
      const nid = moveTo(s, id, 'exile');
      if (step.until === 'source_leaves' && nid >= 0) s.objects[nid].exiledUntilLeaves = f.source;
    }
  },
  words: (p, w) =>
    `exile ${w.ref(p.what)}${p.until === 'source_leaves' ? ' until this leaves the battlefield' : ''}`,
});

/** `tap`: {T}, tapping the source (summoning sickness applies to creatures, CR 302.6). */
import { z } from 'zod';
import { defineCost } from './cost.ts';

export const tapCost = defineCost({
  id: 'tap',
  description: 'tap the source',
  params: z.object({ kind: z.literal('tap') }).strict(),
  pay({ s, self, engine }) {
    s.objects[self].tapped = true;
    engine.becameTapped(s, self, false);
  },
  words: () => '{T}',
});

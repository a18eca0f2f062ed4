/** `mana`: a mana cost ("{2}{R}"), paid by the payment planner before any other cost. */
import { z } from 'zod';
import { manaCostSchema } from '../../cards/shapes.ts';
import { defineCost } from './cost.ts';

export const manaCost = defineCost({
  id: 'mana',
  description: 'mana, paid from the pool and by tapping mana sources',
  params: z.object({ kind: z.literal('mana'), mana: manaCostSchema }).strict(),
  pay: () => {},
  words: ({ mana }, w) => w.mana(mana),
});

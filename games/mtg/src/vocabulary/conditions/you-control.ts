/** `you_control`: "if you control an Equipment", "as long as you control three or more Elves". */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { matches } from '../../engine/filter.ts';
import { defineCondition } from './condition.ts';

export const youControl = defineCondition({
  id: 'you_control',
  description: 'the controller controls at least a number of permanents matching a filter',
  params: z
    .object({ id: z.literal('you_control'), filter: filterSchema, atLeast: z.number().int().min(1) })
    .strict(),
  holds(c, { filter, atLeast }) {
    let n = 0;
    for (const d of c.board.byId.values())
      if (d.controller === c.you && matches(c.board, d, filter, c.you, c.source)) n++;
    return n >= atLeast;
  },
  words: ({ filter, atLeast }, w) =>
    atLeast === 1
      ? `you control ${w.count(1, w.filter(filter))}`
      : `you control ${atLeast} or more ${w.filter(filter, true)}`,
});

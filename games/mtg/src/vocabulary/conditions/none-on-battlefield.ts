/**
 * `none_on_battlefield`: "if no creatures are on the battlefield" — an
 * intervening if (CR 603.4) read when the ability triggers and again as it resolves.
 */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { matches } from '../../engine/filter.ts';
import { defineCondition } from './condition.ts';

export const noneOnBattlefield = defineCondition({
  id: 'none_on_battlefield',
  description: 'no permanent matching a filter is on the battlefield',
  reserved: true,
  params: z.object({ id: z.literal('none_on_battlefield'), filter: filterSchema }).strict(),
  holds(c, { filter }) {
    for (const d of c.board.byId.values()) if (matches(c.board, d, filter, c.you, c.source)) return false;
    return true;
  },
  words: ({ filter }, w) => `no ${w.filter(filter, true)} are on the battlefield`,
});

/**
 * `reorder_top`: "look at the top four cards of your library, then put them
 * back in any order" (CR 401.4): the controller orders them, one decision a
 * card (library-order.ts); the cards stay the same objects.
 */
import { z } from 'zod';
import { startWork } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

export const reorderTop = defineStep({
  id: 'reorder_top',
  description: 'look at the top cards of your library and put them back in any order',
  reserved: true,
  params: stepSchema('reorder_top', { n: z.number().int().min(1) }),
  run(s, step, f) {
    const p = f.controller;
    const work = startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n) }));
    orderInLibrary(s, f, p, work.top ?? [], 'top', 'topOrder');
  },
  shows: topCards,
  words: (p, w) => `look at the top ${w.count(p.n, 'card')} of your library, then put them back in any order`,
});

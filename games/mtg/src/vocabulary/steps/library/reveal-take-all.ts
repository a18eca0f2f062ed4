/** `reveal_take_all`: "reveal the top four cards of your library. Put all Elf cards revealed this way into your hand and the rest on the bottom in any order." */
import { z } from 'zod';
import { filterSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { startWork } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { nameOf } from '../../../engine/objects.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

export const revealTakeAll = defineStep({
  id: 'reveal_take_all',
  description:
    'reveal the top cards of the library, take every card matching a filter, the rest to the bottom',
  params: stepSchema('reveal_take_all', {
    n: z.number().int().min(1),
    filter: filterSchema,
    to: z.literal('hand'),
    rest: z.literal('bottom'),
  }),
  run(s, step, f) {
    const p = f.controller;
    const work = startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n) }));
    const top = work.top ?? [];
    if (!work.taken) {
      events.emit?.({ type: 'reveal', player: p, cards: top.map((id) => nameOf(s.objects[id])) });
      for (const id of top)
        if (matches(board(s), cardDerived(s.objects[id]), step.filter, p, f.source)) moveTo(s, id, 'hand');
      work.taken = true;
    }
    const rest = top.filter((id) => s.objects[id]?.zone === 'library');
    orderInLibrary(s, f, p, rest, 'bottom', 'bottomOrder');
  },
  shows: topCards,
  words: (p, w) =>
    `reveal the top ${p.n} cards of your library; put all ${w.filter(p.filter, true)} revealed this way into your hand and the rest on the bottom of your library in any order`,
});

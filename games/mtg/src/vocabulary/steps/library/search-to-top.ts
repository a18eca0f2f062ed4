/**
 * `search_to_top`: "search your library for any number of Goblin cards,
 * reveal them, then shuffle and put those cards on top in any order" (Goblin
 * Recruiter; CR 701.23, 701.24, 401.4): the controller takes the cards one at
 * a time until they say done, they are revealed, the library is shuffled
 * without them, and they go on top in the order the controller chooses.
 */
import { filterSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { chooseCards } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { nameOf } from '../../../engine/objects.ts';
import { shuffleLibrary } from '../../../engine/zones.ts';
import { filterWords } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const searchToTop = defineStep({
  id: 'search_to_top',
  description:
    'search the library for any number of cards of a kind, reveal them, shuffle, put them on top in any order',
  reserved: true,
  params: stepSchema('search_to_top', { filter: filterSchema }),
  run(s, step, f) {
    const p = f.controller;
    f.vars.work ??= {};
    const work = f.vars.work;
    const lib = s.players[p].library;
    if (!work.taken) {
      work.top ??= [];
      const taken = work.top;
      for (;;) {
        const found = lib.filter(
          (id) =>
            !taken.includes(id) && matches(board(s), cardDerived(s.objects[id]), step.filter, p, f.source),
        );
        const c = chooseCards(s, f, p, found, {
          prompt: `Search your library for ${filterWords(step.filter, true)}: take another?`,
          allowNone: true,
          none: 'Done',
          hidden: true,
        });
        if (c === 'wait') return;
        f.vars.answer = undefined;
        if (c === null) break;
        taken.push(c);
      }
      if (taken.length > 0)
        events.emit?.({ type: 'reveal', player: p, cards: taken.map((id) => nameOf(s.objects[id])) });
      // Shuffle without them, then they go on top (ordered below).
      for (const id of taken) lib.splice(lib.indexOf(id), 1);
      shuffleLibrary(s, p);
      lib.unshift(...taken);
      work.taken = true;
    }
    orderInLibrary(s, f, p, work.top ?? [], 'top', 'topOrder');
  },
  shows: (f, answers) => [...(f.vars.work?.top ?? []), ...answers],
  words: (p, w) =>
    `search your library for any number of ${w.filter(p.filter, true)}, reveal them, then shuffle and put those cards on top in any order`,
});

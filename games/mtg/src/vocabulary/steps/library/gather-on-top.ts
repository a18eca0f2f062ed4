/**
 * `gather_on_top`: "Search your library and graveyard for five cards and exile
 * the rest. Put the chosen cards on top of your library in any order"
 * (Doomsday; CR 701.23 search, 401.4 in any order). The controller takes the
 * cards one at a time from both zones (library cards in a private decision:
 * the other seat sees that a choice was made, CR 701.23a/401.2), fewer only
 * if the two zones hold fewer; everything else in both zones is exiled; the
 * chosen cards go on top in the order the controller chooses. Graveyard cards
 * moving to the library are new objects (CR 400.7).
 */
import { z } from 'zod';
import { chooseCards } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const gatherOnTop = defineStep({
  id: 'gather_on_top',
  description:
    'choose cards from your library and graveyard, exile the rest of both, put the chosen on top in any order',
  reserved: true,
  params: stepSchema('gather_on_top', { count: z.number().int().min(1) }),
  run(s, step, f) {
    const p = f.controller;
    f.vars.work ??= {};
    const work = f.vars.work;
    if (!work.taken) {
      work.top ??= [];
      const chosen = work.top;
      while (chosen.length < step.count) {
        const pl = s.players[p];
        const left = [...pl.library, ...pl.graveyard].filter((id) => !chosen.includes(id));
        const c = chooseCards(s, f, p, left, {
          prompt: `Choose a card from your library or graveyard to keep (${chosen.length + 1} of ${step.count}).`,
          allowNone: false,
          hidden: true,
        });
        if (c === 'wait') return;
        f.vars.answer = undefined;
        if (c === null) break;
        chosen.push(c);
      }
      const pl = s.players[p];
      for (const id of [...pl.library, ...pl.graveyard]) if (!chosen.includes(id)) moveTo(s, id, 'exile');
      // Chosen graveyard cards join the library (new objects); the library now holds only the chosen.
      work.top = chosen.map((id) => (s.objects[id].zone === 'graveyard' ? moveTo(s, id, 'library') : id));
      work.taken = true;
    }
    orderInLibrary(s, f, p, work.top ?? [], 'top', 'topOrder');
  },
  shows: (f, answers) => [...(f.vars.work?.top ?? []), ...answers],
  words: (p, w) =>
    `search your library and graveyard for ${w.count(p.count, 'card')} and exile the rest, then put the chosen cards on top of your library in any order`,
});

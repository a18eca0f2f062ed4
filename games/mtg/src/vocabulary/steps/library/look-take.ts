/**
 * `look_take`: "look at the top seven cards of your library. Put two of them
 * into your hand and the rest into your graveyard" (Ancestral Memories);
 * "look at the top five cards of your library, put one of them into your
 * hand, and exile the rest" (Browse). The cards are looked at, not revealed:
 * the choice is hidden from the opponent (CR 401.2).
 */
import { z } from 'zod';
import { chooseCards, startWork } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

export const lookTake = defineStep({
  id: 'look_take',
  description: 'look at the top cards of the library, put some into the hand and the rest into a zone',
  reserved: true,
  params: stepSchema('look_take', {
    n: z.number().int().min(1),
    take: z.number().int().min(1),
    rest: z.enum(['graveyard', 'exile']),
  }),
  run(s, step, f) {
    const p = f.controller;
    const work = startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n), left: step.take }));
    const top = work.top ?? [];
    while ((work.left ?? 0) > 0) {
      const still = top.filter((id) => s.objects[id]?.zone === 'library');
      const c = chooseCards(s, f, p, still, {
        prompt: 'Choose a card to put into your hand.',
        allowNone: false,
        hidden: true,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (typeof c === 'number') moveTo(s, c, 'hand');
      work.left = c === null ? 0 : (work.left ?? 1) - 1;
    }
    for (const id of top) if (s.objects[id]?.zone === 'library') moveTo(s, id, step.rest);
  },
  shows: topCards,
  words: (p, w) =>
    `look at the top ${w.count(p.n, 'card')} of your library, put ${p.take === 1 ? 'one' : p.take} of them into your hand and ${
      p.rest === 'graveyard' ? 'the rest into your graveyard' : 'exile the rest'
    }`,
});

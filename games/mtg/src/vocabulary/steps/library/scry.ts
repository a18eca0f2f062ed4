/** `scry`: "scry 2" — those on the bottom in any order, then the rest on top in any order (CR 701.22a). */
import { z } from 'zod';
import { ask, isIdList, startWork } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { nameOf } from '../../../engine/objects.ts';
import type { DecisionOption } from '../../../engine/state.ts';
import { listWords } from '../../noun-words.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

export const scry = defineStep({
  id: 'scry',
  description: 'look at the top cards, put any on the bottom and the rest on top, in any order',
  params: stepSchema('scry', { n: z.number().int().min(1) }),
  run(s, step, f) {
    const p = f.controller;
    const work = startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n) }));
    const top = work.top ?? [];
    if (!work.bottom) {
      const a = f.vars.answer;
      if (!isIdList(a)) {
        const options: DecisionOption[] = [];
        for (let mask = 0; mask < 1 << top.length; mask++) {
          const bottom = top.filter((_, i) => mask & (1 << i));
          const names = bottom.map((id) => nameOf(s.objects[id])).sort();
          options.push({
            label: names.length === 0 ? 'None: all stay on top' : `Bottom: ${listWords(names)}`,
            value: bottom,
          });
        }
        ask(
          s,
          p,
          `Scry ${top.length}: which of the top ${top.length} cards of your library go to the bottom?`,
          options,
          true,
        );
        return;
      }
      work.bottom = a;
      f.vars.answer = undefined;
    }
    // Those on the bottom in any order, then the rest on top in any order (CR 701.22a).
    const bottom = work.bottom;
    if (orderInLibrary(s, f, p, bottom, 'bottom', 'bottomOrder') === 'wait') return;
    const rest = top.filter((id) => !bottom.includes(id));
    orderInLibrary(s, f, p, rest, 'top', 'topOrder');
  },
  shows: topCards,
  words: (p) => `scry ${p.n}`,
});

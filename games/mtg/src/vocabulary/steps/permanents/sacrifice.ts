/** `sacrifice`: "each opponent sacrifices a creature of their choice" — each player a ref names, in turn. */
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { chooseCards, players, startWork } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const sacrifice = defineStep({
  id: 'sacrifice',
  description: 'each player a ref names sacrifices a permanent matching a filter, of their choice',
  params: stepSchema('sacrifice', { who: refSchema, filter: filterSchema }),
  run(s, step, f) {
    const ps = players(s, f, step.who);
    const work = startWork(f, 'i', () => ({ i: 0 }));
    while ((work.i ?? 0) < ps.length) {
      const p = ps[work.i ?? 0];
      const b = board(s);
      const own = [...b.byId.values()]
        .filter((d) => d.controller === p && matches(b, d, step.filter, p, f.source))
        .map((d) => d.id);
      const c = chooseCards(s, f, p, own, {
        prompt: `Sacrifice ${withArticle(filterWords(step.filter))}.`,
        allowNone: false,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (typeof c === 'number') moveTo(s, c, 'graveyard');
      work.i = (work.i ?? 0) + 1;
    }
  },
  words: (p, w) => `${w.does(p.who, 'sacrifice')} ${w.count(1, w.filter(p.filter))}`,
});

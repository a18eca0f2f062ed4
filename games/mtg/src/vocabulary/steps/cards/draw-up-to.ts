/**
 * `draw_up_to`: "Then each player draws up to seven cards" (Diminishing
 * Returns; CR 121.1): each player a ref names chooses how many, from 0 to the
 * amount, in turn order from the active player (CR 101.4), and draws them
 * before the next player chooses. The choice is that player's own decision.
 */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, ask, players, startWork } from '../../../engine/frame.ts';
import { drawCard } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const drawUpTo = defineStep({
  id: 'draw_up_to',
  description: 'each player a ref names draws as many cards as they choose, up to an amount',
  reserved: true,
  params: stepSchema('draw_up_to', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const who = players(s, f, step.who);
    const work = startWork(f, 'i', () => ({ i: 0 }));
    const n = amount(s, f, step.amount);
    while ((work.i ?? 0) < who.length) {
      const p = who[work.i ?? 0];
      const a = f.vars.answer;
      if (typeof a !== 'number') {
        // Most first.
        const options = Array.from({ length: n + 1 }, (_, i) => n - i).map((k) => ({
          label: k === 1 ? 'Draw 1 card' : `Draw ${k} cards`,
          value: k,
        }));
        ask(s, p, `Draw up to ${n} cards: how many?`, options);
        return;
      }
      f.vars.answer = undefined;
      for (let k = 0; k < a; k++) drawCard(s, p, f.vars.exempt);
      work.i = (work.i ?? 0) + 1;
    }
  },
  words: (p, w) => `${w.does(p.who, 'draw')} up to ${w.count(p.amount, 'card')}`,
});

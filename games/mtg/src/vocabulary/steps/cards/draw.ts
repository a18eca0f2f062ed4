/** `draw`: "draw a card", "target player draws two cards", "draw cards equal to …" (CR 121). */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, players } from '../../../engine/frame.ts';
import { drawCard } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const draw = defineStep({
  id: 'draw',
  description: 'each player a ref names draws an amount of cards',
  params: stepSchema('draw', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    for (const p of players(s, f, step.who)) for (let i = 0; i < n; i++) drawCard(s, p);
  },
  words: (p, w) => `${w.does(p.who, 'draw')} ${w.count(p.amount, 'card')}`,
});

/** `lose_life`: "each opponent loses 2 life" (an event "whenever you lose life" watches). */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, players } from '../../../engine/frame.ts';
import { loseLife as lose } from '../../../engine/life.ts';
import { defineStep, stepSchema } from '../step.ts';

export const loseLife = defineStep({
  id: 'lose_life',
  description: 'each player a ref names loses an amount of life',
  params: stepSchema('lose_life', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    for (const p of players(s, f, step.who)) lose(s, p, n);
  },
  words: (p, w) => `${w.does(p.who, 'lose')} ${w.amount(p.amount)} life`,
});

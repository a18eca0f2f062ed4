/** `gain_life`: "you gain 3 life", "gain life equal to its toughness". */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, players } from '../../../engine/frame.ts';
import { gainLife as gain } from '../../../engine/life.ts';
import { defineStep, stepSchema } from '../step.ts';

export const gainLife = defineStep({
  id: 'gain_life',
  description: 'each player a ref names gains an amount of life',
  params: stepSchema('gain_life', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    for (const p of players(s, f, step.who)) gain(s, p, n);
  },
  words: (p, w) => `${w.does(p.who, 'gain')} ${w.amount(p.amount)} life`,
});

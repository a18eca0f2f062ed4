/**
 * `exile_top`: "You exile the top ten cards of your library" (Diminishing
 * Returns): the top cards of each named player's library are exiled face up
 * (CR 406.3), as many as there are.
 */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, players } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const exileTop = defineStep({
  id: 'exile_top',
  description: 'each player a ref names exiles the top cards of their library',
  reserved: true,
  params: stepSchema('exile_top', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    for (const p of players(s, f, step.who))
      for (const id of s.players[p].library.slice(0, n)) moveTo(s, id, 'exile');
  },
  words: (p, w) => `${w.does(p.who, 'exile')} the top ${w.count(p.amount, 'card')} of their library`,
});

/** `mill`: "target player mills two cards" — the top cards of their library go to their graveyard (CR 701.17a). */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, players } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const mill = defineStep({
  id: 'mill',
  description: 'each player a ref names puts the top cards of their library into their graveyard',
  reserved: true,
  params: stepSchema('mill', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const n = amount(s, f, step.amount);
    for (const p of players(s, f, step.who)) {
      // As many as there are (CR 701.17b: milling more cards than the library holds mills them all).
      const top = s.players[p].library.slice(0, n);
      for (const id of top) moveTo(s, id, 'graveyard');
    }
  },
  words: (p, w) => `${w.does(p.who, 'mill')} ${w.count(p.amount, 'card')}`,
});

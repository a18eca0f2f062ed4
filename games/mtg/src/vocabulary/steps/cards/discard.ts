/** `discard`: "discard a card", "target player discards two cards" — the player chooses, one card at a time. */
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, chooseCards, players, startWork } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const discard = defineStep({
  id: 'discard',
  description: 'the first player a ref names discards an amount of cards of their choice',
  params: stepSchema('discard', { who: refSchema, amount: amountSchema }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const work = startWork(f, 'left', () => ({ left: amount(s, f, step.amount) }));
    while ((work.left ?? 0) > 0 && s.players[p].hand.length > 0) {
      const c = chooseCards(s, f, p, [...s.players[p].hand], { prompt: 'Discard a card.', allowNone: false });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (c === null) return;
      moveTo(s, c, 'graveyard');
      work.left = (work.left ?? 0) - 1;
    }
  },
  words: (p, w) => `${w.does(p.who, 'discard')} ${w.count(p.amount, 'card')}`,
});

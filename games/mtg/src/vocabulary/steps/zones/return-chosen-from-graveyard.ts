/**
 * `return_chosen_from_graveyard`: "return a card from your graveyard to your
 * hand for each card discarded this way" (Recall) — cards chosen as the step
 * resolves, not targeted (no "target": CR 115.1), one at a time by the
 * player whose graveyard it is, up to the amount or as many as there are.
 */
import { z } from 'zod';
import { amountSchema, filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { amount, chooseCards, players, startWork } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const returnChosenFromGraveyard = defineStep({
  id: 'return_chosen_from_graveyard',
  description: 'a player returns cards of their choice from their graveyard to their hand, an amount of them',
  reserved: true,
  params: stepSchema('return_chosen_from_graveyard', {
    who: refSchema,
    amount: amountSchema,
    filter: filterSchema.optional(),
    to: z.literal('hand'),
  }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const work = startWork(f, 'left', () => ({ left: amount(s, f, step.amount) }));
    while ((work.left ?? 0) > 0) {
      const b = board(s);
      const options = s.players[p].graveyard.filter(
        (id) => !step.filter || matches(b, cardDerived(s.objects[id]), step.filter, p, f.source),
      );
      const c = chooseCards(s, f, p, options, {
        prompt: 'Return a card from your graveyard to your hand.',
        allowNone: false,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (c === null) return;
      moveTo(s, c, 'hand');
      work.left = (work.left ?? 0) - 1;
    }
  },
  words: (p, w) =>
    `${w.does(p.who, 'return')} ${w.count(p.amount, p.filter ? `${filterWords(p.filter, false)} card` : 'card')} from the graveyard to hand`,
});

/**
 * `put_from_hand`: "You may put a creature card from your hand onto the
 * battlefield" (Flash): the controller chooses a card of the filter from
 * their hand (the "may" is the step's `optional`; choosing it is part of the
 * resolution, not a cast — CR 305.9-style "put onto the battlefield" is not
 * casting, so no cast triggers). The permanent is "it" of the next steps
 * (`created`, as a token a step creates). None in hand: nothing happens, and
 * "if you do" is false.
 */
import { filterSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { chooseCards } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const putFromHand = defineStep({
  id: 'put_from_hand',
  description: 'the controller puts a card of a kind from their hand onto the battlefield',
  reserved: true,
  params: stepSchema('put_from_hand', { filter: filterSchema }),
  run(s, step, f) {
    const p = f.controller;
    const b = board(s);
    const cards = s.players[p].hand.filter((id) =>
      matches(b, cardDerived(s.objects[id]), step.filter, p, f.source),
    );
    const c = chooseCards(s, f, p, cards, {
      prompt: `Put which ${filterWords(step.filter, false)} card onto the battlefield?`,
      allowNone: false,
      hidden: true,
    });
    if (c === 'wait') return;
    f.vars.answer = undefined;
    if (c === null) {
      f.vars.paid = false;
      return;
    }
    f.vars.created = moveTo(s, c, 'battlefield', { controller: p });
    f.vars.paid = true;
  },
  words: (p) =>
    `put ${withArticle(`${filterWords(p.filter, false)} card`)} from your hand onto the battlefield`,
});

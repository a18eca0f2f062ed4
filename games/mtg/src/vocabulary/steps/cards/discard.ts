/**
 * `discard`: "discard a card", "target player discards two cards" — the
 * player chooses, one card at a time (CR 701.9a). Sixth Edition's hands add:
 * "at random" (`random`, the game's generator, CR 701.9b), "a creature card"
 * (`filter`), a card another player chooses after a reveal or a look
 * ("You choose a card from it. That player discards that card": `chosenBy`,
 * with `reveal` when the hand is revealed to all, CR 701.20), and "discard
 * one of them" among the cards the draw before drew (`among: 'drawn'`).
 * With `tally`, the cards discarded are counted in `vars.discarded` ("discarded
 * this way"; only then, so a resolution without the count keeps its vars).
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import type { Filter } from '../../../cards/rules-block.ts';
import { amountSchema, filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { amount, chooseCards, players, startWork } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import type { Frame, MtgState, Seat } from '../../../engine/state.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

/** The cards of `p`'s hand the discard may take. */
function candidates(s: MtgState, f: Frame, p: Seat, filter: Filter | undefined, among: 'drawn' | undefined) {
  let hand = [...s.players[p].hand];
  if (among === 'drawn') {
    const drawn = new Set(f.vars.drawn ?? []);
    hand = hand.filter((id) => drawn.has(id));
  }
  if (!filter) return hand;
  const b = board(s);
  return hand.filter((id) => matches(b, cardDerived(s.objects[id]), filter, p, f.source));
}

export const discard = defineStep({
  id: 'discard',
  description:
    'the first player a ref names discards an amount of cards: of their choice, at random, of a kind, or chosen by another player',
  params: stepSchema('discard', {
    who: refSchema,
    amount: amountSchema,
    random: z.literal(true).optional(),
    filter: filterSchema.optional(),
    chosenBy: refSchema.optional(),
    reveal: z.literal(true).optional(),
    among: z.literal('drawn').optional(),
    /** Count the cards discarded for a later "discarded this way" (`vars.discarded`). */
    tally: z.literal(true).optional(),
  }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const work = startWork(f, 'left', () => {
      // The reveal happens once, before the choice (CR 701.20a: all players see the cards).
      if (step.reveal)
        events.emit?.({
          type: 'reveal',
          player: p,
          cards: s.players[p].hand.map((id) => nameOf(s.objects[id])),
        });
      return { left: amount(s, f, step.amount) };
    });
    const chooser = step.chosenBy ? (players(s, f, step.chosenBy)[0] ?? p) : p;
    while ((work.left ?? 0) > 0) {
      const options = candidates(s, f, p, step.filter, step.among);
      if (options.length === 0) return;
      let c: number | null | 'wait';
      if (step.random) c = options[randInt(s.rng, options.length, 'random')];
      else {
        c = chooseCards(s, f, chooser, options, {
          prompt: chooser === p ? 'Discard a card.' : "Choose a card from that player's hand to discard.",
          allowNone: false,
          // A hand looked at, not revealed: the answers are that hand's cards, the chooser's alone to see.
          hidden: chooser !== p && !step.reveal,
        });
        if (c === 'wait') return;
        f.vars.answer = undefined;
      }
      if (c === null) return;
      moveTo(s, c, 'graveyard');
      if (step.tally) f.vars.discarded = (f.vars.discarded ?? 0) + 1;
      work.left = (work.left ?? 0) - 1;
    }
  },
  words: (p, w) => {
    const what = p.filter ? withArticle(`${filterWords(p.filter, false)} card`) : w.count(p.amount, 'card');
    const how = p.random ? ' at random' : p.chosenBy ? ` chosen by ${w.ref(p.chosenBy)}` : '';
    const among = p.among === 'drawn' ? ' of those drawn' : '';
    return `${p.reveal ? `${w.does(p.who, 'reveal')} their hand and ` : ''}${w.does(p.who, 'discard')} ${what}${how}${among}`;
  },
});

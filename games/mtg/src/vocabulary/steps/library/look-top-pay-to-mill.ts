/**
 * `look_top_pay_to_mill`: "Look at the top card of target player's library.
 * If it's a nonland card, you may pay 2 life. If you do, put it into that
 * player's graveyard." (Wand of Denial). The controller looks (CR 401.2: the
 * card is seen by that seat only, an event for it alone beside a public "looks
 * at"); if the card is of the filter, the controller decides — a private
 * decision naming the card — whether to pay the life, which they can only if
 * their life total is at least that much (CR 119.4); paid, the card goes to
 * its owner's graveyard.
 */
import { z } from 'zod';
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { ask, players } from '../../../engine/frame.ts';
import { loseLife } from '../../../engine/life.ts';
import { nameOf } from '../../../engine/objects.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const lookTopPayToMill = defineStep({
  id: 'look_top_pay_to_mill',
  description:
    "look at the top card of a player's library; if it is of a kind, you may pay life to put it into the graveyard",
  reserved: true,
  params: stepSchema('look_top_pay_to_mill', {
    who: refSchema,
    filter: filterSchema,
    life: z.number().int().min(1),
  }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const top = s.players[p].library[0];
    if (top === undefined) return;
    const me = f.controller;
    const name = nameOf(s.objects[top]);
    const a = f.vars.answer;
    if (a === undefined) {
      const emit = events.emit;
      if (emit) {
        emit({ type: 'look-library', player: me, whose: p, count: 1 });
        emit({ type: 'library-seen', player: me, whose: p, cards: [name], visibleTo: me });
      }
      if (!matches(board(s), cardDerived(s.objects[top]), step.filter, me, f.source)) return;
      if (s.players[me].life < step.life) return;
      f.vars.work = { top: [top] };
      ask(
        s,
        me,
        `The top card is ${name}. Pay ${step.life} life to put it into its owner's graveyard?`,
        [
          { label: `Pay ${step.life} life`, value: true },
          { label: "Don't pay", value: false },
        ],
        true,
      );
      return;
    }
    if (a !== true) return;
    loseLife(s, me, step.life);
    f.vars.paid = true;
    moveTo(s, top, 'graveyard');
  },
  shows: (f) => f.vars.work?.top ?? [],
  words: (p, w) =>
    `look at the top card of ${w.ref(p.who)}'s library; if it's ${filterWords(p.filter, false)}, you may pay ${p.life} life to put it into that player's graveyard`,
});

/**
 * `reveal_draw_others_may_pay`: "… they reveal it instead. Then any other
 * player may pay 2 life. If a player does, put that card into its owner's
 * graveyard. Otherwise, that player draws a card." (Zur's Weirding, the steps
 * of its draw replacement; CR 701.20a reveal, 119.4 paying life). The top
 * card of the drawing player's library is revealed to all; each other player
 * in turn order (in two-player Magic, the opponent) decides whether to pay —
 * asked only of a player whose life total is at least that much; once one
 * pays, the card goes to its owner's graveyard; if none does, the player
 * draws it, a draw this replacement does not replace again (CR 614.5).
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { ask, players } from '../../../engine/frame.ts';
import { loseLife } from '../../../engine/life.ts';
import { nameOf } from '../../../engine/objects.ts';
import { opponent } from '../../../engine/state.ts';
import { drawCard, moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const revealDrawOthersMayPay = defineStep({
  id: 'reveal_draw_others_may_pay',
  description:
    'a player reveals the card they would draw; another player may pay life to put it into the graveyard, else it is drawn',
  reserved: true,
  params: stepSchema('reveal_draw_others_may_pay', { who: refSchema, life: z.number().int().min(1) }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const top = s.players[p].library[0];
    const other = opponent(p);
    const a = f.vars.answer;
    if (a === undefined) {
      if (top !== undefined) {
        events.emit?.({ type: 'reveal', player: p, cards: [nameOf(s.objects[top])] });
        if (s.players[other].life >= step.life) {
          ask(
            s,
            other,
            `Pay ${step.life} life to put ${nameOf(s.objects[top])} into its owner's graveyard?`,
            [
              { label: `Pay ${step.life} life`, value: true },
              { label: "Don't pay", value: false },
            ],
          );
          return;
        }
      }
    } else if (a === true && top !== undefined) {
      loseLife(s, other, step.life);
      moveTo(s, top, 'graveyard');
      return;
    }
    // Nobody paid (or the library is empty: the draw happens, CR 704.5b).
    drawCard(s, p, f.vars.exempt);
  },
  words: (p, w) =>
    `${w.does(p.who, 'reveal')} the card they would draw; any other player may pay ${p.life} life to put it into its owner's graveyard, otherwise it is drawn`,
});

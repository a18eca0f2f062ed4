/**
 * `reveal_until`: "[a player] reveals cards from the top of their library
 * until they reveal a creature card. The player puts that card onto the
 * battlefield, then shuffles all other cards revealed this way into their
 * library" (Polymorph; CR 701.20 reveal, 701.24 shuffle). With no such card
 * every card is revealed and the library is shuffled. The card enters under
 * that player's control.
 */
import { z } from 'zod';
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { players } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { moveTo, shuffleLibrary } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const revealUntil = defineStep({
  id: 'reveal_until',
  description:
    'a player reveals cards from the top of their library until one matches a filter, puts it onto the battlefield and shuffles the rest in',
  reserved: true,
  params: stepSchema('reveal_until', { who: refSchema, filter: filterSchema, to: z.literal('battlefield') }),
  run(s, step, f) {
    for (const p of players(s, f, step.who)) {
      const lib = s.players[p].library;
      const b = board(s);
      const at = lib.findIndex((id) => matches(b, cardDerived(s.objects[id]), step.filter, p, f.source));
      const revealed = at < 0 ? [...lib] : lib.slice(0, at + 1);
      events.emit?.({ type: 'reveal', player: p, cards: revealed.map((id) => nameOf(s.objects[id])) });
      if (at >= 0) moveTo(s, lib[at], 'battlefield', { controller: p });
      // The other revealed cards are shuffled into the library: the whole library is shuffled.
      shuffleLibrary(s, p);
    }
  },
  words: (p, w) =>
    `${w.does(p.who, 'reveal')} cards from the top of their library until ${withArticle(filterWords(p.filter))} card, put it onto the battlefield and shuffle the rest into that library`,
});

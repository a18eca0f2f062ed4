/**
 * `search`: "search your library for a basic Plains card, reveal it, put it
 * into your hand, then shuffle"; "its controller may search their library
 * for a basic land card, put it onto the battlefield tapped" (Path to
 * Exile). A search for a card with a stated quality may find nothing (CR 701.19b).
 */
import { z } from 'zod';
import { filterSchema, refSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { chooseCards, players } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { moveTo, shuffleLibrary } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

const SEARCH_PUT = {
  hand: 'put it into the hand, then shuffle',
  battlefield_tapped: 'put it onto the battlefield tapped, then shuffle',
  battlefield: 'put it onto the battlefield, then shuffle',
  library_top: 'then shuffle and put that card on top',
} as const;

export const search = defineStep({
  id: 'search',
  description: 'a player searches their library for a card matching a filter, puts it somewhere, shuffles',
  params: stepSchema('search', {
    who: refSchema,
    filter: filterSchema,
    // library_top: a tutor's "then shuffle and put that card on top" (the shuffle comes first).
    to: z.enum(['hand', 'battlefield_tapped', 'battlefield', 'library_top']),
    reveal: z.boolean(),
  }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const found = s.players[p].library.filter((id) =>
      matches(board(s), cardDerived(s.objects[id]), step.filter, p, f.source),
    );
    const c = chooseCards(s, f, p, found, {
      // No quality named: "a card" (Library of Lat-Nam), not the filter's default noun.
      prompt: `Search your library for ${Object.keys(step.filter).length ? withArticle(filterWords(step.filter)) : 'a card'}: which one?`,
      // A search for a card with a stated quality may find none (CR 701.23b); one for "a card" finds one if it can.
      allowNone: Object.keys(step.filter).length > 0,
      none: 'Find none',
      hidden: true,
    });
    if (c === 'wait') return;
    if (typeof c === 'number') {
      if (step.reveal && (step.to === 'hand' || step.to === 'library_top'))
        events.emit?.({ type: 'reveal', player: p, cards: [nameOf(s.objects[c])] });
      if (step.to === 'hand') moveTo(s, c, 'hand');
      else if (step.to === 'library_top') {
        shuffleLibrary(s, p);
        // The found card is taken out before the shuffle and put back on top after it.
        const lib = s.players[p].library;
        lib.splice(lib.indexOf(c), 1);
        lib.unshift(c);
        return;
      } else moveTo(s, c, 'battlefield', { tapped: step.to === 'battlefield_tapped' });
    }
    shuffleLibrary(s, p);
  },
  // The answers are the cards the search can find (and "none").
  shows: (_f, answers) => answers,
  words: (p, w) =>
    `${w.does(p.who, 'search')} ${'you' in p.who ? 'your' : 'their'} library for ${w.count(1, w.filter(p.filter))}${
      p.reveal ? ', reveal it,' : ','
    } ${SEARCH_PUT[p.to]}`,
});

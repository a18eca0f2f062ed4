/**
 * `reveal_top_put`: "reveal the top card of your library. If it's a creature
 * card, put it onto the battlefield. Otherwise, put it into your graveyard"
 * (Call of the Wild; CR 701.20 reveal).
 */
import { filterSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { events } from '../../../engine/event-sink.ts';
import { matches } from '../../../engine/filter.ts';
import { nameOf } from '../../../engine/objects.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema } from '../step.ts';

export const revealTopPut = defineStep({
  id: 'reveal_top_put',
  description:
    'reveal the top card of the library: onto the battlefield if it matches a filter, else into the graveyard',
  reserved: true,
  params: stepSchema('reveal_top_put', { filter: filterSchema }),
  run(s, step, f) {
    const p = f.controller;
    const id = s.players[p].library[0];
    if (id === undefined) return;
    const o = s.objects[id];
    events.emit?.({ type: 'reveal', player: p, cards: [nameOf(o)] });
    if (matches(board(s), cardDerived(o), step.filter, p, f.source))
      moveTo(s, id, 'battlefield', { controller: p });
    else moveTo(s, id, 'graveyard');
  },
  words: (p) =>
    `reveal the top card of your library; if it's ${withArticle(filterWords(p.filter))} card, put it onto the battlefield, otherwise into your graveyard`,
});

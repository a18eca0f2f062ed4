/**
 * `hand_to_bottom_draw`: "that player puts the cards in their hand on the
 * bottom of their library in any order, then draws that many cards"
 * (Teferi's Puzzle Box): the player orders them (library-order.ts, one
 * decision per card; CR 401.4), then draws as many as they put there.
 */
import { refSchema } from '../../../cards/shapes.ts';
import { players } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { drawCard, moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const handToBottomDraw = defineStep({
  id: 'hand_to_bottom_draw',
  description: 'a player puts their hand on the bottom of their library in any order, then draws that many',
  reserved: true,
  params: stepSchema('hand_to_bottom_draw', { who: refSchema }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    f.vars.work ??= {};
    const work = f.vars.work;
    if (!work.bottom)
      work.bottom = [...s.players[p].hand].map((id) => moveTo(s, id, 'library', { bottom: true }));
    if (orderInLibrary(s, f, p, work.bottom, 'bottom', 'bottomOrder') === 'wait') return;
    for (let i = 0; i < work.bottom.length; i++) drawCard(s, p);
  },
  // The cards being ordered are library cards the ordering decision shows their owner.
  shows: (f) => f.vars.work?.bottom ?? [],
  words: (p, w) =>
    `${w.does(p.who, 'put')} the cards in their hand on the bottom of their library in any order, then draws that many cards`,
});

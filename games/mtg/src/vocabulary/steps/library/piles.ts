/**
 * `piles`: Fact or Fiction — "reveal the top five cards of your library. An
 * opponent separates those cards into two piles. Put one pile into your
 * hand and the other into your graveyard."
 */
import { z } from 'zod';
import { events } from '../../../engine/event-sink.ts';
import { ask, isIdList, startWork } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { type DecisionOption, opponent } from '../../../engine/state.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

export const piles = defineStep({
  id: 'piles',
  description:
    'reveal the top cards; an opponent splits them in two piles; one to hand, the other to the graveyard',
  params: stepSchema('piles', { n: z.number().int().min(1) }),
  run(s, step, f) {
    const p = f.controller;
    const opp = opponent(p);
    const work = startWork(f, 'top', () => ({ top: s.players[p].library.slice(0, step.n) }));
    const top = work.top ?? [];
    const a = f.vars.answer;
    if (!work.pileA) {
      if (!isIdList(a)) {
        events.emit?.({ type: 'reveal', player: p, cards: top.map((id) => nameOf(s.objects[id])) });
        const options: DecisionOption[] = [];
        const n = top.length;
        for (let mask = 0; mask < 1 << n; mask++) {
          const pile = top.filter((_, i) => mask & (1 << i));
          options.push({
            label: `pile A: ${pile.map((id) => nameOf(s.objects[id])).join(', ') || 'empty'}`,
            value: pile,
          });
        }
        ask(s, opp, 'separate the revealed cards into two piles', options);
        return;
      }
      work.pileA = a;
      f.vars.answer = undefined;
      ask(s, p, 'put which pile into your hand?', [
        { label: 'pile A', value: 'A' },
        { label: 'pile B', value: 'B' },
      ]);
      return;
    }
    const pileA = work.pileA;
    const pileB = top.filter((id) => !pileA.includes(id));
    const [hand, grave] = a === 'A' ? [pileA, pileB] : [pileB, pileA];
    for (const id of hand) moveTo(s, id, 'hand');
    for (const id of grave) moveTo(s, id, 'graveyard');
  },
  shows: topCards,
  words: (p) =>
    `reveal the top ${p.n} cards of your library; an opponent separates them into two piles; put one pile into your hand and the other into your graveyard`,
});

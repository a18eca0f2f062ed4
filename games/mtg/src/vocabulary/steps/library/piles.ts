/**
 * `piles`: Fact or Fiction — "reveal the top five cards of your library. An
 * opponent separates those cards into two piles. Put one pile into your
 * hand and the other into your graveyard."
 */
import { z } from 'zod';
import { events } from '../../../engine/event-sink.ts';
import { ask, isIdList, startWork } from '../../../engine/frame.ts';
import { nameOf } from '../../../engine/objects.ts';
import { type DecisionOption, type MtgState, opponent } from '../../../engine/state.ts';
import { moveTo } from '../../../engine/zones.ts';
import { listWords } from '../../noun-words.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

/** A pile as players read it: its cards' names in alphabetical order ("nothing" for an empty pile). */
function pileWords(s: MtgState, ids: readonly number[]): string {
  const names = ids.map((id) => nameOf(s.objects[id])).sort();
  return names.length === 0 ? 'nothing' : listWords(names);
}

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
          options.push({ label: `Pile A: ${pileWords(s, pile)}`, value: pile });
        }
        ask(
          s,
          opp,
          `Separate ${pileWords(s, top)} into two piles: which go into pile A (the rest make pile B)?`,
          options,
        );
        return;
      }
      work.pileA = a;
      f.vars.answer = undefined;
      const pileB = top.filter((id) => !a.includes(id));
      ask(s, p, 'Put which pile into your hand (the other goes to your graveyard)?', [
        { label: `Pile A: ${pileWords(s, a)}`, value: 'A' },
        { label: `Pile B: ${pileWords(s, pileB)}`, value: 'B' },
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

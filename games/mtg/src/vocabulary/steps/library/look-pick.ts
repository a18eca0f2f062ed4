/**
 * `look_pick`: "look at the top four cards of your library. Put one of them
 * into your hand and the rest on the bottom of your library in any order"
 * (Impulse); with a filter and `optionalPick`, "you may put a land card from
 * among them onto the battlefield tapped. Put the rest on the bottom in a
 * random order".
 */
import { shuffleInPlace } from '@arbiter/core';
import { z } from 'zod';
import { filterSchema } from '../../../cards/shapes.ts';
import { board, cardDerived } from '../../../engine/derived.ts';
import { matches } from '../../../engine/filter.ts';
import { chooseCards, startWork } from '../../../engine/frame.ts';
import { orderInLibrary } from '../../../engine/library-order.ts';
import { moveTo } from '../../../engine/zones.ts';
import { filterWords, withArticle } from '../../noun-words.ts';
import { defineStep, stepSchema, topCards } from '../step.ts';

export const lookPick = defineStep({
  id: 'look_pick',
  description: 'look at the top cards of the library, take one, put the rest on the bottom',
  params: stepSchema('look_pick', {
    n: z.number().int().min(1),
    pick: z.literal(1),
    to: z.enum(['hand', 'battlefield_tapped']),
    rest: z.enum(['bottom', 'bottom_random']),
    optionalPick: z.boolean().optional(),
    filter: filterSchema.optional(),
  }),
  run(s, step, f) {
    const p = f.controller;
    const lib = s.players[p].library;
    const work = startWork(f, 'top', () => ({ top: lib.slice(0, step.n) }));
    const top = work.top ?? [];
    if (!('picked' in work)) {
      const eligible = top.filter(
        (id) => !step.filter || matches(board(s), cardDerived(s.objects[id]), step.filter, p, f.source),
      );
      const c = chooseCards(s, f, p, eligible, {
        prompt: `Choose ${step.filter ? withArticle(filterWords(step.filter)) : 'a card'} to put ${
          step.to === 'hand' ? 'into your hand' : 'onto the battlefield tapped'
        }.`,
        allowNone: !!step.optionalPick || eligible.length === 0,
        hidden: true,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      work.picked = typeof c === 'number' ? c : null;
      if (typeof c === 'number') {
        if (step.to === 'hand') moveTo(s, c, 'hand');
        else moveTo(s, c, 'battlefield', { tapped: true });
      }
    }
    const rest = top.filter((id) => s.objects[id]?.zone === 'library');
    if (step.rest === 'bottom_random') {
      for (const id of rest) lib.splice(lib.indexOf(id), 1);
      // Random order from the game's generator.
      lib.push(...shuffleInPlace(s.rng, [...rest], 'shuffle'));
      return;
    }
    // "The rest on the bottom of your library in any order": the player orders them.
    orderInLibrary(s, f, p, rest, 'bottom', 'bottomOrder');
  },
  shows: topCards,
  words: (p, w) =>
    `look at the top ${p.n} cards of your library; ${p.optionalPick ? 'you may put' : 'put'} ${
      p.filter ? w.count(1, w.filter(p.filter)) : 'one of them'
    } ${p.to === 'hand' ? 'into your hand' : 'onto the battlefield tapped'} and the rest on the bottom of your library ${
      p.rest === 'bottom_random' ? 'in a random order' : 'in any order'
    }`,
});

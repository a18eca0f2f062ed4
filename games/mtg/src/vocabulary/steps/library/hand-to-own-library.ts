/**
 * `hand_to_own_library`: "put two cards from your hand both on top of your
 * library or both on the bottom of your library" (Dream Cache): the
 * controller chooses top or bottom, then the cards one at a time (on top,
 * the last chosen is the top card; to the bottom, each goes under the ones
 * before it — the order is the controller's, CR 401.4). With fewer cards in
 * hand, all of them go.
 */
import { z } from 'zod';
import { ask, chooseCards } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const handToOwnLibrary = defineStep({
  id: 'hand_to_own_library',
  description:
    'the controller puts cards from their hand all on top of or all on the bottom of their library',
  reserved: true,
  params: stepSchema('hand_to_own_library', { count: z.number().int().min(1) }),
  run(s, step, f) {
    const p = f.controller;
    f.vars.work ??= {};
    const work = f.vars.work;
    if (work.toBottom === undefined) {
      if (s.players[p].hand.length === 0) return;
      const a = f.vars.answer;
      if (typeof a !== 'boolean') {
        ask(s, p, `Put ${step.count} cards from your hand on top of your library or on the bottom?`, [
          { label: 'Both on top', value: false },
          { label: 'Both on the bottom', value: true },
        ]);
        return;
      }
      f.vars.answer = undefined;
      work.toBottom = a;
      work.left = step.count;
    }
    while ((work.left ?? 0) > 0) {
      const c = chooseCards(s, f, p, [...s.players[p].hand], {
        prompt: work.toBottom
          ? 'Which card goes to the bottom of your library next?'
          : 'Which card goes on top of your library next?',
        allowNone: false,
        hidden: true,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (typeof c === 'number') moveTo(s, c, 'library', { bottom: work.toBottom });
      work.left = c === null ? 0 : (work.left ?? 1) - 1;
    }
  },
  words: (p) =>
    `put ${p.count} cards from your hand both on top of your library or both on the bottom of your library`,
});

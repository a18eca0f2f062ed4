/**
 * `hand_to_library`: "look at target opponent's hand and choose a card from
 * it. Put that card on top of that player's library" (Painful Memories);
 * two cards "in any order" (Agonizing Memories). The controller sees that
 * hand and chooses one card at a time; each chosen card goes on top, so the
 * last chosen is the top card (the order is the chooser's, CR 401.4).
 */
import { z } from 'zod';
import { refSchema } from '../../../cards/shapes.ts';
import { chooseCards, players, startWork } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const handToLibrary = defineStep({
  id: 'hand_to_library',
  description: "the controller chooses cards from a player's hand, put on top of that player's library",
  reserved: true,
  params: stepSchema('hand_to_library', { who: refSchema, count: z.number().int().min(1) }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined) return;
    const work = startWork(f, 'left', () => ({ left: step.count }));
    while ((work.left ?? 0) > 0) {
      const c = chooseCards(s, f, f.controller, [...s.players[p].hand], {
        prompt: "Choose a card from that player's hand to put on top of their library.",
        allowNone: false,
        hidden: true,
      });
      if (c === 'wait') return;
      f.vars.answer = undefined;
      if (typeof c === 'number') moveTo(s, c, 'library');
      work.left = c === null ? 0 : (work.left ?? 1) - 1;
    }
  },
  words: (p, w) =>
    `look at ${w.ref(p.who)}'s hand and put ${p.count === 1 ? 'a card' : `${p.count} cards`} from it on top of that player's library`,
});

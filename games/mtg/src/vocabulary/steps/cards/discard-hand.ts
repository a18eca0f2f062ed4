/** `discard_hand`: "discard your hand", "each player discards their hand". */
import { refSchema } from '../../../cards/shapes.ts';
import { players } from '../../../engine/frame.ts';
import { moveTo } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const discardHand = defineStep({
  id: 'discard_hand',
  description: 'each player a ref names discards their whole hand',
  params: stepSchema('discard_hand', { who: refSchema }),
  run(s, step, f) {
    for (const p of players(s, f, step.who))
      for (const id of [...s.players[p].hand]) moveTo(s, id, 'graveyard');
  },
  words: (p, w) => `${w.does(p.who, 'discard')} ${'you' in p.who ? 'your' : 'their'} hand`,
});

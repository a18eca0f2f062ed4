/** `draw`: "draw a card", "target player draws two cards", "draw cards equal to …" (CR 121). */
import { z } from 'zod';
import { amountSchema, refSchema } from '../../../cards/shapes.ts';
import { amount, amountFor, players } from '../../../engine/frame.ts';
import { drawCard } from '../../../engine/zones.ts';
import { defineStep, stepSchema } from '../step.ts';

export const draw = defineStep({
  id: 'draw',
  description: 'each player a ref names draws an amount of cards',
  params: stepSchema('draw', {
    who: refSchema,
    amount: amountSchema,
    /** The cards drawn are "them" of the next step ("then discard one of them"). */
    remember: z.literal(true).optional(),
  }),
  run(s, step, f) {
    const a = step.amount;
    // "Each player draws a card for each … in their graveyard": each player's own count.
    if (typeof a === 'object' && 'theirCount' in a) {
      const counts = players(s, f, step.who).map((p) => [p, amountFor(s, f, a, p)] as const);
      for (const [p, n] of counts) for (let i = 0; i < n; i++) drawCard(s, p, f.vars.exempt);
      return;
    }
    const n = amount(s, f, a);
    for (const p of players(s, f, step.who)) {
      const before = s.players[p].hand.length;
      for (let i = 0; i < n; i++) drawCard(s, p, f.vars.exempt);
      // "Draw three cards, then discard one of them": the cards drawn (they join the hand's end).
      if (step.remember) f.vars.drawn = s.players[p].hand.slice(before);
    }
  },
  words: (p, w) => `${w.does(p.who, 'draw')} ${w.count(p.amount, 'card')}`,
});

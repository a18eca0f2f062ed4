/**
 * `reset_power`: every card the effect's scope reaches loses its
 * enhancements and enfeeblements — its power delta goes back to 0 as one
 * discrete change (so `on_enfeebled` fires for a card that was enhanced, and
 * a card's first-enhanced or first-enfeebled record stays as it was).
 * Scaling (scale delta, auras) is untouched. Registered ahead of the data:
 * no shipped card resets powers yet.
 */
import { z } from 'zod';
import { applyPowerDelta } from '../resolve.ts';
import { resolveScope } from '../scopes/index.ts';
import { defineOperation } from './operation.ts';

export interface ResetPower {
  type: 'reset_power';
}

export const resetPower = defineOperation({
  id: 'reset_power',
  description: 'clear the enhancements and enfeeblements of the cards in scope',
  reserved: true,
  params: z.object({ type: z.literal('reset_power') }).strict(),
  compile: (): ResetPower => ({ type: 'reset_power' }),
  run(ctx, _op, src, effect) {
    for (const uid of resolveScope({ s: ctx.s, cat: ctx.cat, src, dying: ctx.dying }, effect.scope)) {
      const card = ctx.s.cards[uid];
      applyPowerDelta(ctx, card, -card.powerDelta);
    }
  },
  words: (_op, w) => `clear the enhancements and enfeeblements of ${w.scopeNoun(w.effect.scope)}`,
});

/** "Look at the top (N) card(s) of your deck" — shown to the owner until the end of the turn. */
import { info } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const lookTopDeck = defineEffect({
  id: 'look_top_deck',
  description: "look at the top cards of one's own deck (shown to the owner until the end of the turn)",
  params: paramsOf('look_top_deck', { count: amount }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const top = pl.deck.slice(0, p.count);
    pl.peek = top.map((uid) => info(ctx.s, uid).id);
    ctx.emit?.({
      type: 'peek',
      side: ctx.player,
      cards: top.map((uid) => info(ctx.s, uid).name),
      visibleTo: ctx.player,
    });
  },
  words: (p) =>
    p.count === 1 ? 'look at the top card of your deck' : `look at the top ${p.count} cards of your deck`,
});

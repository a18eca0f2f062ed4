/**
 * "Look at the top (N) card(s) of your deck" — shown to the owner until the
 * end of the turn. "Choose either player. Look at the top card of that
 * player's deck." (`side: 'either'`): the player picks a deck; the opponent's
 * top cards are shown to the player in the log only (a `peek` event visible
 * to them), not kept as the player's own `peek`, which is the top of their
 * own deck (what determinization keeps).
 */
import { z } from 'zod';
import { info } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';

export const lookTopDeck = defineEffect({
  id: 'look_top_deck',
  description: "look at the top cards of one's own deck, or of either player's deck (chosen)",
  params: paramsOf('look_top_deck', { count: amount, side: z.literal('either').optional() }),
  phase: 'after',
  usable: (s, side, _self, p) =>
    s.sides[side].deck.length > 0 || (p.side === 'either' && s.sides[1 - side].deck.length > 0),
  run(ctx, p) {
    const whose =
      p.side === 'either' &&
      ctx.choose(ctx.player, 'Choose whose deck to look at', ['Your deck', "Your opponent's deck"]) === 1
        ? ctx.opp
        : ctx.player;
    const pl = ctx.s.sides[whose];
    const top = pl.deck.slice(0, p.count);
    if (whose === ctx.player) pl.peek = top.map((uid) => info(ctx.s, uid).id);
    ctx.emit?.({
      type: 'peek',
      side: whose,
      cards: top.map((uid) => info(ctx.s, uid).name),
      visibleTo: ctx.player,
    });
  },
  words: (p) =>
    p.side === 'either'
      ? `choose either player and look at the top ${p.count === 1 ? 'card' : `${p.count} cards`} of that player's deck`
      : p.count === 1
        ? 'look at the top card of your deck'
        : `look at the top ${p.count} cards of your deck`,
});

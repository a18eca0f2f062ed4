/**
 * "For each of your [F] Pokémon in play, look at that many cards from the
 * top of your deck and put them back in any order." (`side: own`), "… from
 * the top of your opponent's deck …" (`side: opponent`).
 *
 * Decisions (README, "Rare Candy, Eevee Bag and the last texts"): the
 * player puts the cards back one at a time, top first (a choice among the
 * cards left, named to that player only; the last goes without asking);
 * with fewer cards in the deck, those. The order is known to the player:
 * for their own deck it is kept as their peek (as look_top_deck); the
 * opponent's top cards are shown to the player in the log only. Not offered
 * when the count is 0 or the deck is empty.
 */
import { z } from 'zod';
import { info } from '../../rules/ops.ts';
import type { Side } from '../../state.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { probeCtx } from '../gates/probe.ts';
import { counterWords, countOf } from '../vocabulary/counter.ts';
import { countParam, countValue } from './zones.ts';

const params = paramsOf('reorder_deck_top', { side: z.enum(['own', 'opponent']), count: countParam });

const deckSide = (player: Side, side: 'own' | 'opponent'): Side =>
  side === 'own' ? player : ((1 - player) as Side);

export const reorderDeckTop = defineEffect({
  id: 'reorder_deck_top',
  description:
    "look at the top `count` cards of one's own or the opponent's deck and put them back in any order",
  params,
  phase: 'after',
  usable: (s, player, self, p) =>
    s.sides[deckSide(player, p.side)].deck.length > 0 &&
    (typeof p.count === 'number' ? p.count : countOf(probeCtx(s, player, self), p.count.per)) > 0,
  run(ctx, p) {
    const whose = deckSide(ctx.player, p.side);
    const deck = ctx.s.sides[whose].deck;
    const top = deck.slice(0, countValue(ctx, p.count));
    if (top.length === 0) return;
    const order: number[] = [];
    const left = top.slice();
    while (left.length > 1) {
      const i = ctx.choose(
        ctx.player,
        order.length === 0 ? 'Put back on top of the deck' : 'Put back next',
        left.map((uid) => info(ctx.s, uid).name),
        true,
      );
      order.push(left.splice(i, 1)[0]);
    }
    order.push(left[0]);
    deck.splice(0, order.length, ...order);
    const names = order.map((uid) => info(ctx.s, uid).name);
    if (whose === ctx.player) ctx.s.sides[whose].peek = order.map((uid) => info(ctx.s, uid).id);
    ctx.emit?.({ type: 'peek', side: whose, cards: names, visibleTo: ctx.player });
  },
  words: (p, w) => {
    const deck = p.side === 'own' ? 'your deck' : "your opponent's deck";
    return typeof p.count === 'number'
      ? `look at the top ${p.count} cards of ${deck} and put them back in any order`
      : `for each ${counterWords(p.count.per, w)}, look at that many cards from the top of ${deck} and put them back in any order`;
  },
});

/**
 * "Put 1 random Basic Pokémon from your discard pile into your hand", "put
 * a Supporter card from your discard pile into your hand" (`choose`: the
 * player picks), "Flip 3 coins. For each heads, a [W] Pokémon is chosen at
 * random from your discard pile …" (a count from a counter). The discard
 * pile is public: the cards are named to both players. Fewer matching cards
 * than the count: all of them; none: nothing (a trainer is not playable
 * then, an attack still does its damage).
 */
import { z } from 'zod';
import { info } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';
import { countParam, countValue, countWords, takeRandom } from './zones.ts';

export const discardToHand = defineEffect({
  id: 'discard_to_hand',
  description: 'put cards of a kind from the discard pile into the hand (at random, or chosen)',
  params: paramsOf('discard_to_hand', {
    count: countParam.optional(),
    what: cardFilterSchema,
    choose: z.literal(true).optional(),
  }),
  phase: 'after',
  usable: (s, side, _self, p) => cardsMatching(s, s.sides[side].discard, p.what).length > 0,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const n = countValue(ctx, p.count);
    const matching = cardsMatching(ctx.s, pl.discard, p.what);
    let taken: number[];
    if (p.choose) {
      taken = [];
      const left = matching.slice();
      // Every pick is asked before anything moves (a step waiting for an answer runs again from its start).
      const picks: number[] = [];
      for (let i = 0; i < n && left.length > 0; i++) {
        const k = ctx.choose(
          ctx.player,
          'Choose a card from your discard pile to put into your hand',
          left.map((uid) => info(ctx.s, uid).name),
        );
        picks.push(left.splice(k, 1)[0]);
      }
      for (const uid of picks) {
        pl.discard.splice(pl.discard.indexOf(uid), 1);
        taken.push(uid);
      }
    } else taken = takeRandom(ctx.s, pl.discard, matching, n);
    pl.hand.push(...taken);
    ctx.emit?.({
      type: 'discard-to-hand',
      side: ctx.player,
      cards: taken.map((uid) => info(ctx.s, uid).name),
    });
  },
  words: (p, w) => {
    const how = p.choose ? 'chosen' : 'random';
    const what: [string, string] = [
      `${how} ${cardFilterWords(p.what, w)}`,
      `${how} ${cardFilterWords(p.what, w, true)}`,
    ];
    return `put ${countWords(p.count, what, w)} from your discard pile into your hand`;
  },
});

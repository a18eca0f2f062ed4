/**
 * "Put 1 random (name) from your deck onto your Bench." (the first sets:
 * `name`), and the later sets' "Put 1 random Basic Pokémon …", "Put 3
 * random cards from among Silcoon and Cascoon from your deck onto your
 * Bench." (`count`, `what`: the card filter; the text puts a Stage 1 onto
 * the Bench when it names one). As many as the Bench has room for (3);
 * fewer matching cards: all of them. The cards become public as they enter
 * play; the deck is shuffled.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { info, newSlot, shuffleDeck } from '../../rules/ops.ts';
import { takeRandom } from '../cards/zones.ts';
import { amount, defineEffect, paramsOf } from '../effect.ts';
import { cardFilterSchema, cardFilterWords, cardsMatching } from '../vocabulary/card-filter.ts';

const BENCH = 3;

export const benchFromDeck = defineEffect({
  id: 'bench_from_deck',
  description: 'put random Pokémon (of a name, or as the card filter says) from the deck onto the Bench',
  params: paramsOf('bench_from_deck', {
    name: z.string().optional(),
    count: amount.optional(),
    what: cardFilterSchema.optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    if (pl.bench.length >= BENCH) return;
    if (p.what) {
      const room = Math.min(p.count ?? 1, BENCH - pl.bench.length);
      // Only Pokémon go onto the Bench, whatever the filter names.
      const found = cardsMatching(ctx.s, pl.deck, { ...p.what, cardKind: 'pokemon' });
      const taken = takeRandom(ctx.s, pl.deck, found, room);
      shuffleDeck(ctx.s, ctx.player);
      for (const uid of taken) {
        const slot = newSlot(uid, ctx.turn);
        pl.bench.push(slot);
        ctx.emit?.({ type: 'bench', side: ctx.player, pokemon: info(ctx.s, uid).name, from: 'deck' });
        ctx.enterPlay(ctx.player, slot);
      }
      if (taken.length === 0) ctx.emit?.({ type: 'search', side: ctx.player, found: false });
      return;
    }
    const found = pl.deck.filter((uid) => info(ctx.s, uid).name === p.name);
    if (found.length === 0) return;
    const uid = found[randInt(ctx.s.rng, found.length, 'random')];
    pl.deck.splice(pl.deck.indexOf(uid), 1);
    const slot = newSlot(uid, ctx.turn);
    pl.bench.push(slot);
    shuffleDeck(ctx.s, ctx.player);
    ctx.emit?.({ type: 'bench', side: ctx.player, pokemon: info(ctx.s, uid).name, from: 'deck' });
    ctx.enterPlay(ctx.player, slot);
  },
  words: (p, w) => {
    if (!p.what) return `put 1 random ${p.name ?? 'Pokémon'} from your deck onto your Bench`;
    const n = p.count ?? 1;
    return `put ${n} random ${p.what.names ? `cards from among ${w.names(p.what.names)}` : cardFilterWords(p.what, w, n > 1)} from your deck onto your Bench`;
  },
});

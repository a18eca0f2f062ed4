/**
 * "Put 1 random (type) Pokémon / a random Basic Pokémon from your deck into
 * your hand" (the first sets: `energyType`, `basic`), and the later sets'
 * "Put 2 random cards from among Magneton, Heliolisk, and Clemont's Backpack
 * …", "a random Supporter card", "a random card that evolves from Rockruff"
 * (`count`, `what`: the card filter). The cards are seen by their owner
 * only; everyone sees how many went to the hand. Fewer matching cards than
 * the count: all of them; an empty deck makes a trainer unplayable, and a
 * deck with no matching card is still searched (and shuffled).
 */
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { amount, defineEffect, paramsOf, pokemonType } from '../effect.ts';
import {
  type CardFilter,
  cardFilterSchema,
  cardFilterWords,
  cardsMatching,
} from '../vocabulary/card-filter.ts';
import { takeRandom } from './zones.ts';

export const searchDeckToHand = defineEffect({
  id: 'search_deck_to_hand',
  description:
    'put random cards (Pokémon of a type, Basic, or any kind the filter names) from the deck into the hand',
  params: paramsOf('search_deck_to_hand', {
    energyType: pokemonType.optional(),
    basic: z.boolean().optional(),
    count: amount.optional(),
    what: cardFilterSchema.optional(),
  }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const found = p.what
      ? cardsMatching(ctx.s, pl.deck, p.what)
      : pl.deck.filter((uid) => {
          // The first sets' reading (kept: their games do not move): Poké Ball finds a Fossil.
          const ci = info(ctx.s, uid);
          if (ci.kind !== 'pokemon' && !(p.basic && ci.basic)) return false;
          if (p.basic && !ci.basic) return false;
          return !p.energyType || ci.type === p.energyType;
        });
    const taken = takeRandom(ctx.s, pl.deck, found, p.count ?? 1);
    pl.hand.push(...taken);
    shuffleDeck(ctx.s, ctx.player);
    if (p.what) ctx.res.found = taken.length;
    if (p.count === undefined) ctx.emit?.({ type: 'search', side: ctx.player, found: taken.length > 0 });
    else ctx.emit?.({ type: 'search', side: ctx.player, found: taken.length > 0, count: taken.length });
    for (const uid of taken)
      ctx.emit?.({ type: 'found', side: ctx.player, card: info(ctx.s, uid).name, visibleTo: ctx.player });
  },
  words: (p, w) => {
    if (p.what) {
      // No count: "a random …" as printed; a count as printed ("1 random", "2 random").
      const n = p.count === undefined ? 'a' : p.count;
      return `put ${n} random ${cardFilterWords(p.what as CardFilter, w, (p.count ?? 1) > 1)} from your deck into your hand`;
    }
    return `put ${p.basic ? 'a random Basic ' : p.energyType ? '1 random ' : 'a random '}${p.energyType ? `${w.energy(p.energyType)} ` : ''}Pokémon from your deck into your hand`;
  },
});

/**
 * "Put 1 random (type) Pokémon / a random Basic Pokémon from your deck into
 * your hand." The card is seen by its owner only; everyone sees that one
 * went to the hand.
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { info, shuffleDeck } from '../../rules/ops.ts';
import { defineEffect, paramsOf, pokemonType } from '../effect.ts';

export const searchDeckToHand = defineEffect({
  id: 'search_deck_to_hand',
  description: 'put a random Pokémon (of a type, or Basic) from the deck into the hand',
  params: paramsOf('search_deck_to_hand', {
    energyType: pokemonType.optional(),
    basic: z.boolean().optional(),
  }),
  phase: 'after',
  usable: (s, side) => s.sides[side].deck.length > 0,
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    const found = pl.deck.filter((uid) => {
      const ci = info(ctx.s, uid);
      if (ci.kind !== 'pokemon' && !(p.basic && ci.basic)) return false;
      if (p.basic && !ci.basic) return false;
      return !p.energyType || ci.type === p.energyType;
    });
    let card: string | null = null;
    if (found.length > 0) {
      const uid = found[randInt(ctx.s.rng, found.length, 'random')];
      pl.deck.splice(pl.deck.indexOf(uid), 1);
      pl.hand.push(uid);
      card = info(ctx.s, uid).name;
    }
    shuffleDeck(ctx.s, ctx.player);
    ctx.emit?.({ type: 'search', side: ctx.player, found: card !== null });
    if (card !== null) ctx.emit?.({ type: 'found', side: ctx.player, card, visibleTo: ctx.player });
  },
  words: (p, w) =>
    `put ${p.basic ? 'a random Basic ' : p.energyType ? '1 random ' : 'a random '}${p.energyType ? `${w.energy(p.energyType)} ` : ''}Pokémon from your deck into your hand`,
});

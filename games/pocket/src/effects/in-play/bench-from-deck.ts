/** "Put 1 random (name) from your deck onto your Bench." */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { info, newSlot, shuffleDeck } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';

export const benchFromDeck = defineEffect({
  id: 'bench_from_deck',
  description: 'put 1 random Pokémon of a name from the deck onto the Bench',
  params: paramsOf('bench_from_deck', { name: z.string() }),
  phase: 'after',
  run(ctx, p) {
    const pl = ctx.s.sides[ctx.player];
    if (pl.bench.length >= 3) return;
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
  words: (p) => `put 1 random ${p.name} from your deck onto your Bench`,
});

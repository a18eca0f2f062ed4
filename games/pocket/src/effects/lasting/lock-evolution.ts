/**
 * "During your opponent's next turn, they can't play any Pokémon from their
 * hand to evolve their Pokémon." — a `card_lock` on evolving from the hand
 * (an evolution from the deck is not stopped: E5).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { registerCardLock } from './card-lock.ts';
import { durations, throughTurn } from './reach.ts';

export const lockEvolution = defineEffect({
  id: 'lock_evolution',
  description: "the opponent can't play Pokémon from their hand to evolve their Pokémon, for the duration",
  params: paramsOf('lock_evolution', { side: z.literal('opponent'), duration: z.enum(durations) }),
  phase: 'after',
  run(ctx, p) {
    registerCardLock(ctx, 'evolution', throughTurn(ctx.turn, p.duration));
  },
  words: () =>
    "during your opponent's next turn, they can't play any Pokémon from their hand to evolve their Pokémon",
});

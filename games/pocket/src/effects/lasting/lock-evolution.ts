/**
 * "During your opponent's next turn, they can't play any Pokémon from their
 * hand to evolve their Pokémon." — a `card_lock` on evolving from the hand
 * (an evolution from the deck is not stopped: E5).
 */
import { z } from 'zod';
import { register } from '../active.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { activeKinds } from '../kinds/index.ts';
import { durations, throughTurn } from './reach.ts';

export const lockEvolution = defineEffect({
  id: 'lock_evolution',
  description: "the opponent can't play Pokémon from their hand to evolve their Pokémon, for the duration",
  params: paramsOf('lock_evolution', { side: z.literal('opponent'), duration: z.enum(durations) }),
  phase: 'after',
  run(ctx, p) {
    const until = throughTurn(ctx.turn, p.duration);
    const made = register(ctx.s, {
      type: 'card_lock',
      scope: 'opponent_all',
      value: 1,
      until,
      payload: {
        sourceType: ctx.res.source,
        sourceCard: null,
        sourcePlayer: ctx.player,
        trigger: activeKinds.get('card_lock').trigger,
        target: null,
        cardKind: 'evolution',
        label: ctx.res.attackName,
      },
    });
    ctx.emit?.({
      type: 'effect-registered',
      id: made.id,
      side: ctx.player,
      effect: 'card_lock',
      source: ctx.res.attackName,
      scope: 'opponent_all',
      value: 1,
      until,
    });
  },
  words: () =>
    "during your opponent's next turn, they can't play any Pokémon from their hand to evolve their Pokémon",
});

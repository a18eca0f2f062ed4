/**
 * "During your opponent's next turn, they can't take any Energy from their
 * Energy Zone to attach to their Active Pokémon." — a `card_lock` on
 * attaching from the Energy Zone to the Active Pokémon (the attach action;
 * effects that attach Energy are not stopped).
 */
import { z } from 'zod';
import { register } from '../active.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { activeKinds } from '../kinds/index.ts';
import { durations, throughTurn } from './reach.ts';

export const lockZoneAttach = defineEffect({
  id: 'lock_zone_attach',
  description:
    "the opponent can't attach Energy from their Energy Zone to their Active Pokémon (the attach action), for the duration",
  params: paramsOf('lock_zone_attach', {
    side: z.literal('opponent'),
    to: z.literal('active'),
    duration: z.enum(durations),
  }),
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
        cardKind: 'zone_to_active',
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
    "during your opponent's next turn, they can't take any Energy from their Energy Zone to attach to their Active Pokémon",
});

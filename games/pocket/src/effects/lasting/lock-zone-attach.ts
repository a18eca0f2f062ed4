/**
 * "During your opponent's next turn, they can't take any Energy from their
 * Energy Zone to attach to their Active Pokémon." — a `card_lock` on
 * attaching from the Energy Zone to the Active Pokémon (the attach action;
 * effects that attach Energy are not stopped).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { registerCardLock } from './card-lock.ts';
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
    registerCardLock(ctx, 'zone_to_active', throughTurn(ctx.turn, p.duration));
  },
  words: () =>
    "during your opponent's next turn, they can't take any Energy from their Energy Zone to attach to their Active Pokémon",
});

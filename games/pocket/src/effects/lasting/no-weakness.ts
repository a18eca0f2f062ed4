/**
 * "During your opponent's next turn, this Pokémon has no Weakness." — the
 * generic modifier's "weakness.taken" set to 0 on the attacker, through the
 * opponent's next turn (the damage order skips its Weakness).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { durations, registerLasting } from './reach.ts';

export const noWeakness = defineEffect({
  id: 'no_weakness',
  description: 'the Pokémon reached has no Weakness for the duration (the attacker: scope `self`)',
  params: paramsOf('no_weakness', { scope: z.literal('self'), duration: z.enum(durations) }),
  phase: 'after',
  run(ctx, p) {
    registerLasting(ctx, 'modifier', p, 0, { modTarget: 'weakness.taken', operation: 'set' });
  },
  words: () => "during your opponent's next turn, this Pokémon has no Weakness",
});

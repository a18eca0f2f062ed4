/**
 * "During your opponent's next turn, if the Defending Pokémon tries to use
 * an attack, your opponent flips a coin. If tails, that attack doesn't
 * happen." — and "… This effect lasts until the Defending Pokémon leaves the
 * Active Spot, and it doesn't stack." (`until`, `stacking`).
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded, lasting } from '../helpers.ts';
import { registerLasting } from './reach.ts';

export const defenderAttackCoinGate = defineEffect({
  id: 'defender_attack_coin_gate',
  description:
    "during the opponent's next turn (or until it leaves the Active Spot), the Defending Pokémon's attack needs heads to happen",
  params: paramsOf('defender_attack_coin_gate', {
    until: z.literal('leaves_active').optional(),
    stacking: z.literal('no-stack').optional(),
  }),
  phase: 'after',
  run(ctx, p) {
    if (!ctx.defender || defenderShielded(ctx)) return;
    if (p.until)
      registerLasting(
        ctx,
        'attack_coin_gate',
        { scope: 'defender', until: p.until, stacking: p.stacking },
        1,
      );
    else lasting(ctx, 'attack_coin_gate', 'self', 1, ctx.defender, ctx.turn + 1);
  },
  words: (p) =>
    p.until
      ? "if the Defending Pokémon tries to use an attack, your opponent flips a coin; if tails, that attack doesn't happen (until the Defending Pokémon leaves the Active Spot; this doesn't stack)"
      : "during your opponent's next turn, if the Defending Pokémon tries to use an attack, your opponent flips a coin; if tails, that attack doesn't happen",
});

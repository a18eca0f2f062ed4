/**
 * "(Flip a coin. If heads,) your opponent's Active Pokémon is now (condition)."
 * Widened: "This Pokémon is now Asleep." (`target: 'self'`) and "Both
 * Active Pokémon are now Confused." (`target: 'both_active'`). `target:
 * attacker` reads "the Attacking Pokémon is now Poisoned" (Poison Barb's
 * trigger: the opponent's Active Pokémon, which attacked).
 */
import { z } from 'zod';
import { conditions, statuses } from '../../conditions/index.ts';
import { applyStatus, other } from '../../rules/ops.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const inflictStatus = defineEffect({
  id: 'inflict_status',
  description:
    "a special condition (on heads) on the opponent's Active Pokémon, the user, or both Active Pokémon",
  params: paramsOf('inflict_status', {
    status: z.enum(statuses),
    coin,
    /** Whom: the opponent's Active Pokémon (the default; `attacker` in a trigger's words), the user, or both Active Pokémon. */
    target: z.enum(['opponent_active', 'attacker', 'self', 'both_active']).optional(),
  }),
  phase: 'after',
  usable: (s, side, self, p) => (p.target === 'self' ? self !== null : s.sides[other(side)].active !== null),
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const target = p.target ?? 'opponent_active';
    // The user's own condition is no effect "done to" the defender: its shield does not stop it.
    if ((target === 'self' || target === 'both_active') && ctx.self)
      applyStatus(ctx.s, ctx.player, ctx.self, p.status, ctx.emit);
    if (target === 'self') return;
    const defender = ctx.s.sides[ctx.opp].active;
    if (!defender || defenderShielded(ctx)) return;
    applyStatus(ctx.s, ctx.opp, defender, p.status, ctx.emit);
  },
  words: (p) => {
    const name = conditions.get(p.status).name;
    if (p.target === 'self') return `${onHeads(p.coin)}this Pokémon is now ${name}`;
    if (p.target === 'both_active') return `${onHeads(p.coin)}both Active Pokémon are now ${name}`;
    if (p.target === 'attacker') return `${onHeads(p.coin)}the Attacking Pokémon is now ${name}`;
    return `${onHeads(p.coin)}your opponent's Active Pokémon is now ${name}`;
  },
});

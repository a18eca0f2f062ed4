/**
 * "(Flip a coin. If heads,) your opponent's Active Pokémon is now
 * (condition)." `target: attacker` reads "the Attacking Pokémon is now
 * Poisoned" (Poison Barb's trigger: the opponent's Active Pokémon, which
 * attacked).
 */
import { z } from 'zod';
import { conditions, statuses } from '../../conditions/index.ts';
import { applyStatus, other } from '../../rules/ops.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const inflictStatus = defineEffect({
  id: 'inflict_status',
  description: "the opponent's Active Pokémon gets a special condition (on heads)",
  params: paramsOf('inflict_status', {
    status: z.enum(statuses),
    coin,
    target: z.literal('attacker').optional(),
  }),
  phase: 'after',
  usable: (s, side) => s.sides[other(side)].active !== null,
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const target = ctx.s.sides[ctx.opp].active;
    if (!target || defenderShielded(ctx)) return;
    applyStatus(ctx.s, ctx.opp, target, p.status, ctx.emit);
  },
  words: (p) =>
    `${onHeads(p.coin)}${p.target === 'attacker' ? 'the Attacking Pokémon' : "your opponent's Active Pokémon"} is now ${conditions.get(p.status).name}`,
});

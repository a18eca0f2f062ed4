/**
 * "This Pokémon recovers from all Special Conditions." / "remove a random
 * Special Condition from your Active Pokémon". The removal itself is shared
 * with `heal`'s `cures` ("…, and it recovers from all Special Conditions").
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { conditions, type Status, statuses } from '../../conditions/index.ts';
import { slotInfo } from '../../rules/ops.ts';
import type { Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { defineEffect, paramsOf } from '../effect.ts';

/** Removes `which` (every condition with null) from `slot` and tells the log what went. */
export function cureStatuses(ctx: EffectCtx, side: Side, slot: Slot, which: readonly Status[] | null): void {
  const gone = slot.status.filter((x) => which === null || which.includes(x));
  if (gone.length === 0) return;
  slot.status = slot.status.filter((x) => !gone.includes(x));
  ctx.emit?.({ type: 'recover', side, pokemon: slotInfo(ctx.s, slot).name, statuses: gone });
}

export const cureStatus = defineEffect({
  id: 'cure_status',
  description:
    'the user or the own Active Pokémon recovers from all its Special Conditions, or from one at random',
  params: paramsOf('cure_status', {
    target: z.enum(['self', 'own_active']),
    /** Every condition (the default), or one chosen at random with the game's generator. */
    which: z.enum(['all', 'random']).optional(),
    /** Only these conditions ("recovers from being Asleep, Paralyzed, and Confused"). */
    statuses: z.array(z.enum(statuses)).min(1).optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    const slot = p.target === 'self' ? self : s.sides[side].active;
    return Boolean(slot && slot.status.length > 0);
  },
  run(ctx, p) {
    const slot = p.target === 'self' ? ctx.self : ctx.s.sides[ctx.player].active;
    if (!slot) return;
    const on = slot.status.filter((x) => !p.statuses || p.statuses.includes(x));
    if (on.length === 0) return;
    const which = p.which === 'random' ? [on[randInt(ctx.s.rng, on.length, 'random')]] : on;
    cureStatuses(ctx, ctx.player, slot, which);
  },
  words: (p) => {
    const who = p.target === 'self' ? 'this Pokémon' : 'your Active Pokémon';
    if (p.which === 'random') return `remove a random Special Condition from ${who}`;
    const what = p.statuses
      ? p.statuses.map((x) => conditions.get(x).name).join(', ')
      : 'all Special Conditions';
    return `${who} recovers from ${what}`;
  },
});

/**
 * "(Flip a coin. If heads,) your opponent's Active Pokémon is now (condition)."
 * Widened: "This Pokémon is now Asleep." (`target: 'self'`) and "Both
 * Active Pokémon are now Confused." (`target: 'both_active'`). `target:
 * attacker` reads "the Attacking Pokémon is now Poisoned" (Poison Barb's
 * trigger: the opponent's Active Pokémon, which attacked). The condition
 * may be drawn at random from a list ("1 Special Condition from among …
 * is chosen at random …"; `notAlready`: not one already affecting the
 * Pokémon, and nothing when none is left) or chosen by the player ("Choose
 * either Poisoned or Confused.").
 */
import { randInt } from '@arbiter/core';
import { z } from 'zod';
import { conditions, type Status, statuses } from '../../conditions/index.ts';
import { applyStatus, other } from '../../rules/ops.ts';
import { coin, defineEffect, onHeads, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const inflictStatus = defineEffect({
  id: 'inflict_status',
  description:
    "a special condition (on heads) on the opponent's Active Pokémon, the user, or both Active Pokémon",
  params: paramsOf('inflict_status', {
    status: z.union([
      z.enum(statuses),
      z.object({ random: z.array(z.enum(statuses)).min(2), notAlready: z.literal(true).optional() }).strict(),
      z.object({ choose: z.array(z.enum(statuses)).min(2) }).strict(),
    ]),
    coin,
    /** Whom: the opponent's Active Pokémon (the default; `attacker` in a trigger's words), the user, or both Active Pokémon. */
    target: z.enum(['opponent_active', 'attacker', 'self', 'both_active']).optional(),
    /** "Do 20 damage to this Pokémon instead of the usual amount for this Special Condition": its Checkup damage. */
    damage: z.number().int().positive().optional(),
  }),
  phase: 'after',
  usable: (s, side, self, p) => (p.target === 'self' ? self !== null : s.sides[other(side)].active !== null),
  run(ctx, p) {
    if (p.coin && !ctx.flip()) return;
    const target = p.target ?? 'opponent_active';
    let status: Status;
    if (typeof p.status === 'string') status = p.status;
    else if ('choose' in p.status) {
      const list = p.status.choose;
      status =
        list[
          ctx.choose(
            ctx.player,
            'Choose a Special Condition',
            list.map((x) => conditions.get(x).name),
          )
        ];
    } else {
      const on = target === 'self' ? ctx.self : ctx.s.sides[ctx.opp].active;
      const already = p.status.notAlready && on ? on.status : [];
      const left = p.status.random.filter((x) => !already.includes(x));
      if (left.length === 0) return;
      status = left[randInt(ctx.s.rng, left.length, 'random')];
    }
    // The user's own condition is no effect "done to" the defender: its shield does not stop it.
    if ((target === 'self' || target === 'both_active') && ctx.self)
      applyStatus(ctx.s, ctx.player, ctx.self, status, ctx.emit, p.damage);
    if (target === 'self') return;
    const defender = ctx.s.sides[ctx.opp].active;
    if (!defender || defenderShielded(ctx)) return;
    applyStatus(ctx.s, ctx.opp, defender, status, ctx.emit, p.damage);
  },
  words: (p) => {
    const name = `${statusWords(p.status)}${p.damage !== undefined ? ` (${p.damage} damage at each Checkup instead of the usual amount)` : ''}`;
    if (p.target === 'self') return `${onHeads(p.coin)}this Pokémon is now ${name}`;
    if (p.target === 'both_active') return `${onHeads(p.coin)}both Active Pokémon are now ${name}`;
    if (p.target === 'attacker') return `${onHeads(p.coin)}the Attacking Pokémon is now ${name}`;
    return `${onHeads(p.coin)}your opponent's Active Pokémon is now ${name}`;
  },
});

type StatusParam = Status | { random: Status[]; notAlready?: true } | { choose: Status[] };

function statusWords(status: StatusParam): string {
  return typeof status === 'string'
    ? conditions.get(status).name
    : 'choose' in status
      ? `affected by the Special Condition you choose (${status.choose.map((x) => conditions.get(x).name).join(' or ')})`
      : `affected by 1 Special Condition chosen at random from among ${status.random.map((x) => conditions.get(x).name).join(', ')}${status.notAlready ? ' (not one already affecting it)' : ''}`;
}

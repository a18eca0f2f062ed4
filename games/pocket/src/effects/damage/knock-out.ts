/**
 * "Your opponent's Active Pokémon is Knocked Out." (after a coin, in the
 * cards that print it): its damage becomes its HP, so it is Knocked Out
 * with the attack's other knock-outs, for the usual points.
 */
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const knockOut = defineEffect({
  id: 'knock_out',
  description: "the opponent's Active Pokémon is Knocked Out",
  // `attacker`: in a trigger of the Pokémon attacked, the opponent's Active Pokémon that attacked it.
  params: paramsOf('knock_out', { target: z.enum(['defender', 'attacker']) }),
  phase: 'after',
  run(ctx) {
    const d = ctx.s.sides[ctx.opp].active;
    if (!d || defenderShielded(ctx)) return;
    const left = slotInfo(ctx.s, d).hp - d.damage;
    if (left <= 0) return;
    d.damage += left;
    ctx.emit?.({
      type: 'damage',
      side: ctx.opp,
      pokemon: slotInfo(ctx.s, d).name,
      amount: left,
      parts: ['knock out'],
    });
  },
  words: (p) =>
    p.target === 'attacker'
      ? 'the Attacking Pokémon is Knocked Out'
      : "your opponent's Active Pokémon is Knocked Out",
});

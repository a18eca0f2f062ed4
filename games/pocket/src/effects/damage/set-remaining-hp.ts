/**
 * "Halve your opponent's Active Pokémon's remaining HP, rounded down." /
 * "Your opponent's Active Pokémon's remaining HP is now 10.": damage put on
 * it to leave that much HP (none when it has that little already).
 */
import { z } from 'zod';
import { slotInfo } from '../../rules/ops.ts';
import { defineEffect, paramsOf } from '../effect.ts';
import { defenderShielded } from '../helpers.ts';

export const setRemainingHp = defineEffect({
  id: 'set_remaining_hp',
  description: "the opponent's Active Pokémon's remaining HP halved (rounded down) or set to a number",
  params: paramsOf('set_remaining_hp', {
    target: z.literal('defender'),
    halve: z.literal(true).optional(),
    hp: z.number().int().positive().optional(),
  }).refine((p) => (p.halve === true) !== (p.hp !== undefined), { message: 'either halve or hp' }),
  phase: 'after',
  run(ctx, p) {
    const d = ctx.s.sides[ctx.opp].active;
    if (!d || defenderShielded(ctx)) return;
    const left = slotInfo(ctx.s, d).hp - d.damage;
    const want = p.halve ? Math.floor(left / 2) : (p.hp ?? left);
    if (want >= left) return;
    d.damage += left - want;
    ctx.emit?.({ type: 'damage', side: ctx.opp, pokemon: slotInfo(ctx.s, d).name, amount: left - want });
  },
  words: (p) =>
    p.halve
      ? "halve your opponent's Active Pokémon's remaining HP, rounded down"
      : `your opponent's Active Pokémon's remaining HP is now ${p.hp}`,
});

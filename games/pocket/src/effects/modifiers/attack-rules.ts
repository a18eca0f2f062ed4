/**
 * "This attack's damage isn't affected by Weakness (or by any effects on
 * your opponent's Active Pokémon)": the attack's damage is calculated
 * without Weakness, and without the defender's reductions and prevention
 * (its own boosts still count). Set before the damage, for this attack only.
 */
import { z } from 'zod';
import { defineEffect, paramsOf } from '../effect.ts';

export const attackRules = defineEffect({
  id: 'attack_rules',
  description: "this attack's damage ignores Weakness and/or the effects on the defender",
  params: paramsOf('attack_rules', {
    ignoreWeakness: z.literal(true).optional(),
    ignoreDefenderEffects: z.literal(true).optional(),
  }).refine((p) => p.ignoreWeakness || p.ignoreDefenderEffects, { message: 'names at least one rule' }),
  phase: 'modify',
  run(ctx, p) {
    if (p.ignoreWeakness) ctx.res.ignoreWeakness = true;
    if (p.ignoreDefenderEffects) ctx.res.ignoreDefenderEffects = true;
  },
  words: (p) =>
    `this attack's damage isn't affected by ${[
      p.ignoreWeakness ? 'Weakness' : null,
      p.ignoreDefenderEffects ? "any effects on your opponent's Active Pokémon" : null,
    ]
      .filter(Boolean)
      .join(' or by ')}`,
});

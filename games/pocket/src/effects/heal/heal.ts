/**
 * "Heal X damage from this Pokémon / each of your Pokémon / 1 of your (type)
 * Pokémon." `withEnergy` narrows `all_own` to the Pokémon with any Energy of
 * that type attached ("each of their Pokémon that has any [W] Energy
 * attached", Soothing Shore).
 */
import { z } from 'zod';
import { heal as healOn, slotInfo, slotsOf } from '../../rules/ops.ts';
import type { Side, Slot } from '../../state.ts';
import type { EffectCtx } from '../context.ts';
import { amount, defineEffect, energy, paramsOf, pokemonType } from '../effect.ts';
import { candidatesByType, label } from '../helpers.ts';

/** Heals `slot` and tells the log when damage came off. */
export function healAndTell(ctx: EffectCtx, side: Side, slot: Slot, amount: number): void {
  const healed = healOn(ctx.s, slot, amount);
  if (healed > 0) ctx.emit?.({ type: 'heal', side, pokemon: slotInfo(ctx.s, slot).name, amount: healed });
}

export const heal = defineEffect({
  id: 'heal',
  description: 'heal damage from the attacker, each own Pokémon, or 1 chosen own Pokémon (of a type)',
  params: paramsOf('heal', {
    amount,
    target: z.enum(['self', 'all_own', 'one_own']),
    targetType: pokemonType.optional(),
    withEnergy: energy.optional(),
  }),
  phase: 'after',
  usable(s, side, self, p) {
    if (p.target === 'self') return Boolean(self && self.damage > 0);
    return candidatesByType(s, slotsOf(s.sides[side]), p.targetType).some((x) => x.damage > 0);
  },
  run(ctx, p) {
    if (p.target === 'self') {
      if (ctx.self) healAndTell(ctx, ctx.player, ctx.self, p.amount);
      return;
    }
    const own = slotsOf(ctx.s.sides[ctx.player]).slice();
    if (p.target === 'all_own') {
      for (const x of own)
        if (!p.withEnergy || x.energy.includes(p.withEnergy)) healAndTell(ctx, ctx.player, x, p.amount);
      return;
    }
    const c = candidatesByType(ctx.s, own, p.targetType).filter((x) => x.damage > 0);
    if (c.length === 0) return;
    const i = ctx.choose(
      ctx.player,
      'Choose a Pokémon to heal',
      c.map((x) => label(ctx.s, x, ctx.player)),
    );
    healAndTell(ctx, ctx.player, c[i], p.amount);
  },
  words: (p, w) =>
    `heal ${p.amount} damage from ${
      p.target === 'self'
        ? 'this Pokémon'
        : p.target === 'all_own'
          ? `each of your Pokémon${p.withEnergy ? ` that has any ${w.energy(p.withEnergy)} Energy attached` : ''}`
          : `1 of your ${p.targetType ? `${w.energy(p.targetType)} ` : ''}Pokémon`
    }`,
});

/**
 * "This attack does X more damage for each (type) Energy attached to this
 * Pokémon." The Energy counted as the game counts it (Jungle Totem makes a
 * Grass Energy on a Grass Pokémon count 2). Later sets print it (Leafeon's
 * Leaf Blast, Wailord's Whale Pump).
 */
import { energyCount, energyTotal } from '../../rules/ops.ts';
import { amount, defineEffect, energy, paramsOf } from '../effect.ts';

export const bonusPerOwnEnergy = defineEffect({
  id: 'bonus_per_own_energy',
  description: '+amount per Energy (of a type) attached to the attacker',
  params: paramsOf('bonus_per_own_energy', { amount, energyType: energy.optional() }),
  phase: 'modify',
  run(ctx, p) {
    if (!ctx.self) return;
    const n = p.energyType
      ? (energyCount(ctx.s, ctx.player, ctx.self)[p.energyType] ?? 0)
      : energyTotal(ctx.s, ctx.player, ctx.self);
    ctx.res.damage += p.amount * n;
  },
  words: (p, w) =>
    `this attack does ${p.amount} more damage for each ${p.energyType ? `${w.energy(p.energyType)} ` : ''}Energy attached to this Pokémon`,
});

import { defineCondition } from './condition.ts';

/**
 * 10 damage at every checkup, or the amount the effect that poisoned it set
 * (Toxicroak's Toxic: 20), plus the modifiers on it (Nihilego's More Poison).
 */
export const poisoned = defineCondition({
  id: 'poisoned',
  name: 'Poisoned',
  description: 'puts 10 damage on its Pokémon at every checkup',
  reminder: 'Poisoned: 10 damage between turns.',
  exclusive: false,
  incapacitates: false,
  attackFlip: false,
  checkup(c) {
    const damage = (c.inflictedDamage ?? 10) + c.added('checkup.poisoned.damage');
    c.damage(damage);
    c.report({ damage });
  },
});

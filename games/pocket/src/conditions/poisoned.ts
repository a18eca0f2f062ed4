import { defineCondition } from './condition.ts';

/** 10 damage at every checkup. */
export const poisoned = defineCondition({
  id: 'poisoned',
  name: 'Poisoned',
  description: 'puts 10 damage on its Pokémon at every checkup',
  reminder: 'Poisoned: 10 damage between turns.',
  exclusive: false,
  incapacitates: false,
  attackFlip: false,
  checkup(c) {
    c.damage(10);
    c.report({ damage: 10 });
  },
});

import { defineCondition } from './condition.ts';

/** 20 damage at every checkup, then a coin: heads, it recovers. */
export const burned = defineCondition({
  id: 'burned',
  name: 'Burned',
  description: 'puts 20 damage on its Pokémon at every checkup, then recovers on heads',
  reminder: 'Burned: 20 damage between turns; flip a coin to recover.',
  exclusive: false,
  incapacitates: false,
  attackFlip: false,
  checkup(c) {
    c.damage(20);
    const heads = c.flip();
    c.report({ damage: 20, heads });
    if (heads) c.recover();
  },
});

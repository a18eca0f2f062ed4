import { defineCondition } from './condition.ts';

/** Can't attack or retreat; a coin at every checkup: heads, it wakes up. */
export const asleep = defineCondition({
  id: 'asleep',
  name: 'Asleep',
  description: "can't attack or retreat; recovers on heads at a checkup",
  reminder: "Asleep: can't attack or retreat; flip a coin between turns to wake up.",
  exclusive: true,
  incapacitates: true,
  attackFlip: false,
  checkup(c) {
    const heads = c.flip();
    c.report({ heads });
    if (heads) c.recover();
  },
});

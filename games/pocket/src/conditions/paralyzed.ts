import { defineCondition } from './condition.ts';

/** Can't attack or retreat until the end of its owner's next turn. */
export const paralyzed = defineCondition({
  id: 'paralyzed',
  name: 'Paralyzed',
  description: "can't attack or retreat; recovers at the checkup after its owner's turn",
  reminder: "Paralyzed: can't attack or retreat; recovers at the end of its owner's next turn.",
  exclusive: true,
  incapacitates: true,
  attackFlip: false,
  checkup(c) {
    // Paralysis lasts until the end of its owner's next turn: the turn that is ending.
    if (!c.ownersTurnEnded) return;
    c.recover();
    c.report({});
  },
});

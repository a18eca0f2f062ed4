import { defineKind } from './kind.ts';

/** The seed's generic modifier: one named value (its payload's target) changed by an operation. */
export const modifier = defineKind({
  id: 'modifier',
  description:
    "changes the value its payload names (damage taken or dealt, Poison's damage, healing, Weakness)",
  trigger: 'continuous',
  words: (w) => `a modifier (${w.value}) reaches ${w.pokemon}`,
});

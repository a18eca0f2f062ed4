/** damageBonus: consumed by the owner's next attack with an ability, adding amount × stacks to its raw damage. */
import { defineBuffKind } from './buff-kind.ts';

export const damageBonus = defineBuffKind({
  id: 'damageBonus',
  description: "adds to the owner's next attack's raw damage",
  reserved: true,
  consumedOn: 'attack',
  adds: "the owner's next attack's raw damage",
  words: (amount) => `+${amount} damage on its next attack`,
});

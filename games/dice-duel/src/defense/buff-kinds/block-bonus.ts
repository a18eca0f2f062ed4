/** blockBonus: consumed by the owner's next defense, adding amount × stacks to its block. */
import { defineBuffKind } from './buff-kind.ts';

export const blockBonus = defineBuffKind({
  id: 'blockBonus',
  description: "adds to the owner's next defense's block",
  reserved: true,
  consumedOn: 'defense',
  adds: "the owner's next defense's block",
  words: (amount) => `+${amount} block on its next defense`,
});

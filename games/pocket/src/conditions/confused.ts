import { defineCondition } from './condition.ts';

/** A coin before each attack: tails, the attack does nothing. */
export const confused = defineCondition({
  id: 'confused',
  name: 'Confused',
  description: 'its Pokémon flips a coin to attack; tails, the attack does nothing',
  reminder: 'Confused: flip a coin to attack; on tails the attack does nothing.',
  exclusive: true,
  incapacitates: false,
  attackFlip: true,
});

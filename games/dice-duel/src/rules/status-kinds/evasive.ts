/** evasive: one stack spent before damage rolls a d6; 5+ negates the attack. */
import { defineStatus } from './status-kind.ts';

export const evasive = defineStatus({
  id: 'evasive',
  description: 'spent before damage: a d6, on 5+ the attack is negated',
  behaviour: 'spendToEvade',
  words: 'evasive',
});

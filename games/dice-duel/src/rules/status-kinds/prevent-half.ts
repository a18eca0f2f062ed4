/** prevent_half: one stack spent before damage halves what remains (rounded up). */
import { defineStatus } from './status-kind.ts';

export const preventHalf = defineStatus({
  id: 'prevent_half',
  description: 'spent before damage: halves the remaining damage, rounded up',
  behaviour: 'spendToHalve',
  words: 'prevent half',
});

/** chi: spent for +1 damage a stack when attacking, +1 block a stack when defending. */
import { defineStatus } from './status-kind.ts';

export const chi = defineStatus({
  id: 'chi',
  description: 'spent for +1 damage a stack when attacking, +1 block a stack when defending',
  behaviour: 'spendForPower',
  words: 'chi',
});

/** purify: spent at upkeep while burning; a d6 of 4+ bounces one burn stack to the opponent. */
import { defineStatus } from './status-kind.ts';

export const purify = defineStatus({
  id: 'purify',
  description: 'spent at upkeep while burning: a d6, on 4+ one burn stack moves to the opponent',
  behaviour: 'upkeepBounce',
  words: 'purify',
});

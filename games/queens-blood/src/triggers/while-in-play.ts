/** Trigger `while_in_play`: while the card is on the board: auras and snapshot scaling, recomputed from the board. */
import type { TriggerModule } from './trigger.ts';

export const whileInPlay: TriggerModule = {
  id: 'while_in_play',
  description: 'while the card is on the board: auras and snapshot scaling, recomputed from the board.',
  moment: 'in-play',
  words: () => 'while this card is in play',
};

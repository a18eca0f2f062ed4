/** Trigger `on_play`: when the card is played, after it has projected its pawns. */
import type { TriggerModule } from './trigger.ts';

export const onPlay: TriggerModule = {
  id: 'on_play',
  description: 'when the card is played, after it has projected its pawns.',
  moment: 'placed',
  words: () => 'when played',
};

/** Trigger `on_destroy`: when the card is destroyed, while its batch is still on the board. */
import type { TriggerModule } from './trigger.ts';

export const onDestroy: TriggerModule = {
  id: 'on_destroy',
  description: 'when the card is destroyed, while its batch is still on the board.',
  moment: 'destroying',
  words: () => 'when this card is destroyed',
};

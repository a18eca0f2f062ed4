/** Trigger `on_spawned`: when a token is spawned, right after it is placed. */
import type { TriggerModule } from './trigger.ts';

export const onSpawned: TriggerModule = {
  id: 'on_spawned',
  description: 'when a token is spawned, right after it is placed.',
  moment: 'spawned',
  words: () => 'when this card is spawned',
};

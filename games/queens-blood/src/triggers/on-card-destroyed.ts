/** Trigger `on_card_destroyed`: when another card is destroyed (cards of the same batch do not watch). */
import type { TriggerModule } from './trigger.ts';

export const onCardDestroyed: TriggerModule = {
  id: 'on_card_destroyed',
  description: 'when another card is destroyed (cards of the same batch do not watch).',
  moment: 'card-destroyed',
  words: (effect, w) => `each time ${w.watchedSubject(effect)} is destroyed`,
};

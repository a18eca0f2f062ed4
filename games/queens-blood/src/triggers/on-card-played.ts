/** Trigger `on_card_played`: when another card is played from hand (spawned tokens are not played). */
import type { TriggerModule } from './trigger.ts';

export const onCardPlayed: TriggerModule = {
  id: 'on_card_played',
  description: 'when another card is played from hand (spawned tokens are not played).',
  moment: 'card-played',
  words: (effect, w) => `each time ${w.watchedSubject(effect)} is played from hand`,
};

/** `DEALT_DAMAGE`: "whenever this creature is dealt damage" ("that much"). */
import { defineTrigger } from './trigger.ts';

export const dealtDamage = defineTrigger({
  id: 'DEALT_DAMAGE',
  description: 'the ability’s own creature is dealt damage',
  events: ['DEALT_DAMAGE'],
  match: ({ self, event }) =>
    event.type === 'DEALT_DAMAGE' && event.object === self.id ? { eventAmount: event.amount } : null,
  words: () => 'whenever this creature is dealt damage',
});

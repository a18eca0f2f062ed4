/** `YOU_LOSE_LIFE`: "whenever you lose life" ("that much"). */
import { defineTrigger } from './trigger.ts';

export const youLoseLife = defineTrigger({
  id: 'YOU_LOSE_LIFE',
  description: 'the ability’s controller loses life',
  events: ['LOSE_LIFE'],
  match: ({ self, event }) =>
    event.type === 'LOSE_LIFE' && event.player === self.controller ? { eventAmount: event.amount } : null,
  words: () => 'whenever you lose life',
});

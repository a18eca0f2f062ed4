/** `BECOMES_TARGET`: "whenever this creature becomes the target of a spell or ability" ("that player": who targeted it). */
import { defineTrigger } from './trigger.ts';

export const becomesTarget = defineTrigger({
  id: 'BECOMES_TARGET',
  description: 'the ability’s own permanent becomes the target of a spell or ability',
  events: ['BECOMES_TARGET'],
  match: ({ self, event }) =>
    event.type === 'BECOMES_TARGET' && event.object === self.id ? { eventSubject: -1 - event.by } : null,
  words: () => 'whenever this creature becomes the target of a spell or ability',
});

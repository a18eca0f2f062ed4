/** `CAST_SPELL`: "whenever you cast a spell" (which spells and whose: trigger conditions). */
import { defineTrigger } from './trigger.ts';

export const castSpell = defineTrigger({
  id: 'CAST_SPELL',
  description: 'a spell is cast',
  events: ['CAST'],
  match: ({ event }) => (event.type === 'CAST' ? { eventSubject: event.spell } : null),
  words: () => 'whenever you cast a spell',
});

/** `DIES`: "when this creature dies" — read looking back (CR 603.10a): the object as it last existed. */
import { defineTrigger } from './trigger.ts';

export const dies = defineTrigger({
  id: 'DIES',
  description: 'the ability’s own creature is put into a graveyard from the battlefield',
  events: ['DIES'],
  match: ({ self, event }) =>
    event.type === 'DIES' && event.lkiObject.id === self.id ? { eventSubject: event.object } : null,
  words: () => 'when this creature dies',
});

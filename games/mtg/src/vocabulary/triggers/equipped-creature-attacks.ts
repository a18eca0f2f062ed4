/** `EQUIPPED_CREATURE_ATTACKS`: "whenever equipped creature attacks". */
import { defineTrigger } from './trigger.ts';

export const equippedCreatureAttacks = defineTrigger({
  id: 'EQUIPPED_CREATURE_ATTACKS',
  description: 'the creature this Equipment is attached to attacks',
  events: ['ATTACKS'],
  match: ({ self, event }) =>
    event.type === 'ATTACKS' && self.attachedTo === event.object ? { eventSubject: event.object } : null,
  words: () => 'whenever equipped creature attacks',
});

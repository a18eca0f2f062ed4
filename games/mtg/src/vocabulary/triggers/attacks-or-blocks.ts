/** `ATTACKS_OR_BLOCKS`: "whenever this creature attacks or blocks". */
import { defineTrigger } from './trigger.ts';

export const attacksOrBlocks = defineTrigger({
  id: 'ATTACKS_OR_BLOCKS',
  description: 'the ability’s own creature is declared as an attacker or a blocker',
  events: ['ATTACKS', 'BLOCKS'],
  match: ({ self, event }) =>
    (event.type === 'ATTACKS' || event.type === 'BLOCKS') && event.object === self.id
      ? { eventSubject: self.id }
      : null,
  words: () => 'whenever this creature attacks or blocks',
});

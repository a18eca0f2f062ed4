/**
 * `BLOCKS_OR_BECOMES_BLOCKED`: "whenever this creature blocks or becomes
 * blocked" — once per combat however many creatures it blocks or is
 * blocked by (CR 509.3c, 509.3d, 509.5). Sixth Edition's (Goblin Elite Infantry).
 */
import { defineTrigger } from './trigger.ts';

export const blocksOrBecomesBlocked = defineTrigger({
  id: 'BLOCKS_OR_BECOMES_BLOCKED',
  description: 'the ability’s own creature is declared as a blocker, or becomes blocked',
  reserved: true,
  events: ['BECOMES_BLOCKED', 'BLOCKS'],
  match: ({ self, event }) =>
    (event.type === 'BLOCKS' || event.type === 'BECOMES_BLOCKED') && event.object === self.id
      ? { eventSubject: self.id }
      : null,
  words: () => 'whenever this creature blocks or becomes blocked',
});

/**
 * `BLOCKS_OR_BLOCKED_BY`: "whenever this creature blocks or becomes blocked
 * by a [creature]" — once for each creature on the other side of one of its
 * blocks (CR 509.3c-d with a creature named: Thicket Basilisk); that
 * creature is the event's subject ("destroy that creature"), and a
 * `spell_type` condition reads it.
 */
import { defineTrigger } from './trigger.ts';

export const blocksOrBlockedBy = defineTrigger({
  id: 'BLOCKS_OR_BLOCKED_BY',
  description: 'the ability’s own creature blocks or is blocked by a creature (that creature is the subject)',
  reserved: true,
  events: ['IN_BLOCK_WITH'],
  match: ({ self, event }) =>
    event.type === 'IN_BLOCK_WITH' && event.with === self.id ? { eventSubject: event.object } : null,
  words: () => 'whenever this creature blocks or becomes blocked by a creature',
});

/**
 * `CREATURE_DIES`: "whenever a creature dies" — any player's, this one
 * included, read looking back (CR 603.10a, 700.4). Sixth Edition's (Soul Net).
 */
import { cardDerived } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const creatureDies = defineTrigger({
  id: 'CREATURE_DIES',
  description: 'a creature is put into a graveyard from the battlefield',
  reserved: true,
  events: ['DIES'],
  match: ({ event }) =>
    event.type === 'DIES' && cardDerived(event.lkiObject).types.includes('creature')
      ? { eventSubject: event.object }
      : null,
  words: () => 'whenever a creature dies',
});

/**
 * `ANY_CREATURE_ENTERS`: "whenever a creature enters" — any player's
 * creature (CR 603.6a); the creature is "it" (Aether Flash: "~ deals 2
 * damage to it"). Sixth Edition's.
 */
import { board } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const anyCreatureEnters = defineTrigger({
  id: 'ANY_CREATURE_ENTERS',
  description: 'a creature enters the battlefield under any player’s control',
  reserved: true,
  events: ['ETB'],
  match: ({ s, event }) => {
    if (event.type !== 'ETB') return null;
    const d = board(s).byId.get(event.object);
    return d?.types.includes('creature') ? { eventSubject: event.object } : null;
  },
  words: () => 'whenever a creature enters',
});

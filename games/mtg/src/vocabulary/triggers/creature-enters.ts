/** `CREATURE_ENTERS`: "whenever a creature you control enters" (which: trigger conditions). */
import { board } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const creatureEnters = defineTrigger({
  id: 'CREATURE_ENTERS',
  description: 'a creature enters the battlefield',
  events: ['ETB'],
  match: ({ s, event }) => {
    if (event.type !== 'ETB') return null;
    const d = board(s).byId.get(event.object);
    return d?.types.includes('creature') ? { eventSubject: event.object } : null;
  },
  words: () => 'whenever a creature you control enters',
});

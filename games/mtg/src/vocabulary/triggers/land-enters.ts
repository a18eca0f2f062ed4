/**
 * `LAND_ENTERS`: "whenever a land enters" — any player's (Ankh of Mishra:
 * "deals 2 damage to that land's controller", CR 603.6a); "it" is the land.
 */
import { board } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const landEnters = defineTrigger({
  id: 'LAND_ENTERS',
  description: 'a land enters the battlefield',
  reserved: true,
  events: ['ETB'],
  match: ({ s, event }) => {
    if (event.type !== 'ETB') return null;
    return board(s).byId.get(event.object)?.types.includes('land') ? { eventSubject: event.object } : null;
  },
  words: () => 'whenever a land enters',
});

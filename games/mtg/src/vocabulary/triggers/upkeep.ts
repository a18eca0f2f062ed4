/** `UPKEEP`: "at the beginning of your upkeep" (the player's: a `controller` condition says whose). */
import { defineTrigger } from './trigger.ts';

export const upkeep = defineTrigger({
  id: 'UPKEEP',
  description: 'an upkeep step begins',
  events: ['UPKEEP'],
  match: ({ event }) => (event.type === 'UPKEEP' ? { eventSubject: -1 - event.player } : null),
  words: () => 'at the beginning of your upkeep',
});

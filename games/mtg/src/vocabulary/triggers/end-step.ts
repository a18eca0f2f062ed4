/**
 * `END_STEP`: "at the beginning of the end step" — every turn's end step,
 * whoever's turn it is (CR 513.1); "that player" is the active player.
 */
import { defineTrigger } from './trigger.ts';

export const endStep = defineTrigger({
  id: 'END_STEP',
  description: 'an end step begins',
  reserved: true,
  events: ['END_STEP'],
  match: ({ event }) => (event.type === 'END_STEP' ? { eventSubject: -1 - event.player } : null),
  words: () => 'at the beginning of the end step',
});

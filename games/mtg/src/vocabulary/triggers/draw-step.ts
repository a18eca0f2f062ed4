/**
 * `DRAW_STEP`: "at the beginning of each player's draw step" (CR 504): fired
 * after the turn's draw (the draw is a turn-based action, CR 504.1, done
 * before any player gets priority, when the triggered ability goes on the
 * stack); "that player" is the active player.
 */
import { defineTrigger } from './trigger.ts';

export const drawStep = defineTrigger({
  id: 'DRAW_STEP',
  description: "a player's draw step begins",
  reserved: true,
  events: ['DRAW_STEP'],
  match: ({ event }) => (event.type === 'DRAW_STEP' ? { eventSubject: -1 - event.player } : null),
  words: () => "at the beginning of each player's draw step",
});

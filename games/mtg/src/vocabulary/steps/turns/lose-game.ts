/**
 * `lose_game`: "you lose the game" (Final Fortune's delayed ability): an
 * effect that says a player loses makes them lose at once (CR 104.3e), not
 * as a state-based action.
 */
import { refSchema } from '../../../cards/shapes.ts';
import { events } from '../../../engine/event-sink.ts';
import { players } from '../../../engine/frame.ts';
import { defineStep, stepSchema } from '../step.ts';

export const loseGame = defineStep({
  id: 'lose_game',
  description: 'the player a ref names loses the game',
  reserved: true,
  params: stepSchema('lose_game', { who: refSchema }),
  run(s, step, f) {
    const p = players(s, f, step.who)[0];
    if (p === undefined || s.winner !== null || s.draw) return;
    s.winner = p === 0 ? 1 : 0;
    s.endReason = 'an effect';
    events.emit?.({
      type: 'game-over',
      winner: s.winner,
      reason: `an effect (player ${p + 1} loses the game)`,
    });
  },
  words: (p, w) => `${w.does(p.who, 'lose')} the game`,
});

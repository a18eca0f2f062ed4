/**
 * "If you use this Ability, your turn ends." / "Your turn ends." (a
 * Supporter): once the card's effects are done, the turn ends as after an
 * attack (the end-of-turn step, then the Checkup).
 */
import { defineEffect, paramsOf } from '../effect.ts';

export const endTurn = defineEffect({
  id: 'end_turn',
  description: "the player's turn ends once the card's effects are done",
  params: paramsOf('end_turn', {}),
  phase: 'after',
  run(ctx) {
    // biome-ignore lint/suspicious/noThenProperty: the resolution's field for what follows it, not a thenable
    ctx.res.then = 'endTurn';
  },
  words: (_p, w) => (w.source === 'ability' ? 'if you use this Ability, your turn ends' : 'your turn ends'),
});

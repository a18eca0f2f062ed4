/** `extra_turn`: "take an extra turn after this one" (CR 500.7). */
import { refSchema } from '../../../cards/shapes.ts';
import { defineStep, stepSchema } from '../step.ts';

export const extraTurn = defineStep({
  id: 'extra_turn',
  description: 'the controller takes an extra turn after this one',
  announced: true,
  params: stepSchema('extra_turn', { who: refSchema }),
  run(s, _step, f) {
    s.extraTurns.push(f.controller);
  },
  words: () => 'take an extra turn after this one',
});

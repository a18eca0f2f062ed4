/** `during_your_turn`: "during your turn". */
import { z } from 'zod';
import { defineTriggerCondition } from './trigger-condition.ts';

export const duringYourTurn = defineTriggerCondition({
  id: 'during_your_turn',
  description: 'the active player is the ability’s controller',
  params: z.object({ id: z.literal('during_your_turn') }).strict(),
  holds: ({ s, controller }) => s.active === controller,
  words: () => 'during your turn',
});

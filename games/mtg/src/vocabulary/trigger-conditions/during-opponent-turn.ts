/** `during_opponent_turn`: "during an opponent's turn". */
import { z } from 'zod';
import { defineTriggerCondition } from './trigger-condition.ts';

export const duringOpponentTurn = defineTriggerCondition({
  id: 'during_opponent_turn',
  description: 'the active player is not the ability’s controller',
  params: z.object({ id: z.literal('during_opponent_turn') }).strict(),
  holds: ({ s, controller }) => s.active !== controller,
  words: () => "during an opponent's turn",
});

/** `your_turn`: "during your turn" (a static's condition). */
import { z } from 'zod';
import { defineCondition } from './condition.ts';

export const yourTurn = defineCondition({
  id: 'your_turn',
  description: 'the controller is the active player',
  params: z.object({ id: z.literal('your_turn') }).strict(),
  holds: (c) => c.s.active === c.you,
  words: () => 'it is your turn',
});

/**
 * `once_each_turn`: "Activate only once each turn" (Spitting Drake, CR
 * 602.5b): the ability's object has not had such an ability activated this
 * turn. Activating it marks the object with the turn (casting.ts `activate`);
 * a new object (a card that changed zones) is unmarked (CR 400.7).
 */
import { z } from 'zod';
import { defineCondition } from './condition.ts';

export const onceEachTurn = defineCondition({
  id: 'once_each_turn',
  description: 'the source has not had an ability restricted to once each turn activated this turn',
  reserved: true,
  params: z.object({ id: z.literal('once_each_turn') }).strict(),
  holds: (c) => c.s.objects[c.source]?.activatedOnTurn !== c.s.turn,
  words: () => 'it has not been activated this turn',
});

/**
 * `during_your_upkeep`: "Activate only during your upkeep" (CR 602.5b: an
 * activation restricted to a time) — Hammer of Bogardan, Necrosavant.
 */
import { z } from 'zod';
import { defineCondition } from './condition.ts';

export const duringYourUpkeep = defineCondition({
  id: 'during_your_upkeep',
  description: "it is the controller's upkeep step",
  reserved: true,
  params: z.object({ id: z.literal('during_your_upkeep') }).strict(),
  holds: (c) => c.s.active === c.you && c.s.step === 'upkeep',
  words: () => 'it is your upkeep',
});

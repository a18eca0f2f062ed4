/**
 * `hands_revealed`: "Players play with their hands revealed" (Zur's Weirding;
 * CR 701.20, 402.3): while a permanent with it is on the battlefield, every
 * player's hand is public — views show both hands by name and agents' worlds
 * keep them (`view.ts`, `hidden.ts` read `engine/revealed-hands.ts`).
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const handsRevealed = defineRuleFlag({
  id: 'hands_revealed',
  description: "the players' hands are revealed",
  rule: 'CR 701.20, 402.3',
  enforcedIn: 'revealed-hands.handsRevealed',
  reserved: true,
  params: z.object({ id: z.literal('hands_revealed') }).strict(),
  words: () => 'players play with their hands revealed',
});

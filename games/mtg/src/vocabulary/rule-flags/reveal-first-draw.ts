/**
 * `reveal_first_draw`: "Reveal the first card you draw each turn" (Rowen; CR
 * 701.20a): the first card its controller draws in a turn is revealed as it
 * is drawn, and the reveal is an event (`REVEALS_FIRST_DRAW`) for "whenever
 * you reveal a basic land card this way". Which draw is the first is counted
 * in games holding such a card (`engine/draws.ts`), so a Rowen that arrives
 * after its controller's first draw of a turn reveals nothing that turn.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const revealFirstDraw = defineRuleFlag({
  id: 'reveal_first_draw',
  description: 'the first card the player draws each turn is revealed',
  rule: 'CR 701.20a',
  enforcedIn: 'draws.drawCard',
  reserved: true,
  params: z.object({ id: z.literal('reveal_first_draw') }).strict(),
  words: () => 'reveal the first card you draw each turn',
});

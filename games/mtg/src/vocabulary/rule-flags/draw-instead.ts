/**
 * `draw_instead`: "If you would draw a card, return a card from your graveyard
 * to your hand instead. If you can't, you lose the game." (Forbidden Crypt);
 * "If a player would draw a card, they reveal it instead. Then …" (Zur's
 * Weirding). A replacement of each draw (CR 614.1a, 121.6) of the players the
 * static affects: the draw does not happen, the `instead` steps do, for the
 * source's controller, with the drawing player as "that player"
 * (`engine/draws.ts`). A draw those steps make is not replaced by the same
 * effect again (CR 614.5).
 */
import { z } from 'zod';
import type { Step } from '../../cards/rules-block.ts';
import { nestedStepSchema } from '../steps/step.ts';
import { defineRuleFlag, type RuleFlagModule } from './rule-flag.ts';

export interface DrawInstead {
  id: 'draw_instead';
  instead: Step[];
}

const params: z.ZodType<DrawInstead> = z
  .object({ id: z.literal('draw_instead'), instead: z.array(nestedStepSchema).min(1) })
  .strict();

export const drawInstead: RuleFlagModule<DrawInstead> = defineRuleFlag<DrawInstead>({
  id: 'draw_instead',
  description: 'a draw of an affected player is replaced by steps',
  rule: 'CR 614.1a, 121.6, 614.5',
  enforcedIn: 'draws.drawCard',
  reserved: true,
  params,
  words: () => 'if a player it affects would draw a card, something else happens instead',
});

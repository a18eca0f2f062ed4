/**
 * `expand_positions`: one expand step onto each of the source's 8
 * neighbours (neutral → the side's at 1, own +1 up to 3, enemy unchanged),
 * recorded as the card's contributions.
 */
import { z } from 'zod';
import { contribute, neighbours } from '../board.ts';
import { defineOperation } from './operation.ts';

export interface ExpandPositions {
  type: 'expand_positions';
}

export const expandPositions = defineOperation({
  id: 'expand_positions',
  description: 'claim the 8 tiles around the card',
  params: z.object({ type: z.literal('expand_positions'), apply_to: z.literal('adjacent') }).strict(),
  compile: (): ExpandPositions => ({ type: 'expand_positions' }),
  run(ctx, _op, src) {
    if (src.tile < 0) return;
    for (const t of neighbours(src.tile)) contribute(ctx.s, t, src.uid, src.side, 1, 1);
  },
  words: () =>
    'claim the 8 tiles around this card: neutral ones become yours at rank 1, yours gain a rank (up to 3), enemy ones stay as they are',
});

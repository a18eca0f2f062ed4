/**
 * `score_bonus`: a score modifier of the winner's card in a lane it won —
 * `amount` points, or with mode `lane_min_transfer` the lower of the two lane
 * powers. It never fires; scoring reads it through `scoreBonus`.
 */
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export interface ScoreBonus {
  type: 'score_bonus';
  amount: number;
  laneMinTransfer: boolean;
}

export const scoreBonus = defineOperation({
  id: 'score_bonus',
  description: 'add points to a lane the card’s side wins',
  params: z
    .object({
      type: z.literal('score_bonus'),
      amount: z.number().int().optional(),
      mode: z.literal('lane_min_transfer').optional(),
    })
    .strict()
    .refine((o) => (o.amount === undefined) !== (o.mode === undefined), {
      message: 'score_bonus needs exactly one of amount or mode',
    }),
  compile: (raw): ScoreBonus => ({
    type: 'score_bonus',
    amount: raw.amount ?? 0,
    laneMinTransfer: raw.mode === 'lane_min_transfer',
  }),
  scoreBonus: (op, lane) => (op.laneMinTransfer ? lane.lower : op.amount),
  words(op, w) {
    const { effect } = w;
    const gain = op.laneMinTransfer
      ? "also score the losing side's power in that lane"
      : `score ${w.plural(op.amount, 'bonus point')}`;
    // Scoring applies these for the lane's winner only, so say so unless the trigger already does.
    return effect.trigger === 'on_lane_win' ? gain : `if you win this card's lane, ${gain}`;
  },
});

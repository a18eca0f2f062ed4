/**
 * `modify_tile_ranks`: each of the source's pawn projections adds `amount`
 * ranks instead of 1 (the projection itself already added 1; the rest are
 * recorded as the card's own contributions, removed when it leaves).
 */
import { z } from 'zod';
import { contribute } from '../board.ts';
import { defineOperation } from './operation.ts';

export interface ModifyTileRanks {
  type: 'modify_tile_ranks';
  amount: number;
}

export const modifyTileRanks = defineOperation({
  id: 'modify_tile_ranks',
  description: "raise the ranks of the source's pawn tiles by more than one",
  params: z
    .object({
      type: z.literal('modify_tile_ranks'),
      amount: z.number().int().min(1).max(3),
      apply_to: z.literal('affected_positions'),
    })
    .strict(),
  compile: (raw): ModifyTileRanks => ({ type: 'modify_tile_ranks', amount: raw.amount }),
  run(ctx, op, src) {
    if (src.tile < 0 || op.amount <= 1) return;
    for (const t of ctx.cat.cards[src.card].pawnTiles[src.side][src.tile]) {
      contribute(ctx.s, t, src.uid, src.side, op.amount - 1, 0);
    }
  },
  words: (op, w) => `each tile this card places pawns on gains ${w.plural(op.amount, 'rank')} instead of 1`,
});

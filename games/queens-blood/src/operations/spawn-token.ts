/**
 * `spawn_token`: one token on every empty tile the source's side owns with
 * rank > 0 (never neutral tiles), recording the pawns it replaced; each
 * token's `spawned` moment fires right after it is placed. With `per_pawns`
 * the token is the member of a family (I/II/III) matching the tile's rank.
 */
import { z } from 'zod';
import { createToken, fireAt } from '../resolve.ts';
import { resolveTokenRef } from '../tokens.ts';
import { TILES } from '../vocabulary.ts';
import { defineOperation } from './operation.ts';

export interface SpawnToken {
  type: 'spawn_token';
  /** `byRank[r]`: the card index spawned on a tile of rank r. */
  byRank: number[];
  perPawns: boolean;
}

export const spawnToken = defineOperation({
  id: 'spawn_token',
  description: 'spawn a token on every empty tile the side owns',
  params: z
    .object({
      type: z.literal('spawn_token'),
      token_id: z.string(),
      apply_to: z.literal('empty_positions'),
      per_pawns: z.boolean().optional(),
    })
    .strict(),
  compile(raw, c): SpawnToken | null {
    const r = resolveTokenRef(c.cards, raw.token_id, raw.per_pawns === true);
    if (typeof r === 'string') {
      c.error(['token_id'], r);
      return null;
    }
    return { type: 'spawn_token', byRank: r, perPawns: raw.per_pawns === true };
  },
  run(ctx, op, src) {
    const { s } = ctx;
    for (let t = 0; t < TILES; t++) {
      const tile = s.tiles[t];
      if (tile.card >= 0 || tile.owner !== src.side || tile.rank <= 0) continue;
      const inst = createToken(ctx, op.byRank[tile.rank], src);
      inst.replacedPawns = tile.rank;
      inst.tile = t;
      tile.card = inst.uid;
      ctx.emit?.({
        type: 'spawned',
        uid: inst.uid,
        card: ctx.cat.cards[inst.card].name,
        tile: t,
        replacedPawns: tile.rank,
      });
      fireAt(ctx, inst, 'spawned');
    }
  },
  words(op, w) {
    if (!op.perPawns) return `spawn ${w.nameOf(op.byRank[1] ?? op.byRank[0])} on each of your empty tiles`;
    const byRank = [1, 2, 3]
      .filter((r) => op.byRank[r] !== undefined)
      .map((r) => `${w.nameOf(op.byRank[r])} on rank ${r}`);
    return `on each of your empty tiles spawn the token matching its rank: ${byRank.join(', ')}`;
  },
});

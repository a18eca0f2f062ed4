/**
 * A noble's special payout (its `special_duke_payout`), scored at the end
 * like a duke: `floor_div RESOURCE N V` (V VP per N of the resource held),
 * `wild_choose N V` (V VP per N of the one resource held most: the best
 * choice is taken). Running one does nothing.
 */
import { z } from 'zod';
import { NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';

const RESOURCES = { gold: 'g', strength: 's', magic: 'm' } as const;

interface FloorDiv {
  res: keyof typeof RESOURCES;
  per: number;
  vp: number;
}

const perAndVp = z.union([z.tuple([z.number().int()]), z.tuple([z.number().int(), z.number().int()])]);

export const floorDiv = defineOperation({
  id: 'floor_div',
  description: 'a noble scores V VP per N of a resource held',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      words: z.tuple([z.enum(['gold', 'strength', 'magic'])]),
      nums: perAndVp,
    })
    .strict(),
  compile: (raw): FloorDiv => ({ res: raw.words[0], per: raw.nums[0], vp: raw.nums[1] ?? 1 }),
  nobleVp: ({ res, per, vp }, p) => (per > 0 ? Math.floor(p[RESOURCES[res]] / per) * vp : 0),
  words: ({ res, per, vp }) => `${vp} VP for every ${per} ${res}`,
});

export const wildChoose = defineOperation({
  id: 'wild_choose',
  description: 'a noble scores V VP per N of the resource held most',
  params: z.object({ ...NO_ARGS_SHAPE, nums: perAndVp }).strict(),
  compile: (raw): { per: number; vp: number } => ({ per: raw.nums[0], vp: raw.nums[1] ?? 1 }),
  nobleVp: ({ per, vp }, p) => (per > 0 ? Math.floor(Math.max(p.g, p.s, p.m) / per) * vp : 0),
  words: ({ per, vp }) => `${vp} VP for every ${per} of the resource you hold most of`,
});

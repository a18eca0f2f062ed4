/**
 * `extra_land_plays`: "You may play up to three additional lands this turn"
 * (a player rule for the turn), "Each player may play an additional land
 * during each of their turns" (a static ability over each player): CR 305.2.
 */
import { z } from 'zod';
import { defineRuleFlag } from './rule-flag.ts';

export const extraLandPlays = defineRuleFlag({
  id: 'extra_land_plays',
  description: 'the player may play this many lands more in each of their turns',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 305.2',
  enforcedIn: 'land-plays.mayPlayLand',
  params: z.object({ id: z.literal('extra_land_plays'), amount: z.number().int().min(1) }).strict(),
  words: ({ amount }) =>
    amount === 1 ? 'you may play an additional land' : `you may play up to ${amount} additional lands`,
});

/**
 * A starter's activation trigger: `doubles_or_no_payout` (pays only on
 * doubles, once) and `doubles_or_no_payout_twice` (twice); the operation's
 * name says how often. Its own module: the catalog reads it, and the effect
 * registry (which the catalog's check reads) lists its names as handled.
 */
export const ACTIVATION_TRIGGERS: Record<string, number> = {
  doubles_or_no_payout: 1,
  doubles_or_no_payout_twice: 2,
};

/**
 * The coin wrapper: "Flip a coin. If heads, …. If tails, …", "Flip 2 coins.
 * If both of them are heads, …", "Flip 3 coins. For each heads, …", "Flip a
 * coin until you get tails. For each heads, …", "Flip a coin for each …".
 * The coins are flipped when it runs; the effects of the result then run as
 * steps of their own (`queueNested`). Its phase is its nested effects'
 * (before the damage when any of them changes it).
 */
import { z } from 'zod';
import { amount, defineEffect, type InnerRef, innerRefs, paramsOf } from '../effect.ts';
import { counterSchema, counterWords, countOf } from '../vocabulary/counter.ts';
import { queueNested } from './nested.ts';

const params = paramsOf('coin', {
  coins: z.union([amount, z.literal('until_tails'), z.object({ per: counterSchema }).strict()]),
  /** One coin: on heads. */
  heads: innerRefs.optional(),
  /** One coin: on tails. */
  tails: innerRefs.optional(),
  /** Every coin heads ("If both of them are heads"). */
  allHeads: innerRefs.optional(),
  /** Once for each heads. */
  eachHeads: innerRefs.optional(),
  /** "If both (all) of them are tails, this attack does nothing." — with `phase: before_damage`, so it comes before the damage. */
  nothingIfAllTails: z.literal(true).optional(),
  /** Run before the attack's damage (a top-level attack effect; rules/actions.ts). */
  phase: z.literal('before_damage').optional(),
})
  .refine((p) => p.heads || p.tails || p.allHeads || p.eachHeads, {
    message: 'a coin needs effects: heads, tails, allHeads or eachHeads',
  })
  .refine((p) => p.coins === 1 || (!p.heads && !p.tails), {
    message: "heads and tails are a single coin's (coins: 1); more coins use allHeads or eachHeads",
  });

type Params = z.infer<typeof params>;

const NESTED = ['heads', 'tails', 'allHeads', 'eachHeads'] as const;

export const coin = defineEffect({
  id: 'coin',
  description:
    'flip coins (a number, until tails, or one per count); effects on heads, tails, all heads or each heads',
  params,
  phase: 'after',
  nested: (p: Params) =>
    NESTED.flatMap((key) => (p[key] ? [{ key, refs: p[key] as readonly InnerRef[] }] : [])),
  run(ctx, p) {
    let flipped = 0;
    let heads = 0;
    if (p.coins === 'until_tails') {
      // A cap keeps a pathological generator from looping; 64 heads in a row never happens in play.
      while (heads < 64 && ctx.flip()) heads++;
      flipped = heads + 1;
    } else {
      flipped = typeof p.coins === 'number' ? p.coins : countOf(ctx, p.coins.per);
      for (let i = 0; i < flipped; i++) if (ctx.flip()) heads++;
    }
    const queued: InnerRef[] = [];
    if (p.heads && heads === 1) queued.push(...p.heads);
    if (p.tails && heads === 0) queued.push(...p.tails);
    if (p.allHeads && flipped > 0 && heads === flipped) queued.push(...p.allHeads);
    if (p.eachHeads) for (let i = 0; i < heads; i++) queued.push(...p.eachHeads);
    if (p.nothingIfAllTails && heads === 0) ctx.res.nothing = true;
    queueNested(ctx, queued);
  },
  words(p, w) {
    const flip =
      p.coins === 'until_tails'
        ? 'flip a coin until you get tails'
        : typeof p.coins === 'number'
          ? p.coins === 1
            ? 'flip a coin'
            : `flip ${p.coins} coins`
          : `flip a coin for each ${counterWords(p.coins.per, w)}`;
    const parts = [flip];
    if (p.heads) parts.push(`if heads, ${w.effects(p.heads)}`);
    if (p.tails) parts.push(`if tails, ${w.effects(p.tails)}`);
    if (p.allHeads) parts.push(`if all of them are heads, ${w.effects(p.allHeads)}`);
    if (p.eachHeads) parts.push(`for each heads, ${w.effects(p.eachHeads)}`);
    if (p.nothingIfAllTails) parts.push('if all of them are tails, this attack does nothing');
    return parts.join('; ');
  },
});

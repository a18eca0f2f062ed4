/**
 * `action.build_domain AMOUNT` on a relic: every build of its holder pays
 * the amount; `action.build_domain ignore_requirement N or AMOUNT`: a build
 * may lack N role icons, and pays the amount only when it needed no waiver.
 */
import { z } from 'zod';
import type { Amount } from '../../grammar/tree.ts';
import { amountsWords } from '../../words/phrasing.ts';
import { amountSchema, NO_ARGS_SHAPE } from '../args.ts';
import { defineKey } from '../module.ts';

interface BuildRelic {
  /** Role icons a build may lack (0: none). */
  waiver: number;
  gains: Amount[];
}

export const relicBuild = defineKey({
  id: 'action.build_domain',
  description: 'a relic paying on every build of its holder, or letting a build lack role icons',
  params: z
    .object({
      ...NO_ARGS_SHAPE,
      words: z.array(z.enum(['ignore_requirement', 'or'])),
      nums: z.array(z.number().int().min(0)).max(1),
      amounts: z.array(amountSchema),
    })
    .strict(),
  compile: (raw): BuildRelic => ({
    waiver: raw.words.includes('ignore_requirement') ? (raw.nums[0] ?? 1) : 0,
    gains: raw.amounts,
  }),
  onBuild: (p) => p,
  words: (p) =>
    p.waiver > 0
      ? `when you build a domain, you may ignore ${p.waiver} of its role requirements or gain ${amountsWords(p.gains)}`
      : `when you build a domain, gain ${amountsWords(p.gains)}`,
});

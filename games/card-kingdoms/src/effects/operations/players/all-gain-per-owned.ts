/** `all_gain_per_owned gain=AMOUNT per=citizen|domain|monster`: every player gains the amount per owned thing. */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import { amountsWords } from '../../../words/phrasing.ts';
import { amountList, NO_ARGS_SHAPE } from '../../args.ts';
import { countOf } from '../../matchers/index.ts';
import { defineOperation } from '../../module.ts';
import { changeBy, turnOrder } from '../../support.ts';

const PER = ['citizen', 'domain', 'monster', 'citizens', 'domains', 'monsters'] as const;

interface PerOwned {
  gains: Amount[];
  per: (typeof PER)[number];
}

export const allGainPerOwned = defineOperation({
  id: 'all_gain_per_owned',
  description: 'every player gains an amount per citizen, domain or monster they own',
  params: z
    .object({ ...NO_ARGS_SHAPE, named: z.object({ gain: amountList, per: z.enum(PER).optional() }).strict() })
    .strict(),
  compile: (raw): PerOwned => ({ gains: raw.named.gain, per: raw.named.per ?? 'citizen' }),
  run(en, { gains, per }, task) {
    const what = per.endsWith('s') ? per : `${per}s`;
    for (const seat of turnOrder(en.state)) {
      const n = countOf(en.cat, en.state.players[seat], { of: 'owned', what });
      changeBy(en, seat, gains, task.source, n);
    }
    return null;
  },
  words: ({ gains, per }) => `every player gains ${amountsWords(gains)} for each ${per} they own`,
});

/**
 * `gain_per_owned_citizen_name NAME AMOUNT`, `gain_per_owned_starter_name
 * NAME AMOUNT`: gain the amount once per card of that name you own (the
 * name a bare word, or quoted when it has spaces).
 */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import { amountWords } from '../../../words/phrasing.ts';
import { amountSchema, NO_ARGS_SHAPE } from '../../args.ts';
import { countOf } from '../../matchers/index.ts';
import { defineOperation, type OperationModule } from '../../module.ts';
import { gainOne } from '../../support.ts';

interface PerName {
  name: string;
  per: Amount;
}

function perOwnedName(what: 'citizen' | 'starter', owned: string): OperationModule {
  return defineOperation({
    id: `gain_per_owned_${what}_name`,
    description: `gain an amount per owned ${what} of a name`,
    params: z
      .object({
        ...NO_ARGS_SHAPE,
        words: z.array(z.string()).max(1),
        texts: z.array(z.string()).max(1),
        amounts: z.tuple([amountSchema]),
      })
      .strict(),
    compile(raw, env): PerName | null {
      const name = raw.words[0] ?? raw.texts[0];
      if (name === undefined) {
        env.error(`names no ${what}`);
        return null;
      }
      return { name, per: raw.amounts[0] };
    },
    run(en, { name, per }, task) {
      const n = countOf(en.cat, en.state.players[task.player], { of: 'name', what, name });
      gainOne(en, task.player, per, task.source, n);
      return null;
    },
    words: ({ name, per }) => `gain ${amountWords(per)} for each ${owned}${name} you own`,
  });
}

export const PER_OWNED_NAME: readonly OperationModule[] = [
  perOwnedName('citizen', ''),
  perOwnedName('starter', 'starting '),
];

/**
 * `gain_per_tome AMOUNT…`: you gain the amounts once for each tome you hold
 * face up (face-down tomes do not count). Reserved: no shipped card names
 * it yet; it is the worked example of adding one operation (its module, its
 * registry line, its data form in the README, its test).
 */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import { amountsWords } from '../../../words/phrasing.ts';
import { NO_ARGS_SHAPE, someAmounts } from '../../args.ts';
import { defineOperation } from '../../module.ts';
import { changeBy } from '../../support.ts';

export const gainPerTome = defineOperation({
  id: 'gain_per_tome',
  description: 'gain amounts for each face-up tome you hold',
  reserved: true,
  params: z.object({ ...NO_ARGS_SHAPE, amounts: someAmounts }).strict(),
  compile: (raw): Amount[] => raw.amounts,
  run(en, gains, task) {
    const x = en.state.players[task.player].extra;
    const faceUp = x ? x.t - x.tomesDown : 0;
    if (faceUp > 0) changeBy(en, task.player, gains, task.source, faceUp);
    return null;
  },
  words: (gains) => `gain ${amountsWords(gains)} for each tome you have face up`,
});

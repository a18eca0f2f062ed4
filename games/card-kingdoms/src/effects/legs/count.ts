/** `count SUBJECT AMOUNT`: gain the amount for each counted thing. */
import { amountWords } from '../../words/phrasing.ts';
import { countOf } from '../matchers/index.ts';
import type { LegModule } from '../module.ts';
import { gainOne } from '../support.ts';
import { amountActs } from './can-act.ts';

export const countLeg: LegModule<'count'> = {
  kind: 'count',
  run(en, leg, task) {
    const n = countOf(en.cat, en.state.players[task.player], leg.subject);
    gainOne(en, task.player, leg.per, task.source, n);
    return null;
  },
  canAct(en, player, leg) {
    const p = en.state.players[player];
    return countOf(en.cat, p, leg.subject) > 0 && amountActs(p, leg.per);
  },
  words: (leg, w) => `gain ${amountWords(leg.per)} for each ${w.subject(leg.subject)}`,
};

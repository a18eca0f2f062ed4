/** `g 2`, `m -5`: gain (or, negative, pay) a fixed amount. A wild amount is a choice among its forms (dispatch). */
import { amountWords } from '../../words/phrasing.ts';
import type { LegModule } from '../module.ts';
import { gainOne } from '../support.ts';
import { amountActs } from './can-act.ts';

export const gainLeg: LegModule<'gain'> = {
  kind: 'gain',
  run(en, leg, task) {
    gainOne(en, task.player, leg.amount, task.source);
    return null;
  },
  canAct: (en, player, leg) => amountActs(en.state.players[player], leg.amount),
  words: (leg) => `${leg.amount.n < 0 ? 'pay' : 'gain'} ${amountWords(leg.amount)}`,
};

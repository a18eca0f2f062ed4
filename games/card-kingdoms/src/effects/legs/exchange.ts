/** `exchange PAY GAIN`: offered only when payable, and may be declined. */
import { ACCEPT, DECLINE } from '../../rules/interned.ts';
import { amountWords } from '../../words/phrasing.ts';
import type { LegModule } from '../module.ts';
import { canPay, changeBy } from '../support.ts';
import { affords } from './can-act.ts';

export const exchangeLeg: LegModule<'exchange'> = {
  kind: 'exchange',
  run(en, leg, task) {
    if (!canPay(en.state.players[task.player], leg.pay)) return null;
    return { kind: 'exchange', options: [ACCEPT, DECLINE] };
  },
  canAct: (en, player, leg) => affords(en.state.players[player], leg.pay),
  resolve(en, leg, d, action) {
    if (action.type !== 'accept') throw new Error(`a ${action.type} answer does not fit an exchange`);
    changeBy(en, d.player, [{ res: leg.pay.res, n: -leg.pay.n }, leg.gain], d.source);
  },
  label: (leg, action) =>
    action.type === 'accept' ? `pay ${amountWords(leg.pay)} to gain ${amountWords(leg.gain)}` : '',
  words: (leg) => `you may pay ${amountWords(leg.pay)} to gain ${amountWords(leg.gain)}`,
};

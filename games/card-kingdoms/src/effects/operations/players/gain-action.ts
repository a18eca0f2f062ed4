/** `gain_action [pay=AMOUNT] [optional]`: one more action this turn, for the price (kept for the action phase when gained before it). */
import { z } from 'zod';
import type { Engine } from '../../../engine.ts';
import type { Amount } from '../../../grammar/tree.ts';
import { ACCEPT, DECLINE } from '../../../rules/interned.ts';
import { stateExtra } from '../../../state.ts';
import type { Delta } from '../../../words/phrasing.ts';
import { amountsWords } from '../../../words/phrasing.ts';
import { amountList, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';
import { addTo, gain, held } from '../../support.ts';

interface GainAction {
  pay: Amount[];
  optional: boolean;
}

function addAction(en: Engine, player: number, pay: readonly Amount[], source: string): void {
  const { state } = en;
  const p = state.players[player];
  const paid: Delta = {};
  for (const a of pay) {
    gain(p, { res: a.res, n: -a.n });
    addTo(paid, a.res, a.n);
  }
  // Before the action phase the extra action waits for it; during it, it is one more now.
  if (state.step === 'actions' || state.step === 'actionEnd') state.actionsLeft++;
  else stateExtra(state).bonusActions++;
  if (en.emit) en.emit({ type: 'action-gained', player, paid, source });
}

export const gainAction = defineOperation({
  id: 'gain_action',
  description: 'one more action this turn, for a price',
  params: z.object({ ...NO_ARGS_SHAPE, named: z.object({ pay: amountList.optional() }).strict() }).strict(),
  compile: (raw): GainAction => ({ pay: raw.named.pay ?? [], optional: raw.optional }),
  run(en, { pay, optional }, task) {
    const p = en.state.players[task.player];
    if (!pay.every((a) => held(p, a.res) >= a.n)) return null;
    if (optional) return { kind: 'confirm', options: [ACCEPT, DECLINE] };
    addAction(en, task.player, pay, task.source);
    return null;
  },
  resolve(en, { pay }, d, action) {
    if (action.type === 'accept') addAction(en, d.player, pay, d.source);
  },
  label: ({ pay }, action) =>
    action.type === 'accept' ? `pay ${amountsWords(pay)} for an extra action` : '',
  words: ({ pay }) => `pay ${amountsWords(pay)} for an extra action`,
});

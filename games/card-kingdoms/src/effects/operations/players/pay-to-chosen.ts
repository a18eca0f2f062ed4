/** `pay_to_chosen pay=AMOUNT`: pay the amount (wild: of one resource) to a player of your choice, if you can. */
import { z } from 'zod';
import type { Amount } from '../../../grammar/tree.ts';
import type { CkAction, Res3 } from '../../../state.ts';
import { amountsWords, resourceName, seatName } from '../../../words/phrasing.ts';
import { amountList, NO_ARGS_SHAPE } from '../../args.ts';
import { defineOperation } from '../../module.ts';
import { held, withDecline } from '../../support.ts';

const RES3: readonly Res3[] = ['g', 's', 'm'];

interface PayToChosen {
  pay: Amount[];
  optional: boolean;
}

export const payToChosen = defineOperation({
  id: 'pay_to_chosen',
  description: 'pay an amount to a player of your choice',
  params: z.object({ ...NO_ARGS_SHAPE, named: z.object({ pay: amountList }).strict() }).strict(),
  compile: (raw): PayToChosen => ({ pay: raw.named.pay, optional: raw.optional }),
  run(en, { pay, optional }, task) {
    const { state } = en;
    const p = state.players[task.player];
    const options: CkAction[] = [];
    for (const a of pay) {
      const kinds = a.res === 'wild' ? RES3 : RES3.filter((r) => r === a.res);
      for (const res of kinds) {
        if (held(p, res) < a.n) continue;
        for (let victim = 0; victim < state.seats; victim++)
          if (victim !== task.player) options.push({ type: 'give', victim, res });
      }
    }
    return { kind: 'give', options: withDecline(optional, options) };
  },
  resolve(en, { pay }, d, action) {
    if (action.type !== 'give') return;
    const n = pay[0]?.n ?? 0;
    const from = en.state.players[d.player];
    const paid = Math.min(from[action.res], n);
    from[action.res] -= paid;
    en.state.players[action.victim][action.res] += paid;
    if (en.emit)
      en.emit({
        type: 'paid-player',
        player: d.player,
        to: action.victim,
        delta: { [action.res]: paid },
        source: d.source,
      });
  },
  label: ({ pay }, action) =>
    action.type === 'give'
      ? `pay ${pay[0]?.n ?? 0} ${resourceName(action.res, pay[0]?.n ?? 0)} to ${seatName(action.victim)}`
      : '',
  words: ({ pay }) => `pay ${amountsWords(pay)} to a player of your choice, if you can`,
});

/**
 * Reroll passives (roll options of the active player, like `set_one_die`,
 * once a turn each): `reroll_one_die` (free), `reroll_both_dice_pay_magic_2`.
 * The turn offers them (rules/flow.ts) while the price is held.
 */
import type { Amount } from '../../../grammar/tree.ts';
import { amountWords } from '../../../words/phrasing.ts';
import { NO_ARGS } from '../../args.ts';
import { defineOperation, type OperationModule } from '../../module.ts';

function reroll(id: string, both: boolean, pay: Amount): OperationModule {
  const dice = both ? 'both dice' : 'one die';
  return defineOperation({
    id,
    description: `at its owner’s roll: roll ${dice} again${pay.n > 0 ? `, paying ${amountWords(pay)}` : ''}`,
    params: NO_ARGS,
    reroll: { both, pay },
    words: () =>
      pay.n > 0 ? `you may pay ${amountWords(pay)} to roll ${dice} again` : `you may roll ${dice} again`,
  });
}

export const REROLLS: readonly OperationModule[] = [
  reroll('reroll_one_die', false, { res: 'g', n: 0 }),
  reroll('reroll_both_dice_pay_magic_2', true, { res: 'm', n: 2 }),
];

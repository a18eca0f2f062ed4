/**
 * Roll-phase operations: rerolling dice (`reroll_one_die`,
 * `reroll_both_dice_pay_magic_2`: the name says which dice and the price)
 * and named keys whose meaning is an effect offered at the owner's roll
 * (`action.northernwall`: "you may banish a minion from the centre").
 */

import { parseEffect } from '../grammar/parse.ts';
import type { Amount, Effect } from '../grammar/tree.ts';

const REROLL = /^reroll_(one_die|both_dice)(?:_pay_(gold|strength|magic)_(\d+))?$/;
const RES: Record<string, Amount['res']> = { gold: 'g', strength: 's', magic: 'm' };

/** The reroll passives the data names (each a roll-phase option of the active player, once a turn). */
export const REROLL_OPERATIONS = ['reroll_one_die', 'reroll_both_dice_pay_magic_2'];

/** What a reroll operation's name says: one die or both, and what it costs; null for any other name. */
export function rerollOf(name: string): { both: boolean; pay: Amount } | null {
  if (!name.startsWith('reroll_')) return null;
  const m = REROLL.exec(name);
  if (!m) return null;
  return { both: m[1] === 'both_dice', pay: { res: m[2] ? RES[m[2]] : 'g', n: m[3] ? Number(m[3]) : 0 } };
}

/** Named keys of a passive that mean an effect offered at its owner's roll, once the dice are kept. */
export const ROLL_KEYS: Record<string, Effect> = {
  'action.northernwall': parseEffect('banish_center monster type=minion optional'),
};

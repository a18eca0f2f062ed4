/**
 * The expansion operations, by name (each a handler and, when it raises a
 * decision, the resolver of the answer), and the keys and operations the
 * rules consult rather than run.
 */
import { ACTIVATION_TRIGGERS } from '../data/activation.ts';
import { KEY_BUILD_RELIC, KEY_SLAY_DISCOUNT, LASTING_KEYS } from '../rules/economy.ts';
import { CARD_OPS } from './cards.ts';
import { CENTRE_OPS } from './centre.ts';
import { GOODS_OPS } from './goods.ts';
import type { Operation } from './ops-types.ts';
import { KEY_IMMUNE_ON_SIX, PLAYER_OPS } from './players.ts';
import { REROLL_OPERATIONS, ROLL_KEYS } from './roll.ts';
import { KEY_IMMUNE_TO_TAKE } from './support.ts';

export const OPERATIONS: Record<string, Operation> = {
  ...PLAYER_OPS,
  ...CENTRE_OPS,
  ...CARD_OPS,
  ...GOODS_OPS,
};

/** Keys the rules consult while their card works (immunity, lasting cost keys, relic keys). */
export const CONSULTED_KEYS: readonly string[] = [
  KEY_IMMUNE_TO_TAKE,
  ...Object.keys(ROLL_KEYS),
  ...Object.keys(LASTING_KEYS),
  KEY_BUILD_RELIC,
  KEY_SLAY_DISCOUNT,
];

/** Operations the turn reads (roll passives, a starter's activation trigger, an immunity) rather than runs. */
export const CONSULTED_OPERATIONS: readonly string[] = [
  'set_one_die',
  ...REROLL_OPERATIONS,
  ...Object.keys(ACTIVATION_TRIGGERS),
  KEY_IMMUNE_ON_SIX,
];

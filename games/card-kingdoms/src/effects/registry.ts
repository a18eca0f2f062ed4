/**
 * Every named key the engine implements: operation verbs (`OP_HANDLERS`),
 * lasting flags the rules consult, trigger phases the turn fires, the roll
 * passive `set_one_die`, and the entities a pick can take. Validation reports
 * any key the data names that is not here; a test checks every base card's.
 */
import { FLAG_DOMAIN_DISCOUNT, FLAG_NO_HIRE_SURCHARGE } from '../rules/economy.ts';
import { KEY_IMMUNE_TO_TAKE, OP_HANDLERS } from './legs.ts';

export const HANDLED_FLAGS = [FLAG_NO_HIRE_SURCHARGE, FLAG_DOMAIN_DISCOUNT];
/** Triggers `flow.ts` fires (the `harvest`, `roll.on_event doubles` and `action.*` phases). */
export const HANDLED_TRIGGERS = [
  'roll',
  'roll.on_event doubles',
  'harvest',
  'action.start',
  'action.end',
  'action.hire',
  'action.slay',
  'action.build',
];
/** Operations read by the turn itself rather than run as legs. */
export const TURN_OPERATIONS = ['set_one_die'];
export const HANDLED_PICKS = ['<citizens>', '<domains>'];
/** Keys the rules consult rather than run (a passive's standing effect). */
export const CONSULTED_KEYS = [KEY_IMMUNE_TO_TAKE];

export const HANDLED_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(OP_HANDLERS),
  ...HANDLED_FLAGS,
  ...HANDLED_TRIGGERS,
  ...TURN_OPERATIONS,
  ...HANDLED_PICKS,
  ...CONSULTED_KEYS,
]);

export function handlesKey(name: string): boolean {
  return HANDLED_KEYS.has(name);
}

/**
 * Every named key the engine implements: operation verbs (the base
 * `OP_HANDLERS` and the expansion `OPERATIONS`), lasting flags and keys the
 * rules consult, trigger phases the turn fires, scope words, the entities a
 * pick can take, and the nobles' scoring operations. Validation reports any
 * key the data names that is not here; a test checks every key of every
 * table.
 */
import { NOBLE_PAYOUTS } from '../rules/nobles.ts';
import { OP_HANDLERS } from './legs.ts';
import { CONSULTED_KEYS, CONSULTED_OPERATIONS, OPERATIONS } from './operations.ts';
import { SCOPES } from './players.ts';

/** Triggers the turn fires (`flow.ts`, `perform.ts`). */
export const HANDLED_TRIGGERS = [
  'roll',
  'roll.on_event doubles',
  'harvest',
  'harvest.on_any_magic_gain',
  'action.start',
  'action.end',
  'action.hire',
  'action.slay',
  'action.build',
  'action.on_opponent_slay',
];
export const HANDLED_PICKS = ['<citizens>', '<domains>', '<goods>', '<noble>'];
/** `active_choose`: the active player chooses an option (for everyone); the choose leg handles it. */
export const HANDLED_CHOICES = ['active_choose'];

/**
 * Every key some handler reads. Built on first use, not at module load: the
 * data check (data/check.ts) imports this file from inside the catalog's
 * import graph, where the handler tables may not be initialised yet.
 */
let handledKeys: ReadonlySet<string> | null = null;

export function handlesKey(name: string): boolean {
  handledKeys ??= new Set([
    ...Object.keys(OP_HANDLERS),
    ...Object.keys(OPERATIONS),
    ...CONSULTED_KEYS,
    ...CONSULTED_OPERATIONS,
    ...HANDLED_TRIGGERS,
    ...HANDLED_PICKS,
    ...HANDLED_CHOICES,
    ...SCOPES,
    ...Object.keys(NOBLE_PAYOUTS),
  ]);
  return handledKeys.has(name);
}

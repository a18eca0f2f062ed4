/**
 * An Energy attached from the Energy Zone to a Pokémon that an
 * `attach_status` effect reaches ("… if they attach Energy from their Energy
 * Zone to the Defending Pokémon, that Pokémon will be Asleep."): it gets the
 * effect's Special Condition, through `applyStatus` (immunities hold).
 */
import type { Status } from '../conditions/index.ts';
import { type ActivePayload, query } from '../effects/active.ts';
import type { Emit } from '../events.ts';
import type { PocketState, Side, Slot } from '../state.ts';
import { hasKind } from './lasting-damage.ts';
import { affectedOf, applyStatus } from './ops.ts';

export function statusOnZoneAttach(s: PocketState, side: Side, slot: Slot, emit: Emit): void {
  if (!hasKind(s, 'attach_status')) {
    plainState = s;
    plainVersion = s.stats.actions;
    return;
  }
  for (const e of query(s, { type: 'attach_status', affecting: affectedOf(s, side, slot) }))
    for (const status of (e.payload as ActivePayload).statuses ?? [])
      applyStatus(s, side, slot, status as Status, emit);
}

/** The state and action count of the last attach from the Energy Zone that no `attach_status` could reach. */
let plainState: PocketState | null = null;
let plainVersion = -1;

/**
 * Whether the action being applied to `s` (its count, `stats.actions`) was
 * an attach from the Energy Zone that gave no Special Condition: the flow
 * knows then that it added an Energy and nothing else, unless a trigger ran
 * (counted apart, `triggerRuns`).
 */
export function plainAttachNow(s: PocketState): boolean {
  return plainState === s && plainVersion === s.stats.actions;
}

/**
 * The trigger registry: when a passive fires (the timing before its legs:
 * `roll.`, `action.start`, `roll.on_event doubles`, …), each with the
 * opening of its sentence. The turn fires them (rules/flow.ts,
 * rules/perform.ts) by these ids, which the compiler checks (`TriggerId`).
 */
import { registryOf } from '@arbiter/core';
import type { Catalog } from '../../data/cards.ts';
import { perCatalog } from '../../data/per-catalog.ts';
import { triggerKey } from '../../grammar/names.ts';
import type { Effect } from '../../grammar/tree.ts';
import type { TriggerModule } from '../module.ts';

function trigger<I extends string>(id: I, description: string, words: string): TriggerModule & { id: I } {
  return { id, description, words };
}

const TRIGGERS = [
  trigger('roll', "the owner's roll phase (roll passives: set or reroll a die)", 'During your roll phase'),
  trigger('harvest', "the owner's harvest", 'During your harvest phase'),
  trigger('action.start', "the start of the owner's action phase", 'At the start of your action phase'),
  trigger('action.end', "the end of the owner's action phase", 'At the end of your action phase'),
  trigger('action.hire', 'the owner hires a citizen on their turn', 'When you hire a citizen'),
  trigger('action.slay', 'the owner slays a monster on their turn', 'When you slay a monster'),
  trigger('action.build', 'the owner builds a domain on their turn', 'When you build a domain'),
  trigger('roll.on_event doubles', 'doubles are rolled, on any turn', 'Whenever doubles are rolled'),
  trigger(
    'harvest.on_any_magic_gain',
    'the owner holds more magic after a harvest than before it',
    'When you gain magic from a harvest',
  ),
  trigger('action.on_opponent_slay', 'another player slays a monster', 'When an opponent slays a monster'),
] as const;

export type TriggerId = (typeof TRIGGERS)[number]['id'];

export const triggerRegistry = registryOf('trigger', TRIGGERS);

const ids = new WeakMap<Effect, TriggerId | null>();

/** The trigger of an effect with a timing, when it has a module (effects are shared and never change: read once). */
export function triggerOf(e: Effect): TriggerId | null {
  let id = ids.get(e);
  if (id === undefined) {
    const key = triggerKey(e);
    id = key !== null && triggerRegistry.has(key) ? key : null;
    ids.set(e, id);
  }
  return id;
}

/**
 * Each domain's passive trigger, by domain card (null: none, or no passive),
 * found once per catalog: the turn asks it of every owned domain at every
 * phase.
 */
export const domainTriggers: (cat: Catalog) => readonly (TriggerId | null)[] = perCatalog((cat) =>
  cat.domains.map((d) => (d.passive ? triggerOf(d.passive) : null)),
);

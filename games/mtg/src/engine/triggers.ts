/**
 * Triggered abilities (CR 603): events fire, the trigger registry says which
 * abilities they trigger (with the seed's condition vocabulary), and the
 * abilities wait until a player would receive priority. Then the active
 * player puts theirs on the stack in the order they choose, then the other
 * player (APNAP, CR 603.3b), each choosing targets as it goes.
 */
import { registryOf } from '@arbiter/core';
import type { Condition, Filter, TriggeredAbility } from '../cards/rules-block.ts';
import { board, cardDerived, type Derived, matches, rulesOf } from './derived.ts';
import {
  type DelayedTrigger,
  type FrameVars,
  type GameObject,
  type MtgState,
  opponent,
  type Seat,
} from './state.ts';

export type GameEventKind =
  | { type: 'ETB'; object: number }
  | { type: 'DIES'; object: number; lkiObject: GameObject; controller: Seat }
  | { type: 'ATTACKS'; object: number }
  | { type: 'BLOCKS'; object: number }
  | { type: 'COMBAT_DAMAGE_TO_PLAYER'; source: number; player: Seat; amount: number }
  | { type: 'DEALT_DAMAGE'; object: number; amount: number }
  | { type: 'BECOMES_TARGET'; object: number; by: Seat }
  | { type: 'UPKEEP'; player: Seat }
  | { type: 'LOSE_LIFE'; player: Seat; amount: number }
  | { type: 'CAST'; spell: number; controller: Seat };

interface TriggerCtx {
  s: MtgState;
  /** The object whose ability this is. */
  self: GameObject;
  event: GameEventKind;
}

export interface TriggerModule {
  id: string;
  /** Event variables (subject, amount) when this ability triggers on the event, else null. */
  match(ctx: TriggerCtx): FrameVars | null;
}

const selfEvent = (id: string, type: GameEventKind['type']): TriggerModule => ({
  id,
  match: ({ self, event }) =>
    event.type === type && 'object' in event && event.object === self.id ? { eventSubject: self.id } : null,
});

export const triggerRegistry = registryOf<TriggerModule>('trigger', [
  selfEvent('ETB', 'ETB'),
  {
    id: 'DIES',
    match: ({ self, event }) =>
      event.type === 'DIES' && event.lkiObject.id === self.id ? { eventSubject: event.object } : null,
  },
  selfEvent('ATTACKS', 'ATTACKS'),
  {
    id: 'ATTACKS_OR_BLOCKS',
    match: ({ self, event }) =>
      (event.type === 'ATTACKS' || event.type === 'BLOCKS') && event.object === self.id
        ? { eventSubject: self.id }
        : null,
  },
  {
    id: 'EQUIPPED_CREATURE_ATTACKS',
    match: ({ self, event }) =>
      event.type === 'ATTACKS' && self.attachedTo === event.object ? { eventSubject: event.object } : null,
  },
  {
    id: 'COMBAT_DAMAGE_TO_PLAYER',
    match: ({ self, event }) =>
      event.type === 'COMBAT_DAMAGE_TO_PLAYER' && event.source === self.id
        ? { eventSubject: -1 - event.player, eventAmount: event.amount }
        : null,
  },
  {
    id: 'DEALT_DAMAGE',
    match: ({ self, event }) =>
      event.type === 'DEALT_DAMAGE' && event.object === self.id ? { eventAmount: event.amount } : null,
  },
  {
    id: 'BECOMES_TARGET',
    match: ({ self, event }) =>
      event.type === 'BECOMES_TARGET' && event.object === self.id ? { eventSubject: -1 - event.by } : null,
  },
  {
    id: 'UPKEEP',
    match: ({ event }) => (event.type === 'UPKEEP' ? { eventSubject: -1 - event.player } : null),
  },
  {
    id: 'YOU_LOSE_LIFE',
    match: ({ self, event }) =>
      event.type === 'LOSE_LIFE' && event.player === self.controller ? { eventAmount: event.amount } : null,
  },
  { id: 'CAST_SPELL', match: ({ event }) => (event.type === 'CAST' ? { eventSubject: event.spell } : null) },
  {
    id: 'CREATURE_ENTERS',
    match: ({ s, event }) => {
      if (event.type !== 'ETB') return null;
      const d = board(s).byId.get(event.object);
      return d?.types.includes('creature') ? { eventSubject: event.object } : null;
    },
  },
  {
    id: 'OTHER_FRIENDLY_DIES',
    match: ({ self, event }) =>
      event.type === 'DIES' &&
      event.lkiObject.id !== self.id &&
      event.controller === self.controller &&
      isCreatureCard(event.lkiObject)
        ? { eventSubject: event.object }
        : null,
  },
  {
    id: 'OTHER_DIES_DURING_YOUR_TURN',
    match: ({ self, event }) =>
      event.type === 'DIES' && event.lkiObject.id !== self.id && isCreatureCard(event.lkiObject)
        ? { eventSubject: event.object }
        : null,
  },
]);

function isCreatureCard(o: GameObject): boolean {
  return cardDerived(o).types.includes('creature');
}

/** What the event's subject or spell is, for the conditions. */
function subjectDerived(s: MtgState, event: GameEventKind): Derived | null {
  if (event.type === 'CAST') return cardDerived(s.objects[event.spell]);
  if ('object' in event) return board(s).byId.get(event.object) ?? null;
  return null;
}

interface ConditionCtx {
  s: MtgState;
  /** The object the ability watches (its own source, or a delayed ability's "that creature"). */
  self: GameObject;
  /** Who controls the ability ("you"). */
  controller: Seat;
  event: GameEventKind;
  cond: Condition;
}

export interface ConditionModule {
  id: string;
  holds(ctx: ConditionCtx): boolean;
}

/** Trigger conditions (the seed's list). */
export const triggerConditionRegistry = registryOf<ConditionModule>('trigger condition', [
  {
    id: 'controller',
    holds: ({ s, controller, event, cond }) => {
      let who: Seat | null = null;
      if (event.type === 'CAST') who = event.controller;
      else if (event.type === 'UPKEEP') who = event.player;
      else if (event.type === 'BECOMES_TARGET') who = event.by;
      else if (event.type === 'DIES') who = event.controller;
      else if ('object' in event) who = s.objects[event.object]?.controller ?? null;
      if (who === null) return false;
      return cond.is === 'you' ? who === controller : who !== controller;
    },
  },
  { id: 'during_opponent_turn', holds: ({ s, controller }) => s.active !== controller },
  { id: 'during_your_turn', holds: ({ s, controller }) => s.active === controller },
  {
    // "Attacks one of your opponents": the player attacked (the defending player) is not you.
    id: 'attacks_your_opponent',
    holds: ({ s, controller, event }) => event.type === 'ATTACKS' && opponent(s.active) !== controller,
  },
  {
    id: 'has_keyword',
    holds: ({ s, event, cond }) => !!subjectDerived(s, event)?.keywords.has(cond.keyword as never),
  },
  {
    id: 'subtype',
    holds: ({ s, event, cond }) => {
      const d = subjectDerived(s, event);
      return !!d && (cond.subtypes as string[]).some((t) => d.subtypes.includes(t));
    },
  },
  {
    id: 'spell_type',
    holds: ({ s, self, controller, event, cond }) => {
      const d = subjectDerived(s, event);
      return !!d && matches(board(s), d, cond.filter as Filter, controller, self.id);
    },
  },
]);

function abilitiesOf(o: GameObject): TriggeredAbility[] {
  const own = rulesOf(o).triggers;
  if (o.granted.length === 0) return own;
  return [...own, ...o.granted.flatMap((g) => g.triggers)];
}

function scan(s: MtgState, o: GameObject, event: GameEventKind): void {
  const abilities = abilitiesOf(o);
  for (let i = 0; i < abilities.length; i++) {
    const ability = abilities[i];
    const t = triggerRegistry.get(ability.trigger);
    const vars = t.match({ s, self: o, event });
    if (!vars) continue;
    if (!conditionsHold(s, ability, o, o.controller, event)) continue;
    s.triggers.push({ source: o.id, sourceCard: o.card, controller: o.controller, ability, vars });
  }
}

function conditionsHold(
  s: MtgState,
  ability: TriggeredAbility,
  self: GameObject,
  controller: Seat,
  event: GameEventKind,
): boolean {
  for (const cond of ability.conditions)
    if (!triggerConditionRegistry.get(cond.id).holds({ s, self, controller, event, cond })) return false;
  return true;
}

/** Delayed triggered abilities (CR 603.7) whose watched object the event names. */
function scanDelayed(s: MtgState, delayed: DelayedTrigger[], event: GameEventKind): void {
  for (const d of delayed) {
    const o = s.objects[d.watch];
    if (!o) continue;
    const vars = triggerRegistry.get(d.ability.trigger).match({ s, self: o, event });
    if (!vars || !conditionsHold(s, d.ability, o, d.controller, event)) continue;
    s.triggers.push({
      source: d.source,
      sourceCard: d.sourceCard,
      controller: d.controller,
      ability: d.ability,
      vars,
    });
  }
}

/** An event happened: every ability it triggers waits to be put on the stack. */
export function fire(s: MtgState, event: GameEventKind): void {
  if (event.type === 'DIES') {
    // Leaves-the-battlefield abilities look back in time (CR 603.10a).
    scan(s, event.lkiObject, event);
  }
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (event.type === 'DIES' && o.id === event.lkiObject.id) continue;
    scan(s, o, event);
  }
  if (s.delayed) scanDelayed(s, s.delayed, event);
}

/**
 * The action surface (the seed's `ActionSurface`): a seat's legal actions
 * and the action schema — each action as { type, actor, object, target
 * groups, payload, text } — computed from that seat's view alone. The
 * engine still validates whatever comes back (`applyAction`: an illegal
 * action is a RuleViolation and the state is left as it was).
 *
 * How the view suffices: `view.known` is the state as the seat may know it
 * (every object in a public zone, the seat's own hand, the pending decision
 * as the seat sees it). `determinizePublic` fills the unseen cards (the other
 * hand, both libraries) with cards from the deck lists under ids of their
 * own, and the engine's legality is asked of that world. No legal action of
 * the seat can depend on those filler cards: the seat plays lands and casts
 * from its own hand (known) or graveyard (public); it activates and taps
 * permanents (public); targets are on the battlefield, on the stack, in
 * graveyards or players (public); costs read its own hand, battlefield and
 * pool; conditions read public zones or counts (hand and library sizes,
 * which the world keeps); and a decision's answers are in the decision,
 * which the seat that owes it sees in full (with the library cards it is
 * looking at). The fixed seed only picks which filler card goes where, so
 * the surface is a function of the view; the tests check it equals the
 * engine's list, and that perturbing the hidden cards changes nothing.
 *
 * Type mapping (our engine answers some of the seed's whole declarations
 * one piece at a time, as decisions):
 * - `pass` → PASS_PRIORITY; `play_land` → PLAY_LAND; `mana` → TAP_FOR_MANA;
 *   `cast` → CAST_SPELL; `activate` → ACTIVATE_ABILITY (payload: via, mode,
 *   x, sacrifice, discard, ability index; Sixth Edition's `sacrifices` for
 *   "Sacrifice two Goblins" and `tap` for "Tap an untapped Swamp you control").
 * - Pregame: `keep` → KEEP_HAND, `mulligan` → MULLIGAN, `bottom` →
 *   BOTTOM_CARD (the seed's pregame types); `play_first` / `draw_first` →
 *   RESOLVE_DECISION (answer `play_first` / `draw_first`).
 * - Combat: `attack {creature}` → DECLARE_ATTACKERS with the creature as
 *   object; `attack_done` → DECLARE_ATTACKERS with no object and answer
 *   `done`; `block {blocker, attacker}` → DECLARE_BLOCKERS with the blocker
 *   as object and the attacker as its one target; `block_done` likewise.
 * - Every other decision → RESOLVE_DECISION: `order` (object: the trigger's
 *   source, payload.trigger), `choose_targets` (object: the trigger's source,
 *   targets), `assign` (object: the attacker, one target, payload.amount),
 *   `keep_legend` (object: the permanent kept), `choose` (payload.option and
 *   its label).
 * While a decision is pending, every entry is one of its answers: it
 * carries `payload.decision` (the decision's kind) and is of a decision
 * type (RESOLVE_DECISION, or the seed's own pregame and combat types
 * above); no priority action (pass, land, mana, cast, activate) appears.
 */

import { describeAction } from './describe.ts';
import { determinizePublic } from './determinize.ts';
import { legalActions, type MtgAction, toAct } from './engine/rules.ts';
import { type Decision, type MtgState, playerTarget, type Seat, targetPlayer } from './engine/state.ts';
import type { MtgView } from './view.ts';

export type SchemaActionType =
  | 'PLAY_LAND'
  | 'TAP_FOR_MANA'
  | 'CAST_SPELL'
  | 'ACTIVATE_ABILITY'
  | 'DECLARE_ATTACKERS'
  | 'DECLARE_BLOCKERS'
  | 'PASS_PRIORITY'
  | 'RESOLVE_DECISION'
  | 'MULLIGAN'
  | 'KEEP_HAND'
  | 'BOTTOM_CARD';

/** Every type the schema uses. */
export const SCHEMA_TYPES: ReadonlySet<string> = new Set<SchemaActionType>([
  'PLAY_LAND',
  'TAP_FOR_MANA',
  'CAST_SPELL',
  'ACTIVATE_ABILITY',
  'DECLARE_ATTACKERS',
  'DECLARE_BLOCKERS',
  'PASS_PRIORITY',
  'RESOLVE_DECISION',
  'MULLIGAN',
  'KEEP_HAND',
  'BOTTOM_CARD',
]);

/** The types a pending decision's answers take; the others are priority actions. */
export const DECISION_TYPES: ReadonlySet<SchemaActionType> = new Set([
  'RESOLVE_DECISION',
  'DECLARE_ATTACKERS',
  'DECLARE_BLOCKERS',
  'MULLIGAN',
  'KEEP_HAND',
  'BOTTOM_CARD',
]);

export interface SchemaTarget {
  type: 'player' | 'permanent' | 'spell' | 'card';
  instance_id?: number;
  player_id?: Seat;
}

export interface SchemaPayload {
  /** The pending decision's kind, on every answer to one. */
  decision?: Decision['kind'];
  /** Which answer: play_first, draw_first, attack, block, done, order, choose_targets, assign, keep_legend, choose. */
  answer?: string;
  via?: 'hand' | 'flashback' | 'graveyard' | 'alternate' | 'exile';
  mode?: number;
  x?: number;
  sacrifice?: number;
  discard?: number;
  /** Permanents sacrificed together ("Sacrifice two Goblins") and a permanent tapped as a cost. */
  sacrifices?: number[];
  tap?: number;
  /** The ability's index on its source (activate, mana). */
  ability?: number;
  /** Index of the trigger in the waiting list (order). */
  trigger?: number;
  /** Damage assigned (assign). */
  amount?: number;
  /** Index of the option chosen (choose) and its label. */
  option?: number;
  label?: string;
}

export interface SchemaEntry {
  type: SchemaActionType;
  actor: Seat;
  object: number | null;
  targets: SchemaTarget[][];
  payload: SchemaPayload;
  text: string;
}

/** The seat whose view this is: the one whose hand is shown (null for a spectator). */
export function viewOwner(view: MtgView): Seat | null {
  const i = view.known.players.findIndex((p) => Array.isArray(p.hand));
  return i < 0 ? null : (i as Seat);
}

/** The world the surface asks: the view's known state with its unseen cards filled in (see the header). */
function worldOf(view: MtgView): MtgState {
  return determinizePublic(view.known, 'action-surface');
}

/** The legal actions of the view's seat, from the view alone; [] if it has no decision (or for a spectator). */
export function surfaceLegalActions(view: MtgView): MtgAction[] {
  const seat = viewOwner(view);
  if (seat === null || !toAct(view.known as unknown as MtgState).includes(seat)) return []; // toAct reads only winner, draw, pending and priority, which `known` keeps
  return legalActions(worldOf(view), seat);
}

function targetOf(s: MtgState, id: number): SchemaTarget {
  const player = targetPlayer(id);
  if (player !== null) return { type: 'player', player_id: player };
  if (s.stack.some((x) => x.id === id)) return { type: 'spell', instance_id: id };
  if (s.objects[id]?.zone === 'battlefield') return { type: 'permanent', instance_id: id };
  return { type: 'card', instance_id: id };
}

function idOf(t: SchemaTarget): number {
  if (t.type === 'player') {
    if (t.player_id !== 0 && t.player_id !== 1) throw new Error(`a player target needs player_id 0 or 1`);
    return playerTarget(t.player_id);
  }
  if (typeof t.instance_id !== 'number') throw new Error(`a ${t.type} target needs an instance_id`);
  return t.instance_id;
}

/** Only the payload fields an action has (undefined ones left out, so entries compare as plain JSON). */
function compact(p: SchemaPayload): SchemaPayload {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) if (v !== undefined) out[k] = v;
  return out as SchemaPayload;
}

function entryOf(s: MtgState, seat: Seat, a: MtgAction, text: string): SchemaEntry {
  const groups = (ts: number[][]) => ts.map((g) => g.map((id) => targetOf(s, id)));
  const decision = s.pending?.kind;
  const e = (
    type: SchemaActionType,
    object: number | null,
    payload: SchemaPayload,
    targets: SchemaTarget[][] = [],
  ): SchemaEntry => ({
    type,
    actor: seat,
    object,
    targets,
    payload: compact(decision ? { decision, ...payload } : payload),
    text,
  });
  switch (a.type) {
    case 'pass':
      return e('PASS_PRIORITY', null, {});
    case 'play_land':
      return e('PLAY_LAND', a.card, {});
    case 'mana':
      return e('TAP_FOR_MANA', a.source, { ability: a.ability });
    case 'cast':
      return e(
        'CAST_SPELL',
        a.card,
        { via: a.via, mode: a.mode, x: a.x, sacrifice: a.sacrifice, discard: a.discard },
        groups(a.targets),
      );
    case 'activate':
      return e(
        'ACTIVATE_ABILITY',
        a.source,
        {
          ability: a.ability,
          x: a.x,
          sacrifice: a.sacrifice,
          discard: a.discard,
          sacrifices: a.sacrifices,
          tap: a.tap,
        },
        groups(a.targets),
      );
    case 'keep':
      return e('KEEP_HAND', null, {});
    case 'mulligan':
      return e('MULLIGAN', null, {});
    case 'bottom':
      return e('BOTTOM_CARD', a.card, {});
    case 'play_first':
    case 'draw_first':
      return e('RESOLVE_DECISION', null, { answer: a.type });
    case 'attack':
      return e('DECLARE_ATTACKERS', a.creature, { answer: 'attack' });
    case 'attack_done':
      return e('DECLARE_ATTACKERS', null, { answer: 'done' });
    case 'block':
      return e('DECLARE_BLOCKERS', a.blocker, { answer: 'block' }, groups([[a.attacker]]));
    case 'block_done':
      return e('DECLARE_BLOCKERS', null, { answer: 'done' });
    case 'order':
      return e('RESOLVE_DECISION', s.triggers[a.trigger]?.source ?? null, {
        answer: 'order',
        trigger: a.trigger,
      });
    case 'choose_targets':
      return e(
        'RESOLVE_DECISION',
        s.triggers[0]?.source ?? null,
        { answer: 'choose_targets' },
        groups(a.targets),
      );
    case 'assign': {
      const d = s.pending;
      return e(
        'RESOLVE_DECISION',
        d?.kind === 'assign_damage' ? d.attacker : null,
        { answer: 'assign', amount: a.amount },
        groups([[a.to]]),
      );
    }
    case 'keep_legend':
      return e('RESOLVE_DECISION', a.permanent, { answer: 'keep_legend' });
    case 'choose': {
      const d = s.pending;
      const label = d?.kind === 'resolve' ? d.options[a.option]?.label : undefined;
      return e('RESOLVE_DECISION', null, { answer: 'choose', option: a.option, label });
    }
  }
}

/** The action schema of the view's seat: one entry per legal action, from the view alone. */
export function actionSchema(view: MtgView): SchemaEntry[] {
  const seat = viewOwner(view);
  if (seat === null || !toAct(view.known as unknown as MtgState).includes(seat)) return []; // as in surfaceLegalActions
  const world = worldOf(view);
  return legalActions(world, seat).map((a) => entryOf(world, seat, a, describeAction(a, world, seat)));
}

/** What `actionFromSchema` reads of an entry (an answer need not repeat the actor or the text). */
export type SchemaAnswer = Pick<SchemaEntry, 'type' | 'object' | 'targets' | 'payload'>;

function need<T>(v: T | undefined, what: string, entry: SchemaAnswer): T {
  if (v === undefined) throw new Error(`${entry.type} entry needs ${what}`);
  return v;
}

/**
 * The engine action an entry stands for (the inverse of the schema). It is
 * not checked here: `applyAction` validates it like any other action.
 */
export function actionFromSchema(entry: SchemaAnswer): MtgAction {
  const p = entry.payload;
  const obj = () => need(entry.object ?? undefined, 'an object', entry);
  const ids = () => entry.targets.map((g) => g.map(idOf));
  const costs = { ...(p.sacrifice !== undefined ? { sacrifice: p.sacrifice } : {}) };
  if (p.discard !== undefined) Object.assign(costs, { discard: p.discard });
  if (p.sacrifices !== undefined) Object.assign(costs, { sacrifices: p.sacrifices });
  if (p.tap !== undefined) Object.assign(costs, { tap: p.tap });
  switch (entry.type) {
    case 'PASS_PRIORITY':
      return { type: 'pass' };
    case 'PLAY_LAND':
      return { type: 'play_land', card: obj() };
    case 'TAP_FOR_MANA':
      return { type: 'mana', source: obj(), ability: need(p.ability, 'payload.ability', entry) };
    case 'CAST_SPELL':
      return {
        type: 'cast',
        card: obj(),
        via: need(p.via, 'payload.via', entry),
        ...(p.mode !== undefined ? { mode: p.mode } : {}),
        ...(p.x !== undefined ? { x: p.x } : {}),
        targets: ids(),
        ...costs,
      };
    case 'ACTIVATE_ABILITY':
      return {
        type: 'activate',
        source: obj(),
        ability: need(p.ability, 'payload.ability', entry),
        targets: ids(),
        ...(p.x !== undefined ? { x: p.x } : {}),
        ...costs,
      };
    case 'KEEP_HAND':
      return { type: 'keep' };
    case 'MULLIGAN':
      return { type: 'mulligan' };
    case 'BOTTOM_CARD':
      return { type: 'bottom', card: obj() };
    case 'DECLARE_ATTACKERS':
      return p.answer === 'done' ? { type: 'attack_done' } : { type: 'attack', creature: obj() };
    case 'DECLARE_BLOCKERS': {
      if (p.answer === 'done') return { type: 'block_done' };
      const attacker = ids()[0]?.[0];
      return { type: 'block', blocker: obj(), attacker: need(attacker, 'the attacker as its target', entry) };
    }
    case 'RESOLVE_DECISION':
      switch (p.answer) {
        case 'play_first':
        case 'draw_first':
          return { type: p.answer };
        case 'order':
          return { type: 'order', trigger: need(p.trigger, 'payload.trigger', entry) };
        case 'choose_targets':
          return { type: 'choose_targets', targets: ids() };
        case 'assign': {
          const to = ids()[0]?.[0];
          return {
            type: 'assign',
            to: need(to, 'the damage recipient as its target', entry),
            amount: need(p.amount, 'payload.amount', entry),
          };
        }
        case 'keep_legend':
          return { type: 'keep_legend', permanent: obj() };
        case 'choose':
          return { type: 'choose', option: need(p.option, 'payload.option', entry) };
        default:
          throw new Error(`RESOLVE_DECISION entry with unknown answer '${String(p.answer)}'`);
      }
  }
}

/**
 * Reading a resolving spell or ability (a frame): the objects and players
 * its refs name now, its amounts, its conditions, and asking its
 * controller (or the player its text names) a question. What every step
 * module reads; nothing here knows a step by name.
 */
import type { Amount, Condition, Ref, Step } from '../cards/rules-block.ts';
import { conditionHolds } from '../vocabulary/conditions/index.ts';
import { amountOf, board, cardDerived } from './derived.ts';
import { matches } from './filter.ts';
import { nameOf } from './objects.ts';
import {
  type DecisionOption,
  type Frame,
  type MtgState,
  opponent,
  playerTarget,
  type Seat,
  type StepWork,
  targetPlayer,
} from './state.ts';

/** Objects (ids ≥ 0) and players (ids < 0) a ref names now. */
export function refIds(s: MtgState, f: Frame, ref: Ref): number[] {
  if ('self' in ref) return [f.source];
  if ('target' in ref) return f.targets[ref.target] ?? [];
  if ('you' in ref) return [playerTarget(f.controller)];
  if ('eachPlayer' in ref) return [playerTarget(s.active), playerTarget(opponent(s.active))];
  if ('eachOpponent' in ref) return [playerTarget(opponent(f.controller))];
  if ('defendingPlayer' in ref) return [playerTarget(opponent(s.active))];
  if ('eventSubject' in ref) return f.vars.eventSubject !== undefined ? [f.vars.eventSubject] : [];
  if ('equipped' in ref || 'enchanted' in ref) {
    const host = s.objects[f.source]?.attachedTo;
    return host !== null && host !== undefined ? [host] : [];
  }
  if ('created' in ref) return f.vars.created !== undefined ? [f.vars.created] : [];
  if ('paidWith' in ref) return f.vars.sacrificed !== undefined ? [f.vars.sacrificed] : [];
  if ('controllerOf' in ref || 'spellController' in ref) {
    const inner = 'controllerOf' in ref ? ref.controllerOf : ref.spellController;
    return refIds(s, f, inner).map((id) => playerTarget(controllerOf(s, id)));
  }
  if ('ownerOf' in ref) return refIds(s, f, ref.ownerOf).map((id) => playerTarget(ownerOf(s, id)));
  if ('all' in ref) {
    const b = board(s);
    const out: number[] = [];
    for (const d of b.byId.values()) if (matches(b, d, ref.all, f.controller, f.source)) out.push(d.id);
    return out;
  }
  return [];
}

export function controllerOf(s: MtgState, id: number): Seat {
  const item = s.stack.find((x) => x.id === id);
  if (item) return item.controller;
  return s.objects[id]?.controller ?? s.lki[id]?.controller ?? 0;
}

function ownerOf(s: MtgState, id: number): Seat {
  return s.objects[id]?.owner ?? s.lki[id]?.owner ?? 0;
}

/** The players a ref names now. */
export function players(s: MtgState, f: Frame, ref: Ref): Seat[] {
  return refIds(s, f, ref)
    .map(targetPlayer)
    .filter((p): p is Seat => p !== null);
}

/**
 * Who decides an optional step: the player its text names ("its controller
 * may search", CR 608.2d), else the controller of what resolves ("you may").
 */
export function optionalDecider(s: MtgState, f: Frame, step: Step): Seat {
  if (!step.chooser) return f.controller;
  return players(s, f, step.chooser)[0] ?? f.controller;
}

export function amount(s: MtgState, f: Frame, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('x' in a) return f.x;
  if ('eventAmount' in a) return f.vars.eventAmount ?? 0;
  if ('powerOf' in a || 'toughnessOf' in a) {
    const ref = 'powerOf' in a ? a.powerOf : a.toughnessOf;
    const id = refIds(s, f, ref)[0];
    if (id === undefined) return 0;
    const d = board(s).byId.get(id);
    const lki = s.lki[id];
    if ('powerOf' in a) return d?.power ?? lki?.power ?? 0;
    return d?.toughness ?? lki?.toughness ?? 0;
  }
  if ('countersOn' in a) {
    const id = refIds(s, f, a.countersOn)[0];
    return s.objects[id]?.counters[a.kind] ?? s.lki[id]?.counters[a.kind] ?? 0;
  }
  if ('damageDealtTo' in a) {
    const p = players(s, f, a.damageDealtTo)[0];
    return p === undefined ? 0 : s.players[p].damageThisTurn;
  }
  if ('theirCount' in a) return amountFor(s, f, a, f.controller);
  if ('halfLifeOf' in a) {
    const p = players(s, f, a.halfLifeOf)[0];
    return p === undefined ? 0 : Math.ceil(Math.max(0, s.players[p].life) / 2);
  }
  if ('dealtThisWay' in a) return f.vars.dealt ?? 0;
  if ('discardedThisWay' in a) return f.vars.discarded ?? 0;
  if ('tappedLands' in a) {
    const b = board(s);
    let n = 0;
    for (const d of b.byId.values())
      if (d.controller !== f.controller && d.types.includes('land') && s.objects[d.id].tapped) n++;
    return n;
  }
  return amountOf(board(s), a, f.controller, f.source);
}

/**
 * An amount for one of the players a step acts on: "for each … they
 * control / in their graveyard" counts that player's; any other amount is
 * the step's own.
 */
export function amountFor(s: MtgState, f: Frame, a: Amount, p: Seat): number {
  if (typeof a !== 'object' || !('theirCount' in a)) return amount(s, f, a);
  const b = board(s);
  let n = 0;
  if (a.zone === 'battlefield') {
    for (const d of b.byId.values()) if (d.controller === p && matches(b, d, a.theirCount, p, f.source)) n++;
  } else
    for (const id of s.players[p].graveyard)
      if (matches(b, cardDerived(s.objects[id]), a.theirCount, p, f.source)) n++;
  return n;
}

/** A condition read on resolution ("if you do", "if it's white", an intervening if). */
export function stepCondition(s: MtgState, f: Frame, c: Condition): boolean {
  return conditionHolds(
    {
      s,
      board: board(s),
      you: f.controller,
      source: f.source,
      vars: f.vars,
      refIds: (ref) => refIds(s, f, ref),
    },
    c,
  );
}

/**
 * Sets a decision for `player`: the step waits for its answer (`s.pending`
 * is what says it waits). `hidden`: the answers name cards only `player`
 * may see (see private-decision.ts).
 */
export function ask(
  s: MtgState,
  player: Seat,
  prompt: string,
  options: DecisionOption[],
  hidden = false,
): void {
  s.pending = hidden
    ? { kind: 'resolve', player, prompt, options, private: true }
    : { kind: 'resolve', player, prompt, options };
}

/** The answer to this step's own decision when it is a card (a number) or "none" (null). */
export function answeredId(f: Frame): number | null | undefined {
  const a = f.vars.answer;
  return typeof a === 'number' || a === null ? a : undefined;
}

export function objectsOnly(ids: number[]): number[] {
  return ids.filter((id) => id >= 0);
}

export function onBattlefield(s: MtgState, id: number): boolean {
  return s.objects[id]?.zone === 'battlefield';
}

/** How to ask for a card or permanent (`chooseCards`). */
export interface CardQuestion {
  /** The prompt, a sentence. */
  prompt: string;
  /** "None" is an answer (a search may find nothing, CR 701.19b). */
  allowNone: boolean;
  /** The answers are cards only the deciding player may see. */
  hidden?: boolean;
  /** The words of the "none" answer. */
  none?: string;
}

/**
 * A card or permanent chosen among `ids`: the answer once given; null when
 * there is none to choose (or "none" was chosen); the only one when there
 * is one and choosing none is not allowed; otherwise the question is asked
 * and 'wait' returned. Identical answers read the same (a board shows them
 * once, with their number: "Plains (16)"); each stays its own answer, so
 * the choices, and every game played through them, are as they were.
 */
export function chooseCards(
  s: MtgState,
  f: Frame,
  player: Seat,
  ids: number[],
  q: CardQuestion,
): number | null | 'wait' {
  const a = answeredId(f);
  if (a !== undefined) return a;
  if (ids.length === 0) return null;
  if (ids.length === 1 && !q.allowNone) return ids[0];
  const options: DecisionOption[] = ids.map((id) => ({ label: objectLabel(s, id), value: id }));
  if (q.allowNone) options.push({ label: q.none ?? 'None', value: null });
  ask(s, player, q.prompt, options, q.hidden);
  return 'wait';
}

/** An object as an answer reads it: its name, and for a permanent what sets it apart (tapped, damage, counters). */
export function objectLabel(s: MtgState, id: number): string {
  const o = s.objects[id];
  const name = nameOf(o);
  if (o.zone !== 'battlefield') return name;
  const marks: string[] = [];
  if (o.tapped) marks.push('tapped');
  if (o.damage > 0) marks.push(`${o.damage} damage`);
  for (const [kind, n] of Object.entries(o.counters))
    if (n > 0) marks.push(`${n} ${kind} counter${n === 1 ? '' : 's'}`);
  return marks.length ? `${name} (${marks.join(', ')})` : name;
}

/**
 * Starts a step's working data once: `init`'s keys are added unless `key` is
 * there already, keeping what is there (the marker of a "you may" answered
 * yes, so the question is not asked again when the step waits and resumes).
 */
export function startWork(f: Frame, key: keyof StepWork, init: () => StepWork): StepWork {
  if (!f.vars.work || !(key in f.vars.work)) f.vars.work = { ...f.vars.work, ...init() };
  return f.vars.work;
}

/** An answer that is a list of object ids (a pile, the cards to scry to the bottom, new targets). */
export function isIdList(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'number');
}

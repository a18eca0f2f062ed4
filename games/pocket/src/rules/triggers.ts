/**
 * Firing triggers (`trigger`): one general dispatch over the cards in play
 * whose text names the event — each Pokémon's Tool (`scope: attached`) and
 * Ability (`scope: self`), the Stadium's (`scope: global`). The flow calls
 * it from one place per event (`flow.ts`: turn start and end, the Checkup,
 * the attack's damage, the knockout check; `actions.ts`: the attach, evolve
 * and Bench actions). Above the effect registry, as `enter-play.ts` is.
 *
 * Order when several fire at once: the side given first (the turn player's,
 * unless the event is the other side's), Active then Bench in order, on each
 * Pokémon its Tool then its Ability. Each runs to its end before the next
 * starts; a Pokémon no longer in play when its turn comes does not fire.
 *
 * Triggers fired by the flow (turn start and end, Checkup, attacks, knock
 * outs, an Energy attached) run at once, as a resolution of their own that
 * is not stored in the state: no player is asked anything ("you may" is
 * taken as yes; a choice among several takes the first option). Triggers
 * of a play from the hand (`evolved_from_hand`, `benched_from_hand`) are the
 * resolution of that action: "you may" is the owner's yes/no decision, and
 * each choice of the effects is asked.
 */
import type { EnergyType } from '../data/schema.ts';
import { type EffectCtx, NeedDecision, type TriggerEventInfo } from '../effects/context.ts';
import { effectTypes, phaseOfRef } from '../effects/registry.ts';
import { holds } from '../effects/vocabulary/condition.ts';
import type { TriggerEvent } from '../effects/wrappers/trigger.ts';
import type { Emit } from '../events.ts';
import type { PlayerState, PocketState, Resolution, Side, Slot, Step } from '../state.ts';
import { holdsTool, toolsOf, topCard } from '../state.ts';
import type { TriggerRef } from './cards.ts';
import { enterPlay } from './enter-play.ts';
import { answersAny, cardTriggerBits, eventBit, eventBits } from './match-features.ts';
import { flip, info, other, slotInfo, slotsOf } from './ops.ts';

export type { TriggerEventInfo };

/** What a trigger fired on an Energy attached from the Energy Zone reads. */
export interface ZoneAttach {
  side: Side;
  target: Slot;
  energy: EnergyType;
}

interface FireOptions {
  /** Only the triggers of this Pokémon. */
  holder?: Slot;
  /** What the event happened to (a zone attach's Pokémon, a knockout's points). */
  event?: TriggerEventInfo;
  /** For `zone_attach`: who attached what to which Pokémon. */
  attach?: ZoneAttach;
}

const NO_OPTIONS: FireOptions = {};

/** Whether the trigger `ref` of a card on `slot` (of `side`) answers `on` now. */
function answers(
  s: PocketState,
  side: Side,
  slot: Slot,
  ref: TriggerRef,
  on: TriggerEvent,
  o: FireOptions,
): boolean {
  if (ref.on !== on) return false;
  if (ref.activeOnly && s.sides[side].active !== slot) return false;
  if (ref.pokemonType && slotInfo(s, slot).type !== ref.pokemonType) return false;
  if (on === 'zone_attach') {
    const a = o.attach;
    if (!a) return false;
    if ((ref.by === 'opponent') !== (a.side !== side)) return false;
    if ((ref.to ?? 'self') === 'self' && a.target !== slot) return false;
    if (ref.energyType && ref.energyType !== a.energy) return false;
  }
  return true;
}

/**
 * Fires `events` (in that order on each Pokémon) for the Pokémon of `sides`,
 * in order: Active, then Bench; on each its Tool, then its Ability.
 *
 * Only where a card answers: a side none of whose Pokémon holds a card (its
 * top card, its Tools) with a trigger on one of `events` is not walked, nor
 * such a Pokémon within a walked side (`slotEventBits`). Such a walk runs
 * nothing: a trigger runs only when its card answers the event, and what
 * it changes (a Tool attached, an evolution) is read again for the next
 * Pokémon, when the walk reaches it. test/trigger-bits.test.ts plays games
 * with the shortcut off and on and compares them at every decision.
 */
export function fireTriggers(
  s: PocketState,
  events: TriggerEvent | readonly TriggerEvent[],
  sides: readonly Side[],
  emit: Emit,
  o: FireOptions = NO_OPTIONS,
): void {
  const single = typeof events === 'string';
  const mask = single ? eventBit(events) : eventBits(events);
  // No card of the match answers these events: nothing to walk (match-features.ts).
  if (!answersAny(s, mask)) return;
  const bits = bitsOn ? cardTriggerBits() : null;
  const count = single ? 1 : events.length;
  for (let k = 0; k < sides.length; k++) {
    const side = sides[k];
    const p = s.sides[side];
    // The common case (no card on this side answers) allocates nothing: this runs at every turn's end.
    if (bits === null ? !sideHasTriggers(s, p.active, p.bench) : !sideAnswers(s, bits, p, o.holder, mask))
      continue;
    // The Pokémon in play when the event happened, in order (a trigger may move them).
    const slots = p.active ? slotsOf(p) : p.bench.slice();
    for (const slot of slots) {
      if (o.holder && slot !== o.holder) continue;
      if (bits !== null && (slotEventBits(s, bits, slot) & mask) === 0) continue;
      for (let e = 0; e < count; e++) {
        const on = single ? events : events[e];
        if (slot.tool !== null)
          for (const tool of toolsOf(slot)) {
            const ci = info(s, tool);
            for (const ref of ci.triggers)
              if (stillInPlay(s, side, slot) && holdsTool(slot, tool) && answers(s, side, slot, ref, on, o))
                runNow(s, side, slot, tool, ci.name, ref, 'tool', emit, eventOf(o, side));
          }
        const ci = slotInfo(s, slot);
        for (const ref of ci.triggers)
          if (stillInPlay(s, side, slot) && answers(s, side, slot, ref, on, o))
            runNow(
              s,
              side,
              slot,
              topCard(slot),
              ci.ability?.name ?? ci.name,
              ref,
              'ability',
              emit,
              eventOf(o, side),
            );
      }
    }
  }
}

/** Whether the dispatch reads the cards' trigger bits (tests and the bench compare it off and on). */
let bitsOn = true;

/** Tests and benches: the per-card trigger bits read (on) or every side with a trigger walked (off, as before them). */
export function useTriggerBits(on: boolean): void {
  bitsOn = on;
}

/** The trigger events (bits) the cards on `slot` answer: its top card's and its Tools'. */
function slotEventBits(s: PocketState, bits: Int32Array, slot: Slot): number {
  const cards = s.cards;
  let out = bits[cards[slot.stack[slot.stack.length - 1]]];
  if (slot.tool !== null) {
    out |= bits[cards[slot.tool]];
    const extra = slot.extraTools;
    if (extra !== undefined) for (let i = 0; i < extra.length; i++) out |= bits[cards[extra[i]]];
  }
  return out;
}

/** Whether a card on the side's Pokémon (only `holder`'s, when given) answers an event of `mask`. */
function sideAnswers(
  s: PocketState,
  bits: Int32Array,
  p: PlayerState,
  holder: Slot | undefined,
  mask: number,
): boolean {
  if (holder !== undefined) return (slotEventBits(s, bits, holder) & mask) !== 0;
  if (p.active !== null && (slotEventBits(s, bits, p.active) & mask) !== 0) return true;
  const bench = p.bench;
  for (let i = 0; i < bench.length; i++) if ((slotEventBits(s, bits, bench[i]) & mask) !== 0) return true;
  return false;
}

function eventOf(o: FireOptions, _side: Side): TriggerEventInfo | undefined {
  if (o.event) return o.event;
  if (o.attach) return { target: o.attach.target, targetSide: o.attach.side };
  return undefined;
}

function sideHasTriggers(s: PocketState, active: Slot | null, bench: readonly Slot[]): boolean {
  if (active && slotHasTriggers(s, active)) return true;
  for (let i = 0; i < bench.length; i++) if (slotHasTriggers(s, bench[i])) return true;
  return false;
}

/** A Pokémon whose Ability or Tool has a trigger (a Tool with none, Giant Cape, is no reason to look further). */
function slotHasTriggers(s: PocketState, slot: Slot): boolean {
  return (
    slotInfo(s, slot).triggers.length > 0 ||
    (slot.tool !== null &&
      (info(s, slot.tool).triggers.length > 0 ||
        (slot.extraTools !== undefined && anyWithTriggers(s, slot.extraTools))))
  );
}

/** Whether a card of `uids` has a trigger (a loop: a closure over `s` would cost a context at every call). */
function anyWithTriggers(s: PocketState, uids: readonly number[]): boolean {
  for (let i = 0; i < uids.length; i++) if (info(s, uids[i]).triggers.length > 0) return true;
  return false;
}

/** Whether a Tool or triggered Ability in play (on either side) may answer `on` (with the bits off: any trigger). */
export function triggersInPlay(s: PocketState, on: TriggerEvent): boolean {
  const a = s.sides[0];
  const b = s.sides[1];
  if (!bitsOn) return sideHasTriggers(s, a.active, a.bench) || sideHasTriggers(s, b.active, b.bench);
  const mask = eventBit(on);
  if (!answersAny(s, mask)) return false;
  const bits = cardTriggerBits();
  return sideAnswers(s, bits, a, undefined, mask) || sideAnswers(s, bits, b, undefined, mask);
}

function stillInPlay(s: PocketState, side: Side, slot: Slot): boolean {
  const p = s.sides[side];
  return p.active === slot || p.bench.includes(slot);
}

/** The Stadium in play's triggers on `on` (S5: "At the end of each player's turn, that player …"), for the turn's player. */
export function fireStadiumTriggers(s: PocketState, on: TriggerEvent, emit: Emit): void {
  const card = s.stadium?.card;
  if (card === undefined || card === null || !answersAny(s, eventBit(on))) return;
  const ci = info(s, card);
  for (const ref of ci.triggers)
    if (ref.on === on && ref.scope === 'global')
      runNow(s, s.current, null, card, ci.name, ref, 'stadium', emit);
}

/**
 * The Ability triggers of a Pokémon just played from the hand (`evolved_from_hand`,
 * `benched_from_hand`, E13): the first that answers becomes the action's
 * resolution ("you may": a yes/no decision of its owner first). An Ability
 * has one text, so one trigger at most.
 */
export function handTrigger(
  s: PocketState,
  side: Side,
  slot: Slot,
  on: 'evolved_from_hand' | 'benched_from_hand',
  emit: Emit,
): Resolution | null {
  if (!answersAny(s, eventBit(on))) return null;
  const ci = slotInfo(s, slot);
  for (const ref of ci.triggers) {
    if (!answers(s, side, slot, ref, on, {})) continue;
    const name = ci.ability?.name ?? ci.name;
    const steps: Step[] = [];
    if (ref.optional) steps.push({ kind: 'optional', prompt: `Use ${name} (${ci.name})?` });
    else emit?.({ type: 'ability', side, pokemon: ci.name, ability: name });
    for (const r of effectsOf(ref)) steps.push({ kind: 'effect', ref: r, phase: 'after' });
    // "Once during your turn": this Pokémon's Ability is used for the turn.
    slot.abilityTurn = s.turn;
    return resolutionOf(s, side, slot, topCard(slot), name, steps);
  }
  return null;
}

/** A trigger's effects, behind its condition when it has one (read when they run). */
function effectsOf(ref: TriggerRef): Array<{ type: string; [k: string]: unknown }> {
  const effects = ref.effects as Array<{ type: string; [k: string]: unknown }>;
  return ref.condition ? [{ type: 'if', condition: ref.condition, effects }] : effects;
}

function resolutionOf(
  s: PocketState,
  side: Side,
  holder: Slot | null,
  card: number,
  name: string,
  steps: Step[],
): Resolution {
  // Nothing follows a trigger's resolution (a shorthand: a literal `then` reads as a thenable to the linter).
  const then: Resolution['then'] = 'continue';
  return {
    player: side,
    source: holder ? 'ability' : 'trainer',
    pokemon: holder ? holder.pid : -1,
    card,
    attackName: name,
    attackType: 'C',
    cost: [],
    steps,
    at: 0,
    memo: [],
    damage: 0,
    nothing: false,
    defender: s.sides[other(side)].active?.pid ?? -1,
    dealt: 0,
    hasDamage: false,
    then,
  };
}

/**
 * The context a trigger's effects run with: coins flipped at once, every
 * choice its first option (nothing is asked). Methods on the prototype, no
 * closures per run (a trigger runs at many turns' ends).
 */
class TriggerContext implements EffectCtx {
  s: PocketState;
  res: Resolution;
  player: Side;
  opp: Side;
  self: Slot | null;
  defender: Slot | null;
  turn: number;
  emit: Emit;
  lastHeads = 0;
  event?: TriggerEventInfo;
  healed?: { side: Side; slot: Slot; amount: number } = undefined;
  /** The first flip of a step starts a new count of heads ("heads of the latest step that flipped"). */
  fresh = true;

  constructor(
    s: PocketState,
    res: Resolution,
    side: Side,
    holder: Slot | null,
    emit: Emit,
    event?: TriggerEventInfo,
  ) {
    this.s = s;
    this.res = res;
    this.player = side;
    this.opp = other(side);
    this.self = holder;
    this.defender = s.sides[this.opp].active;
    this.turn = s.turn;
    this.emit = emit;
    this.event = event;
  }

  flip(): boolean {
    // "Heads of the latest step that flipped", as `runResolution` counts them.
    if (this.fresh) {
      this.fresh = false;
      this.lastHeads = 0;
    }
    const heads = flip(this.s);
    if (heads) this.lastHeads++;
    this.emit?.({ type: 'coin', side: this.player, heads });
    return heads;
  }

  choose(): number {
    return 0;
  }

  enterPlay(side: Side, slot: Slot): void {
    enterPlay(this.s, side, slot, this.emit);
  }

  phaseOf(ref: { type: string; [param: string]: unknown }): 'modify' | 'after' {
    return phaseOfRef(ref);
  }
}

/** A trigger's steps, made once per trigger (card data never changes): frozen and shared, as an action's (actions.ts). */
const stepsOfTrigger = new WeakMap<TriggerRef, readonly Step[]>();

function triggerSteps(ref: TriggerRef): Step[] {
  let steps = stepsOfTrigger.get(ref);
  if (steps === undefined) {
    const refs = ref.effects as Array<{ type: string; [k: string]: unknown }>;
    steps = Object.freeze(refs.map((r): Step => ({ kind: 'effect', ref: r, phase: 'after' })));
    stepsOfTrigger.set(ref, steps);
  }
  return steps as Step[];
}

/** Triggers run (or begun: a condition may stop one) since the process started: the flow compares it before and after a turn's end or start. */
let runs = 0;

/** How many triggers have run so far (`runNow`): unchanged over a stretch of the flow means no trigger ran in it. */
export function triggerRuns(): number {
  return runs;
}

function runNow(
  s: PocketState,
  side: Side,
  holder: Slot | null,
  card: number,
  name: string,
  ref: TriggerRef,
  kind: 'tool' | 'ability' | 'stadium',
  emit: Emit,
  event?: TriggerEventInfo,
): void {
  runs++;
  // Not stored in the state: nothing follows it.
  const res = resolutionOf(s, side, holder, card, name, triggerSteps(ref));
  // A Tool's or Stadium's text is no Ability: its damage is the card's, as printed.
  if (kind !== 'ability') res.source = 'trainer';
  const ctx = new TriggerContext(s, res, side, holder, emit, event);
  if (ref.condition && !holds(ctx, ref.condition)) return;
  if (kind === 'tool' && holder)
    emit?.({ type: 'tool-triggered', side, card: name, pokemon: slotInfo(s, holder).name });
  else if (kind === 'ability' && holder)
    emit?.({ type: 'ability', side, pokemon: slotInfo(s, holder).name, ability: name });
  else emit?.({ type: 'stadium-triggered', side, card: name });
  for (; res.at < res.steps.length; res.at++) {
    const step = res.steps[res.at];
    if (step.kind !== 'effect') continue;
    ctx.defender = s.sides[other(side)].active;
    ctx.fresh = true;
    try {
      effectTypes.get(step.ref.type).run?.(ctx, step.ref);
    } catch (e) {
      // `choose` never asks here; anything else is a bug to surface.
      if (e instanceof NeedDecision) continue;
      throw e;
    }
  }
}

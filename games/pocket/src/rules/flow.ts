/**
 * The game's flow between decisions: resolving attacks, abilities and
 * trainers step by step (stopping for a player's choice), knockouts and
 * points, the win checks, promotion as a decision, the end of a turn (active
 * effects expiring, the checkup of special conditions) and the start of the
 * next (turn limit, draw, Energy Zone). `advance` runs until someone owes a
 * decision or the game is over.
 */

import { randInt, setSuppressed } from '@arbiter/core';
import { type CheckupCtx, checkupOrder, conditions } from '../conditions/index.ts';
import { type ActiveType, removeExpired } from '../effects/active.ts';
import { coinReduced } from '../effects/coin-reduction.ts';
import { type EffectCtx, NeedDecision } from '../effects/context.ts';
import { effectTypes } from '../effects/registry.ts';
import type { KnockoutCause } from '../events.ts';
import { findSlot, type Pending, type PocketState, type Resolution, type Side, type Slot } from '../state.ts';
import { plainAttachNow } from './attach-status.ts';
import { trimTools } from './attached-cards.ts';
import { owesSecondAttack, rearmSecondAttack } from './attack-again.ts';
import { recoverImmune } from './aura-upkeep.ts';
import { cardInfos, perCatalog } from './cards.ts';
import { resolveDelayedDamage } from './delayed-damage.ts';
import { ABILITY_LOSS, effectKinds, HP_MODIFIER, STATUS_IMMUNITY } from './effect-kinds.ts';
import { shouldSuppress, survivesKnockout } from './lasting.ts';
import { hasKind, modifierAdd } from './lasting-damage.ts';
import { eventBit, eventBits, matchFeatures } from './match-features.ts';
import {
  affectedOf,
  attackDamage,
  draw,
  type Emit,
  flip,
  hasEffect,
  maxHp,
  other,
  putDamage,
  removeFromPlay,
  slotInfo,
  slotsOf,
} from './ops.ts';
import { recordDamagedActive, recordKnockout, recordTurnStart } from './record.ts';
import { answerReflip, beginTrial, offerReflip, reflipHolder, type Trial } from './reflip.ts';
import { REFLIP_OFFER, ResolutionContext } from './resolution-context.ts';
import { fireStadiumTriggers, fireTriggers, handTrigger, triggerRuns } from './triggers.ts';

/** Runs the game forward until a decision is owed or the game is over. */
export function advance(s: PocketState, emit: Emit): void {
  const settled = run(s, emit, skipOn && settledSince(s));
  markSettled(s, settled);
}

/** `advance`'s loop. Whether it ended with the last check block settled. */
function run(s: PocketState, emit: Emit, settledBefore: boolean): boolean {
  // The last check block found nothing and changed nothing, and what ran since cannot change what it reads: the
  // next block would find nothing either, and is not run (`quietStart`, `settledSince`).
  let settled = settledBefore;
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.stage === 'over' || s.pending) return false;
    let cause: KnockoutCause = s.stage === 'starting' ? 'checkup' : 'effect';
    if (s.resolution) {
      settled = false;
      // "Used twice in a row": the second attack, once the first one's knockouts are scored and a new Active chosen.
      if (owesSecondAttack(s.resolution)) rearmSecondAttack(s, s.resolution, emit);
      runResolution(s, emit);
      if (s.pending) return false;
      afterAttack(s, s.resolution, emit);
      if (owesSecondAttack(s.resolution)) {
        if (checkBoard(s, emit, 'attack') === STOP) return false;
        continue;
      }
      const then = s.resolution.then;
      const evolved = s.resolution.evolvedFromHand;
      cause = s.resolution.source;
      s.resolution = null;
      if (then === 'endTurn') s.stage = 'ending';
      // A Stage 2 Rare Candy played from the hand: its "when you play this Pokémon from your hand to evolve" Ability now.
      const found = evolved ? findSlot(s, evolved.pid) : null;
      if (evolved && found) {
        s.resolution = handTrigger(s, evolved.side, found.slot, 'evolved_from_hand', emit);
        if (s.resolution) continue;
      }
    }
    if (!settled) {
      const left = checkBoard(s, emit, cause);
      if (left === STOP) return false;
      settled = skipOn && left === SETTLED;
    } else skipped++;
    if (s.stage === 'ending') {
      const runs = triggerRuns();
      const changed = endTurn(s, emit);
      // A turn's end that expired nothing, ran no trigger and no checkup changed only what was shown this turn.
      settled &&= !changed && triggerRuns() === runs;
      s.stage = 'starting';
      continue;
    }
    if (s.stage === 'starting') {
      const runs = triggerRuns();
      startTurn(s, emit);
      settled &&= quietStart(s, runs);
      continue;
    }
    return settled;
  }
  throw new Error('pocket: the flow did not settle');
}

/**
 * Whether a turn's start that ran no trigger left the checks' answers as
 * they were: it moved no Pokémon, put no damage, added or removed no effect;
 * it changed the turn, the player, the hand and the Energy Zone, which only
 * the conditions of effects read. Of what the checks consult, only an
 * `ability_loss`'s reach (auras suppressed by a lost Ability) is judged by
 * conditions that may read those: a settled block already ruled out every
 * knockout whatever HP effects' conditions say (damage below the printed HP
 * and no HP-lowering effect, `boardFacts`), and a recovery (no Special
 * Condition under an immunity) and the Tool limit (no extra Tools).
 */
function quietStart(s: PocketState, runsBefore: number): boolean {
  return triggerRuns() === runsBefore && (effectKinds(s) & ABILITY_LOSS) === 0;
}

/**
 * Per state (the last two: lockstep tests play two at once), where the last
 * `advance` left it with its last check block settled: the action count
 * then (-1: not settled), the triggers run by then, and the effect store's
 * next id and size (an effect added or removed by hand, as a test does to a
 * built position, is seen).
 */
interface SettledMark {
  state: PocketState | null;
  version: number;
  runs: number;
  effects: number;
}
const recent: SettledMark = { state: null, version: -1, runs: 0, effects: 0 };
const older: SettledMark = { state: null, version: -1, runs: 0, effects: 0 };

/** The mark kept for `s`, or null. */
function markOf(s: PocketState): SettledMark | null {
  return recent.state === s ? recent : older.state === s ? older : null;
}

/** The effect store's next id and size in one number (a store holds far fewer than 1,024 effects). */
function effectsStamp(s: PocketState): number {
  return s.effects.nextId * 1024 + s.effects.effects.length;
}

function markSettled(s: PocketState, settled: boolean): void {
  let mark = markOf(s);
  if (mark === null) {
    // A state not marked yet takes the recent place; the one there moves to the older.
    Object.assign(older, recent);
    mark = recent;
    mark.state = s;
  }
  mark.version = settled ? s.stats.actions : -1;
  mark.runs = triggerRuns();
  mark.effects = effectsStamp(s);
}

/**
 * Whether the state is as settled as the last `advance` left it: exactly
 * one action applied since (the rules count every action, as the legal
 * list's own shortcut relies on), no trigger run, and the action one that
 * changes nothing the checks read — an end of the turn (the only action
 * that leaves the turn ending), or an attach from the Energy Zone that gave
 * no Special Condition (only an `ability_loss`'s conditions could read the
 * Energy it added, as `quietStart` says).
 */
function settledSince(s: PocketState): boolean {
  const mark = markOf(s);
  if (mark === null) return false;
  const { version, runs, effects } = mark;
  if (version < 0 || s.stats.actions !== version + 1 || triggerRuns() !== runs) return false;
  if (effectsStamp(s) !== effects) return false;
  if (s.resolution !== null || s.pending !== null) return false;
  if (s.stage === 'ending') return true;
  return s.stage === 'main' && plainAttachNow(s) && (effectKinds(s) & ABILITY_LOSS) === 0;
}

/** What a check block left (`checkBoard`): the flow stops (game over, a promotion owed); it went on; it found nothing and changed nothing. */
const STOP = 0;
const WENT_ON = 1;
const SETTLED = 2;

let skipOn = true;
/** Check blocks not run since the process started (tests show their games reach the skip). */
let skipped = 0;

export function settledSkips(): number {
  return skipped;
}

/** Tests and benches: a check block skipped where the block before it settled and what ran since changed nothing it reads (on), or always run (off, as before). */
export function useSettledSkip(on: boolean): void {
  skipOn = on;
}

/**
 * The checks after each step of the flow (an action, a resolution, a turn's
 * end or start): knockouts, auras suppressed off their place, Tools beyond
 * a Pokémon's limit, immunity to Special Conditions, the end of the game, a
 * promotion. Whether the flow stops here (the game is over or a promotion
 * is owed).
 *
 * Most checks find nothing: one pass over the Pokémon in play first gathers
 * what each check needs to have anything to do (`boardFacts`), and a check
 * whose facts are absent is not run — it would have returned at once. After
 * a check that ran and may have changed the board (knockouts, Tools
 * discarded), the facts are gathered again. test/board-checks.test.ts plays
 * games with the facts off and on and compares them at every decision.
 */
function checkBoard(s: PocketState, emit: Emit, cause: KnockoutCause): number {
  const first = factsOn ? boardFacts(s) : EVERY_FACT;
  let facts = first;
  // An aura that left with a Knocked Out Pokémon ("Each of your [G] Pokémon gets +20 HP") may leave another with
  // damage beyond its HP: it is Knocked Out at once, before anyone is promoted (README, auras).
  if ((facts & MAYBE_KNOCKED_OUT) !== 0) {
    for (let again = 0, left = knockouts(s, emit, cause); left && again < 8; again++)
      left = knockouts(s, emit, 'effect');
    if (factsOn) facts = boardFacts(s);
  }
  const moved = updateSuppression(s, emit);
  if ((facts & EXTRA_TOOLS) !== 0 && toolLimits(s, emit) && factsOn) facts = boardFacts(s);
  if ((facts & WITH_STATUS) !== 0) recoverImmune(s, emit);
  if (checkEnd(s, emit) || askPromotion(s)) return STOP;
  // No check had anything to do and no aura changed: the same block run again would do nothing.
  return first === 0 && !moved ? SETTLED : WENT_ON;
}

/** Per catalog index, the printed HP (a typed array: `boardFacts` reads it for every damaged Pokémon after every step). */
const printedHp = perCatalog((infos): Int32Array => {
  const hp = new Int32Array(infos.length);
  for (let i = 0; i < infos.length; i++) hp[i] = infos[i].hp;
  return hp;
});

/** `boardFacts` bits: a Pokémon may be Knocked Out; one holds more than one Tool; one has a Special Condition while an immunity is in play. */
const MAYBE_KNOCKED_OUT = 1;
const EXTRA_TOOLS = 2;
const WITH_STATUS = 4;
const EVERY_FACT = MAYBE_KNOCKED_OUT | EXTRA_TOOLS | WITH_STATUS;

let factsOn = true;

/** Tests and benches: the checks after a step gated by the board's facts (on), or every check run (off, as before). */
export function useBoardFacts(on: boolean): void {
  factsOn = on;
}

/**
 * One pass over both sides' Pokémon: which checks could find anything. A
 * Pokémon may be Knocked Out when it has damage reaching its printed HP, or
 * any damage while an `hp_modifier` that lowers HP is in play (`isKnockedOut`
 * asks the same first); only a Pokémon holding extra Tools can hold too
 * many (`trimTools`); only a Pokémon with a Special Condition can recover,
 * and only while a `status_immunity` is in play (`recoverImmune`).
 */
function boardFacts(s: PocketState): number {
  let facts = 0;
  let mayDrop = -1;
  const hp = printedHp(cardInfos());
  const cards = s.cards;
  // A Special Condition matters only with an immunity in play: the slots' lists are not read otherwise.
  const immunity = (effectKinds(s) & STATUS_IMMUNITY) !== 0;
  for (let i = 0; i < 2; i++) {
    const p = s.sides[i];
    const bench = p.bench;
    for (let j = -1; j < bench.length; j++) {
      const slot = j < 0 ? p.active : bench[j];
      if (slot === null) continue;
      if (slot.extraTools) facts |= EXTRA_TOOLS;
      if (immunity && slot.status.length > 0) facts |= WITH_STATUS;
      const damage = slot.damage;
      if (damage <= 0 || (facts & MAYBE_KNOCKED_OUT) !== 0) continue;
      if (damage >= hp[cards[slot.stack[slot.stack.length - 1]]]) facts |= MAYBE_KNOCKED_OUT;
      else {
        if (mayDrop < 0) mayDrop = (effectKinds(s) & HP_MODIFIER) !== 0 && hpMayDrop(s) ? 1 : 0;
        if (mayDrop === 1) facts |= MAYBE_KNOCKED_OUT;
      }
    }
  }
  return facts;
}

function runResolution(s: PocketState, emit: Emit): void {
  const res = s.resolution as Resolution;
  // One context for the whole run; what can change between steps is refreshed per step.
  const ctx = new ResolutionContext(s, res, emit);
  // An Ability that may flip this attack's coins again (rules/reflip.ts): only in a match that holds one.
  const reflips = res.source === 'attack' && matchFeatures(s).reflipsCoins;
  while (res.at < res.steps.length) {
    const step = res.steps[res.at];
    const effectStep = step.kind === 'effect';
    ctx.beginStep(effectStep);
    ctx.self = res.pokemon >= 0 ? slotWithPid(s, res.pokemon) : null;
    ctx.defender = s.sides[ctx.opp].active;
    const skip = res.nothing && step.kind !== 'precheck' && step.kind !== 'optional';
    let trial: Trial | null = null;
    if (reflips && !skip) {
      const answered = answerReflip(s, res);
      if (answered) emit?.(answered);
      ctx.newCoins = 0;
      ctx.offer = effectStep && ctx.self ? reflipHolder(s, res.player, ctx.self) : null;
      if (ctx.offer !== null) {
        trial = beginTrial(s, res.player);
        const held = trial.events;
        ctx.emit = emit ? (e) => held.push(e) : undefined;
      }
    }
    if (!skip) {
      try {
        runStep(ctx, step);
        if (ctx.offer !== null && ctx.newCoins > 0) throw REFLIP_OFFER;
        if (trial) endTrial(ctx, trial, emit);
      } catch (e) {
        if (e === REFLIP_OFFER && trial && ctx.offer) {
          ctx.emit = emit;
          for (const ev of offerReflip(s, trial, ctx.offer, ctx.newCoins, res.memo)) emit?.(ev);
          return;
        }
        if (trial) endTrial(ctx, trial, emit);
        if (!(e instanceof NeedDecision)) throw e;
        s.pending = decisionOf(e);
        return;
      }
    }
    res.at++;
    if (res.memo.length > 0) res.memo = [];
  }
}

/** The pending decision a step's question makes: its options by label, answered by index. */
function decisionOf(e: NeedDecision): Pending {
  const options: Pending['options'] = [];
  const values: number[] = [];
  for (let i = 0; i < e.options.length; i++) {
    options.push({ label: e.options[i] });
    values.push(i);
  }
  const pending: Pending = { player: e.player, kind: 'effect', prompt: e.prompt, options, values };
  if (e.secret) pending.secret = true;
  return pending;
}

/** The Pokémon in play with this pid (either side), or null: `findSlot` without its record. */
function slotWithPid(s: PocketState, pid: number): Slot | null {
  for (let i = 0; i < 2; i++) {
    const p = s.sides[i];
    if (p.active !== null && p.active.pid === pid) return p.active;
    const bench = p.bench;
    for (let j = 0; j < bench.length; j++) if (bench[j].pid === pid) return bench[j];
  }
  return null;
}

/** A trial step that needs no offer: its held-back events are shown, in order. */
function endTrial(ctx: EffectCtx, trial: Trial, emit: Emit): void {
  ctx.emit = emit;
  for (const ev of trial.events) emit?.(ev);
  trial.events.length = 0;
}

function runStep(ctx: EffectCtx, step: Resolution['steps'][number]): void {
  const { s, res } = ctx;
  if (step.kind === 'precheck') {
    const self = ctx.self;
    if (!self) return;
    const who = affectedOf(s, ctx.player, self);
    if (hasEffect(s, 'attack_coin_gate', who) && !ctx.flip()) {
      res.nothing = true;
      ctx.emit?.({ type: 'attack-failed', reason: 'coin-gate' });
      return;
    }
    for (const status of self.status) {
      if (conditions.get(status).attackFlip && !ctx.flip()) {
        res.nothing = true;
        ctx.emit?.({ type: 'attack-failed', reason: status });
        return;
      }
    }
    return;
  }
  if (step.kind === 'optional') {
    if (ctx.choose(res.player, step.prompt, ['Yes', 'No']) === 1) res.nothing = true;
    else if (ctx.self)
      ctx.emit?.({
        type: 'ability',
        side: res.player,
        pokemon: slotInfo(s, ctx.self).name,
        ability: res.attackName,
      });
    return;
  }
  if (step.kind === 'damage') {
    const self = ctx.self;
    const target = ctx.defender;
    if (!self || !target || res.damage <= 0) return;
    const { amount: calculated, parts } = attackDamage(s, {
      attackerSide: ctx.player,
      attacker: self,
      attackType: res.attackType,
      base: res.damage,
      targetSide: ctx.opp,
      target,
      ignoreWeakness: res.ignoreWeakness,
      ignoreDefenderEffects: res.ignoreDefenderEffects,
      attackName: res.attackName,
    });
    const amount = coinReduced(ctx, ctx.opp, target, calculated, parts);
    putDamage(target, amount);
    res.dealt = amount;
    ctx.emit?.({ type: 'damage', side: ctx.opp, pokemon: slotInfo(s, target).name, amount, parts });
    if (amount > 0) {
      const counter = counterDamageOn(s, target.pid);
      if (counter) {
        putDamage(self, counter.value);
        ctx.emit?.({
          type: 'damage',
          side: ctx.player,
          pokemon: slotInfo(s, self).name,
          amount: counter.value,
          parts: ['counter'],
        });
      }
    }
    return;
  }
  const type = step.ref.type;
  tally(s.stats, 'effectUses', type, res.memo.length === 0 ? 1 : 0);
  // The catalog checked this effect against the module's schema when it loaded.
  effectTypes.get(type).run?.(ctx, step.ref);
}

/**
 * The `counter_damage` effect on the Pokémon `pid` (damage back to an attacker that damages it), or null. A
 * loop, not `find` with a closure: asked at every damaging attack.
 */
function counterDamageOn(s: PocketState, pid: number): PocketState['effects']['effects'][number] | null {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.key === 'counter_damage' && !e.suppressed && e.payload?.target === pid) return e;
  }
  return null;
}

/**
 * Adds `n` to a count of the game's statistics (the key is set even when `n`
 * is 0, as a re-run step counts nothing but was used). The record is kept as
 * a null-prototype object, which V8 holds as a hash table: each game's keys
 * differ in set and order, and on a plain object every new key changes its
 * shape, so the store went through the runtime (about 4% of a random game).
 * Same keys and values: the state hashes, clones and serializes as before.
 */
function tally(
  stats: PocketState['stats'],
  record: 'effectUses' | 'koSources',
  key: string,
  n: number,
): void {
  let counts = stats[record];
  if (Object.getPrototypeOf(counts) !== null) {
    counts = Object.assign(Object.create(null) as Record<string, number>, counts);
    stats[record] = counts;
  }
  counts[key] = (counts[key] ?? 0) + n;
}

/** An attack that damaged the Defending Pokémon fires its "is damaged by an attack" triggers (T7; its Tool, then its Ability), before the knockout check. */
function afterAttack(s: PocketState, res: Resolution, emit: Emit): void {
  if (res.source !== 'attack' || res.dealt <= 0) return;
  const f = findSlot(s, res.defender);
  // "If this Pokémon was damaged by an attack during your opponent's last turn while it was in the Active Spot".
  if (f?.active) recordDamagedActive(s, f.side, f.slot.pid);
  if (f) fireTriggers(s, 'damaged_by_attack', ONLY[f.side], emit, { holder: f.slot });
}

/** Tools beyond a Pokémon's limit are discarded (T10); a Pokémon whose HP they raised may then be Knocked Out. Whether any was. */
function toolLimits(s: PocketState, emit: Emit): boolean {
  if (!trimTools(s, emit)) return false;
  for (let again = 0, left = knockouts(s, emit, 'effect'); left && again < 8; again++)
    left = knockouts(s, emit, 'effect');
  return true;
}

/** Auras that work only from the Active Spot are suppressed elsewhere. Whether any effect's suppression changed. */
export function updateSuppression(s: PocketState, emit?: Emit): boolean {
  const effects = s.effects.effects;
  if (effects.length === 0) return false;
  let changed = false;
  const loss = hasKind(s, 'ability_loss');
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    const p = e.payload;
    if (!e.suppressed && !p?.activeOnly && !p?.benchOnly && !(loss && p?.sourceType === 'ability')) continue;
    const want = shouldSuppress(s, e, loss);
    if (e.suppressed !== want) {
      changed = true;
      setSuppressedById(s, e.id, want);
      emit?.({
        type: want ? 'effect-suppressed' : 'effect-unsuppressed',
        // The store holds only effects `register` made, whose key is a kind.
        effect: e.key as ActiveType,
        source: e.payload?.label ?? '',
      });
    }
  }
  return changed;
}

/**
 * Its own function: a closure over a loop's variable in `updateSuppression`
 * would make V8 allocate a context for every effect of every call.
 */
function setSuppressedById(s: PocketState, id: number, want: boolean): void {
  setSuppressed(s.effects, (x) => x.id === id, want);
}

function anyKnockedOut(s: PocketState, side: Side): boolean {
  const p = s.sides[side];
  if (p.active && isKnockedOut(s, side, p.active)) return true;
  const bench = p.bench;
  for (let i = 0; i < bench.length; i++) if (isKnockedOut(s, side, bench[i])) return true;
  return false;
}

/**
 * Whether the Pokémon's damage reaches its HP (`maxHp`). Asked of every
 * damaged Pokémon after every step: damage below the printed HP is no
 * knockout unless some `hp_modifier` lowers HP (a negative value: positive
 * ones, however they stack or count, only raise it), and that is known
 * without building the Pokémon's record and combining the effects reaching it.
 */
function isKnockedOut(s: PocketState, side: Side, slot: Slot): boolean {
  const damage = slot.damage;
  if (damage <= 0) return false;
  if (damage < slotInfo(s, slot).hp && !hpMayDrop(s)) return false;
  return damage >= maxHp(s, side, slot);
}

function hpMayDrop(s: PocketState): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) if (list[i].key === 'hp_modifier' && list[i].value < 0) return true;
  return false;
}

/** The points a Knocked Out Pokémon gives: 1, 2 for a Pokémon ex, 3 for a Mega Evolution Pokémon ex (M1). */
export function knockoutPoints(ci: { ex: boolean; mega: boolean }): number {
  return ci.mega ? 3 : ci.ex ? 2 : 1;
}

/**
 * Knocked-out Pokémon leave play; the other side scores their points
 * (`knockoutPoints`). Before it leaves and before the points, each one's
 * knockout triggers fire (its Tool's and Ability's "is Knocked Out (by damage
 * from an attack)", then the attacker's "Knocks Out"); damage those put on
 * other Pokémon is checked in a further round (a knockout by an Ability).
 * Whether any Pokémon left play.
 */
export function knockouts(s: PocketState, emit: Emit, cause: KnockoutCause): boolean {
  // After most steps nobody is Knocked Out: ask before starting a round.
  if (!anyKnockedOut(s, 0) && !anyKnockedOut(s, 1)) return false;
  let left = false;
  for (let round = 0; round < 8; round++) {
    const r = knockoutRound(s, emit, round === 0 ? cause : 'ability');
    left ||= r.left;
    if (!r.any) break;
  }
  return left;
}

function knockoutRound(s: PocketState, emit: Emit, cause: KnockoutCause): { any: boolean; left: boolean } {
  let any = false;
  let left = false;
  for (let i = 0; i < 2; i++) {
    const side = i as Side;
    const p = s.sides[side];
    if (!anyKnockedOut(s, side)) continue;
    any = true;
    // HP read before anything leaves: a Stadium's or Tool's HP counts for every Pokémon checked at once.
    const out = slotsOf(p).filter((slot) => isKnockedOut(s, side, slot));
    for (const slot of out) {
      if (p.active !== slot && !p.bench.includes(slot)) continue;
      // E10: "is not Knocked Out, and its remaining HP becomes 10", before points.
      if (cause === 'attack' && side !== s.current && s.effects.effects.length > 0)
        if (survivesKnockout(s, side, slot, emit)) continue;
      const ci = slotInfo(s, slot);
      const ko: { points: number; to?: 'hand' } = { points: knockoutPoints(ci) };
      // "… if your opponent's Active Pokémon is Knocked Out by damage from an attack used by your Haxorus, you get 1 more point."
      if (cause === 'attack' && side !== s.current && p.active === slot) ko.points += knockoutPointsAdded(s);
      if (cause === 'attack' && side !== s.current) {
        // T7: "is Knocked Out by damage from an attack" on the holder, then the attacker's "Knocks Out".
        fireTriggers(s, 'knocked_out_by_attack', ONLY[side], emit, { holder: slot, event: { knockout: ko } });
        const attacker = s.sides[s.current].active;
        if (attacker) fireTriggers(s, 'knocks_out_by_attack', ONLY[s.current], emit, { holder: attacker });
      }
      fireTriggers(s, 'knocked_out', ONLY[side], emit, { holder: slot, event: { knockout: ko } });
      if (p.active !== slot && !p.bench.includes(slot)) continue;
      const points = ko.points;
      s.sides[other(side)].points += points;
      if (side !== s.current && cause === 'attack') p.koByAttack.thisTurn = true;
      recordKnockout(s, side, ci.type, side !== s.current && cause === 'attack');
      const source: KnockoutCause = cause === 'attack' && side === s.current ? 'attack-recoil' : cause;
      tally(s.stats, 'koSources', source, 1);
      emit?.({ type: 'knockout', side, pokemon: ci.name, points, by: source });
      removeFromPlay(s, side, slot, ko.to ?? 'discard', emit);
      if (ko.to) emit?.({ type: 'leave-play', side, pokemon: ci.name, to: ko.to });
      left = true;
    }
  }
  return { any, left };
}

/** The generic modifier's points added to a Knock Out of the Active Pokémon by the attacker (`knockout.points`). */
function knockoutPointsAdded(s: PocketState): number {
  const attacker = s.sides[s.current].active;
  return attacker ? modifierAdd(s, affectedOf(s, s.current, attacker), 'knockout.points') : 0;
}

function checkEnd(s: PocketState, emit: Emit): boolean {
  const a = s.sides[0];
  const b = s.sides[1];
  let result: PocketState['result'] = null;
  if (a.points >= 3 || b.points >= 3) {
    if (a.points >= 3 && b.points >= 3) result = { winner: null, reason: 'both reached 3 points' };
    else result = { winner: a.points >= 3 ? 0 : 1, reason: '3 points' };
  } else {
    const emptyA = a.active === null && a.bench.length === 0;
    const emptyB = b.active === null && b.bench.length === 0;
    if (emptyA && emptyB) result = { winner: null, reason: 'no Pokémon in play on either side' };
    else if (emptyA || emptyB)
      result = { winner: emptyA ? 1 : 0, reason: 'the opponent has no Pokémon in play' };
  }
  if (!result) return false;
  finish(s, result, emit);
  return true;
}

export function finish(s: PocketState, result: NonNullable<PocketState['result']>, emit: Emit): void {
  s.result = result;
  s.stage = 'over';
  s.pending = null;
  s.resolution = null;
  emit?.({ type: 'game-over', winner: result.winner, reason: result.reason });
}

/** A side with no Active Pokémon and a Bench owes a promotion (the opponent of the turn's player first). */
function askPromotion(s: PocketState): boolean {
  // Asked after every step; most often both sides have an Active Pokémon.
  if (s.sides[0].active && s.sides[1].active) return false;
  const order = TURN_ORDER[other(s.current)];
  for (let i = 0; i < order.length; i++) {
    const side = order[i];
    const p = s.sides[side];
    if (p.active || p.bench.length === 0) continue;
    s.pending = promotion(s, side);
    return true;
  }
  return false;
}

/**
 * The promotion `side` owes. Apart from `askPromotion` (asked after every
 * step): its closures over `s` and `side` would make V8 allocate their
 * context at every call, promotion or not.
 */
function promotion(s: PocketState, side: Side): NonNullable<PocketState['pending']> {
  const bench = s.sides[side].bench;
  return {
    player: side,
    kind: 'promote',
    prompt: 'Choose a Benched Pokémon to be your new Active Pokémon',
    options: bench.map((b) => ({ label: `${slotInfo(s, b).name} (${maxHp(s, side, b) - b.damage} HP)` })),
    values: bench.map((b) => b.pid),
  };
}

/**
 * The end of a turn: effects that last through it expire, then the checkup
 * between turns. Whether an effect expired or a checkup ran (the triggers
 * that ran are counted apart, `triggerRuns`).
 */
function endTurn(s: PocketState, emit: Emit): boolean {
  // Most turns' ends expire nothing: the store is then left as it is, without the removal's own walk and closure.
  const expired = expiresAt(s, s.turn) ? removeExpired(s, s.turn) : NOTHING_EXPIRED;
  if (expired.length > 0 && emit)
    emit({
      type: 'effects-expired',
      level: 'verbose',
      sources: [...new Set(expired.flatMap((e) => (e.payload ? [e.payload.label] : [])))],
    });
  // Damage left for the end of this turn ("At the end of your opponent's next turn, do 90 damage …"), first of the turn's end.
  if (expired.length > 0) resolveDelayedDamage(s, expired, emit);
  for (let i = 0; i < 2; i++) {
    const side = i as Side;
    const p = s.sides[side];
    if (p.peek.length > 0) p.peek = [];
    p.revealed = null;
    if (p.shown) p.shown = undefined;
  }
  // The events some card of the match answers, asked once for the turn's end (`boundaryMasks`).
  const answered = masksOn ? matchFeatures(s).triggerEvents : -1;
  const masks = boundaryMasks();
  // The Stadium, then the turn player's Pokémon, then the opponent's (their Tools and Abilities), before the Checkup (S5, T7).
  if ((answered & masks.eachEnd) !== 0) fireStadiumTriggers(s, 'each_turn_end', emit);
  const first = s.turn <= 2;
  if ((answered & (first ? masks.firstEnd : masks.ownEnd)) !== 0)
    fireTriggers(s, first ? FIRST_TURN_END : OWN_TURN_END, ONLY[s.current], emit);
  if ((answered & masks.opponentEnd) !== 0) fireTriggers(s, OPPONENT_TURN_END, ONLY[other(s.current)], emit);
  const order = TURN_ORDER[s.current];
  let checked = checkup(s, order[0], emit);
  checked = checkup(s, order[1], emit) || checked;
  // "During Pokémon Checkup" Abilities, after the Special Conditions (E3).
  if ((answered & masks.checkup) !== 0) fireTriggers(s, 'checkup', order, emit);
  return checked || expired.length > 0;
}

/**
 * The bits (`eventBit`) of the turn boundary's trigger events, worked out on
 * first use (the effect modules and the rules import each other). At each
 * turn's end and start the flow asks the match's features once and calls
 * the dispatch only for events some card of the match answers: most turns'
 * ends fire nothing, and each call would look up its events' bits and the
 * match's features again to find that out (`fireTriggers` asks the same
 * first, so a call made or not made runs the same triggers).
 */
interface BoundaryMasks {
  eachEnd: number;
  ownEnd: number;
  firstEnd: number;
  opponentEnd: number;
  checkup: number;
  ownStart: number;
}
let boundary: BoundaryMasks | null = null;

function boundaryMasks(): BoundaryMasks {
  boundary ??= {
    eachEnd: eventBit('each_turn_end'),
    ownEnd: eventBits(OWN_TURN_END),
    firstEnd: eventBits(FIRST_TURN_END),
    opponentEnd: eventBits(OPPONENT_TURN_END),
    checkup: eventBit('checkup'),
    ownStart: eventBit('own_turn_start'),
  };
  return boundary;
}

let masksOn = true;

/** Tests and benches: the turn boundary's trigger calls made only for events the match answers (on), or all made (off, as before). */
export function useBoundaryMasks(on: boolean): void {
  masksOn = on;
}

/** Whether an effect of the store lasts only through the turn `turn` (or an earlier one): `removeExpired` removes it. */
function expiresAt(s: PocketState, turn: number): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const d = list[i].duration;
    if (d.kind === 'throughTurn' && d.turn <= turn) return true;
  }
  return false;
}

const NOTHING_EXPIRED: ReturnType<typeof removeExpired> = [];

/** The end-of-turn events of the turn player's Pokémon (on its own first turn, E4, that one too) and of the opponent's. */
const OWN_TURN_END = ['own_turn_end', 'each_turn_end'] as const;
const FIRST_TURN_END = ['own_turn_end', 'own_first_turn_end', 'each_turn_end'] as const;
const OPPONENT_TURN_END = ['opponent_turn_end', 'each_turn_end'] as const;
/** Side lists for the trigger calls, shared: one side; the turn player's, then the other. */
const ONLY: readonly [readonly Side[], readonly Side[]] = [[0], [1]];
const TURN_ORDER: readonly [readonly Side[], readonly Side[]] = [
  [0, 1],
  [1, 0],
];

/** Whether the side's Active Pokémon had a Special Condition to check. */
function checkup(s: PocketState, side: Side, emit: Emit): boolean {
  const a = s.sides[side].active;
  if (!a || a.status.length === 0) return false;
  checkupOf(s, side, a, emit);
  return true;
}

/**
 * The checkup of an Active Pokémon with a Special Condition. Apart from
 * `checkup` (asked of both sides at every turn's end): the closures below
 * make V8 allocate their context at every call of the function holding them.
 */
function checkupOf(s: PocketState, side: Side, a: Slot, emit: Emit): void {
  const name = slotInfo(s, a).name;
  // Each condition in the checkup's order (Poison, Burn, Sleep, Paralysis), as its module says.
  for (const condition of checkupOrder) {
    if (!condition.checkup || !a.status.includes(condition.id)) continue;
    const status = condition.id;
    const c: CheckupCtx = {
      ownersTurnEnded: side === s.current,
      inflictedDamage: a.statusDamage?.[status],
      damage: (amount) => putDamage(a, amount),
      added: (target) => modifierAdd(s, affectedOf(s, side, a), target),
      flip: () => flip(s),
      recover: () => {
        a.status = a.status.filter((x) => x !== status);
      },
      report: (r) => emit?.({ type: 'checkup', side, pokemon: name, status, ...r }),
    };
    condition.checkup(c);
  }
}

/** The next turn begins: turn limit, draw, the Energy Zone. */
export function startTurn(s: PocketState, emit: Emit): void {
  if (s.turn >= s.turnLimit) {
    finish(s, { winner: null, reason: `turn limit (${s.turnLimit}) reached` }, emit);
    return;
  }
  if (s.turn > 0) s.current = other(s.current);
  s.turn++;
  const p = s.sides[s.current];
  p.koByAttack.lastTurn = p.koByAttack.thisTurn;
  p.koByAttack.thisTurn = false;
  s.sides[other(s.current)].koByAttack.thisTurn = false;
  p.supporterPlayed = false;
  p.retreated = false;
  recordTurnStart(s, s.current);
  const drew = draw(s, s.current, 1);
  if (s.turn === 1) p.zone = null;
  else {
    p.zone = p.next;
    p.next = p.energyTypes[randInt(s.rng, p.energyTypes.length, 'energy')];
  }
  s.stage = 'main';
  emit?.({ type: 'turn', turn: s.turn, side: s.current, drew, energy: p.zone });
  if (!masksOn || (matchFeatures(s).triggerEvents & boundaryMasks().ownStart) !== 0)
    fireTriggers(s, 'own_turn_start', ONLY[s.current], emit);
}

/** Convenience for rules: the slot of a pid on a side, or null. */
export function slotOn(s: PocketState, side: Side, pid: number): Slot | null {
  const f = findSlot(s, pid);
  return f && f.side === side ? f.slot : null;
}

/**
 * The turn: upkeep → offensive roll (up to 3 attempts, holding dice between
 * them) → ability choice with chi → defense roll (v1 board or v2 card) →
 * the defender's reaction window → mitigation → simultaneous damage →
 * post-damage statuses → cleanup and the next turn.
 */
import type { Catalog } from '../data/catalog-types.ts';
import type { Combo, HeroDef } from '../data/hero-schema.ts';
import { consumeBuffs, discardBuffsOnKo, expireBuffsAtTurnEnd } from '../defense/buffs.ts';
import { integrityDrift } from '../defense/integrity.ts';
import { attackMitigation, mitigateInto } from '../defense/pipeline.ts';
import { type DefenseResolution, emptyResolution } from '../defense/resolution.ts';
import { resolveDefenseV1 } from '../defense/resolve-v1.ts';
import { resolveDefenseV2 } from '../defense/resolve-v2.ts';
import type { DuelContext, DuelEvent } from '../events.ts';
import { catalogOf, type DuelState, type PendingAttack, type Seat } from '../state.ts';
import { recordAttack, recordDefense } from '../telemetry/record.ts';
import { rollDice, rollInto, rollOne } from './dice.ts';
import { grantStatusFrom, sourceName, spendable, spendStatus } from './statuses.ts';
import { upkeep } from './upkeep.ts';

export const OFFENSE_DICE = 5;
export const OFFENSE_ATTEMPTS = 3;
const EVASIVE_SUCCESS = 5;

/** The last two (catalog, hero id) pairs looked up (a match has two heroes), ahead of the catalog's record. */
let heroCatalog0: Catalog | null = null;
let heroId0 = '';
let heroDef0: HeroDef | null = null;
let heroCatalog1: Catalog | null = null;
let heroId1 = '';
let heroDef1: HeroDef | null = null;

export function heroOf(state: DuelState, seat: Seat): HeroDef {
  const catalog = catalogOf(state);
  const id = state.fighters[seat].hero;
  if (id === heroId0 && catalog === heroCatalog0) return heroDef0!;
  if (id === heroId1 && catalog === heroCatalog1) return heroDef1!;
  const def = catalog.heroes[id].def;
  heroCatalog1 = heroCatalog0;
  heroId1 = heroId0;
  heroDef1 = heroDef0;
  heroCatalog0 = catalog;
  heroId0 = id;
  heroDef0 = def;
  return def;
}

export function beginTurn(state: DuelState, ctx?: DuelContext): void {
  if (state.round > state.options.maxRounds) {
    endByRoundLimit(state, ctx);
    return;
  }
  const seat = state.active;
  ctx?.emit?.({ type: 'turn-start', seat, round: state.round, turn: state.turn });
  upkeepThenCheck(state, ctx);
  if (state.result) return;
  state.phase = 'offense';
  // The offense dice array is the state's own (views, events and clones copy it): refilled in place.
  const dice = state.offense.dice;
  if (dice.length !== OFFENSE_DICE)
    state.offense = { dice: rollDice(state, OFFENSE_DICE, 'offense'), attempt: 1 };
  else {
    rollInto(state, dice, 0, 'offense');
    state.offense.attempt = 1;
  }
  ctx?.emit?.({ type: 'offense-roll', seat, attempt: 1, dice: [...state.offense.dice] });
}

function upkeepThenCheck(state: DuelState, ctx?: DuelContext): void {
  upkeep(state, ctx);
  const seat = state.active;
  if (state.fighters[seat].hp <= 0) {
    finish(state, (1 - seat) as Seat, 'ko by status damage at upkeep', false, ctx);
  }
}

/** Rerolls every die not in `hold` (indexes kept). */
export function rerollOffense(state: DuelState, hold: readonly number[], ctx?: DuelContext): void {
  let keep = 0;
  for (let k = 0; k < hold.length; k++) keep |= 1 << hold[k];
  rerollOffenseKeeping(state, keep, hold, ctx);
}

/** `rerollOffense` with the held dice also as a bit mask (die i held when bit i is set). */
export function rerollOffenseKeeping(
  state: DuelState,
  keep: number,
  hold: readonly number[],
  ctx?: DuelContext,
): void {
  const dice = state.offense.dice;
  rollInto(state, dice, keep, 'offense');
  state.offense.attempt++;
  ctx?.emit?.({
    type: 'offense-roll',
    seat: state.active,
    attempt: state.offense.attempt,
    hold: [...hold],
    dice: [...dice],
  });
}

export function declareAttack(state: DuelState, combo: Combo | null, chi: number, ctx?: DuelContext): void {
  const attacker = state.active;
  if (combo === null) {
    ctx?.emit?.({ type: 'no-ability', seat: attacker, dice: [...state.offense.dice] });
    endTurn(state, ctx);
    return;
  }
  const offense = heroOf(state, attacker).offense;
  let at = 0;
  while (offense[at].combo !== combo) at++;
  const ability = offense[at];
  if (chi > 0) spendStatus(state, attacker, 'chi', chi, ctx);
  const buffBonus = consumeBuffs(state, attacker, 'attack', ctx);
  const raw = ability.damage + chi + buffBonus;
  ctx?.emit?.({
    type: 'attack',
    seat: attacker,
    combo,
    label: ability.label,
    damage: ability.damage,
    chi,
    buffBonus,
    raw,
  });
  defend(
    state,
    {
      combo,
      label: ability.label,
      raw,
      chiSpent: chi,
      buffBonus,
      ultimate: ability.ultimate,
      post: ability.post,
      defense: NO_DEFENSE_YET,
    },
    ctx,
  );
}

/** Stands in for the defense while a pending attack is built (replaced before the state holds it). */
const NO_DEFENSE_YET = null as unknown as DefenseResolution;

/**
 * The defender answers an attack of `raw` damage: defense roll (none for an
 * ultimate), then the reaction window if the defender has anything to spend,
 * else straight on to mitigation and damage.
 */
export function startDefense(
  state: DuelState,
  attack: Omit<PendingAttack, 'defense'>,
  ctx?: DuelContext,
): void {
  defend(
    state,
    {
      combo: attack.combo,
      label: attack.label,
      raw: attack.raw,
      chiSpent: attack.chiSpent,
      buffBonus: attack.buffBonus,
      ultimate: attack.ultimate,
      post: attack.post,
      defense: NO_DEFENSE_YET,
    },
    ctx,
  );
}

/** `startDefense` for a pending attack built whole (its `defense` is filled in here). */
function defend(state: DuelState, attack: PendingAttack, ctx?: DuelContext): void {
  const defender = (1 - state.active) as Seat;
  const fighter = state.fighters[defender];
  let defense: DefenseResolution;
  if (attack.ultimate) {
    // Ultimates can't be defended: no defense roll, no reaction.
    defense = emptyResolution(fighter.defense, defender, attack.raw);
    ctx?.emit?.({ type: 'ultimate', seat: state.active, label: attack.label });
  } else if (fighter.defense === 'v2' && fighter.card) {
    defense = resolveDefenseV2(state, defender, fighter.card, attack.raw, ctx);
  } else {
    defense = resolveDefenseV1(state, defender, heroOf(state, defender), attack.raw, ctx);
  }
  if (!attack.ultimate && state.buffs.length > 0)
    defense.block += consumeBuffs(state, defender, 'defense', ctx);
  recordDefense(state, defender, defense, attack.ultimate);
  if (ctx?.emit && !attack.ultimate) ctx.emit(defenseSummary(state, defender, defense));
  attack.defense = defense;
  state.pending = attack;
  if (!attack.ultimate && hasReaction(state, defender)) {
    state.phase = 'react';
    return;
  }
  resolveAttack(state, SPEND_NOTHING, ctx);
}

export function hasReaction(state: DuelState, seat: Seat): boolean {
  return (
    spendable(state, seat, 'evasive') > 0 ||
    spendable(state, seat, 'prevent_half') > 0 ||
    spendable(state, seat, 'chi') > 0
  );
}

/** No reaction (read only). */
const SPEND_NOTHING: ReactionSpend = Object.freeze({ evasive: false, preventHalf: false, chi: 0 });

export interface ReactionSpend {
  evasive: boolean;
  preventHalf: boolean;
  chi: number;
}

export function resolveAttack(state: DuelState, spend: ReactionSpend, ctx?: DuelContext): void {
  const pending = state.pending!;
  const attacker = state.active;
  const defender = (1 - attacker) as Seat;
  const res = pending.defense;

  let negated = false;
  if (spend.evasive) {
    spendStatus(state, defender, 'evasive', 1, ctx);
    const roll = rollOne(state, 'evasive');
    negated = roll >= EVASIVE_SUCCESS;
    state.stats[defender].evasiveAttempts++;
    if (negated) state.stats[defender].evasiveSuccesses++;
    ctx?.emit?.({ type: 'evasive-roll', seat: defender, roll, negated });
  }
  if (spend.preventHalf) spendStatus(state, defender, 'prevent_half', 1, ctx);
  if (spend.chi > 0) spendStatus(state, defender, 'chi', spend.chi, ctx);

  const m = mitigateInto(
    attackMitigation,
    pending.raw,
    res.flat,
    res.preventHalf + (spend.preventHalf ? 1 : 0),
    res.block + spend.chi,
    res.reflect,
    negated,
  );
  if (m.clamped)
    ctx?.emit?.({
      type: 'damage-clamped',
      seat: defender,
      afterPrevent: m.checkpoints.afterPrevent,
      block: res.block + spend.chi,
    });

  // Simultaneous damage: both sides lose HP before anyone is checked.
  const d = state.fighters[defender];
  const a = state.fighters[attacker];
  const toAttacker = m.reflected + res.dealToAttacker;
  const hpBefore = d.hp;
  d.hp = Math.max(0, d.hp - m.checkpoints.final);
  const drift = integrityDrift(pending.raw, m.blocked, m.prevented, m.checkpoints.final, hpBefore, d.hp);
  if (drift) {
    // Absent until the first drift, so drift-free states (all of them, so far) hash as before.
    const s = state.stats[defender];
    s.driftCount = (s.driftCount ?? 0) + 1;
    ctx?.emit?.({
      type: 'integrity-drift',
      seat: defender,
      attackBase: pending.raw,
      blocked: m.blocked,
      prevented: m.prevented,
      ...drift,
    });
  }
  a.hp = Math.max(0, a.hp - toAttacker);
  const doubleKo = d.hp === 0 && a.hp === 0;
  const record = {
    attacker,
    combo: pending.combo,
    label: pending.label,
    checkpoints: m.checkpoints,
    blocked: m.blocked,
    prevented: m.prevented,
    reflected: m.reflected,
    dealtToAttacker: res.dealToAttacker,
    negatedByEvasive: negated,
    clamped: m.clamped,
    doubleKo,
    ultimate: pending.ultimate,
  };
  state.lastAttack = record;
  state.lastDefense = res;
  recordAttack(state, record, m, spend.preventHalf);
  ctx?.emit?.({ type: 'damage', ...record, hp: [state.fighters[0].hp, state.fighters[1].hp] });
  state.pending = null;

  if (!negated && d.hp > 0 && a.hp > 0) {
    const statuses = catalogOf(state).statuses;
    for (const status in pending.post) {
      const n = pending.post[status];
      const to = statuses[status]?.polarity === 'negative' ? defender : attacker;
      grantStatusFrom(
        state,
        to,
        status,
        n,
        sourceName('offense:', String(pending.combo)),
        undefined,
        undefined,
        ctx,
      );
    }
  }

  if (doubleKo) finish(state, null, 'double KO', true, ctx);
  else if (d.hp === 0) finish(state, attacker, 'KO', false, ctx);
  else if (a.hp === 0) finish(state, defender, 'KO by reflected damage', false, ctx);
  else endTurn(state, ctx);
}

function endTurn(state: DuelState, ctx?: DuelContext): void {
  const next = (1 - state.active) as Seat;
  const roundEnds = next === state.firstPlayer;
  expireBuffsAtTurnEnd(state, roundEnds, ctx);
  ctx?.emit?.({ type: 'turn-end', seat: state.active, turn: state.turn });
  state.turn++;
  state.active = next;
  if (roundEnds) state.round++;
  beginTurn(state, ctx);
}

function finish(
  state: DuelState,
  winner: Seat | null,
  reason: string,
  doubleKo: boolean,
  ctx?: DuelContext,
): void {
  state.phase = 'over';
  state.pending = null;
  state.result = { winner, reason, doubleKo };
  discardBuffsOnKo(state, ctx);
  ctx?.emit?.({
    type: 'game-over',
    winner,
    reason,
    doubleKo,
    hp: [state.fighters[0].hp, state.fighters[1].hp],
  });
}

function endByRoundLimit(state: DuelState, ctx?: DuelContext): void {
  const [a, b] = state.fighters;
  const fa = a.hp / a.maxHp;
  const fb = b.hp / b.maxHp;
  const winner: Seat | null = fa === fb ? null : fa > fb ? 0 : 1;
  state.phase = 'over';
  state.result = {
    winner,
    reason: `round limit ${state.options.maxRounds}: higher HP share wins`,
    doubleKo: false,
  };
  ctx?.emit?.({ type: 'game-over', winner, reason: state.result.reason, doubleKo: false, hp: [a.hp, b.hp] });
}

/** What the defense comes to before the reaction window, for the log (its words: event-words.ts). */
function defenseSummary(state: DuelState, seat: Seat, d: DefenseResolution): DuelEvent {
  return {
    type: 'defense-summary',
    seat,
    hero: heroOf(state, seat).name,
    version: d.version,
    dice: [...d.diceAfter],
    matched: d.rulesHit.length,
    rerolls: d.rerolls.length,
    flat: d.flat,
    preventHalf: d.preventHalf,
    block: d.block,
    reflect: d.reflect,
    dealToAttacker: d.dealToAttacker,
  };
}

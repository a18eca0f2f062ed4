/**
 * What a player (or spectator) sees. Dice Duel hides nothing but the future:
 * the RNG and any scenario-forced dice stay out of every view, so agents
 * can't peek at the next roll. `determinize` rebuilds a full state from a
 * view with a fresh RNG.
 */
import { createRng, type PlayerId } from '@arbiter/core';
import { toActSeats } from './actions.ts';
import type { Catalog } from './data/catalog-types.ts';
import type { DefenseCard } from './data/defense-card-schema.ts';
import type { Combo, HeroDef } from './data/hero-schema.ts';
import { remainingTurns } from './defense/buffs.ts';
import { combosShown } from './rules/combos.ts';
import { lockedStacks, spendable } from './rules/statuses.ts';
import { OFFENSE_ATTEMPTS } from './rules/turn.ts';
import {
  CATALOG,
  catalogOf,
  type DuelState,
  type LockedStacks,
  type PendingBuff,
  type Seat,
} from './state.ts';
import { emptyStats } from './telemetry/stats.ts';

export interface FighterView {
  seat: Seat;
  hero: string;
  name: string;
  hp: number;
  maxHp: number;
  statuses: Record<string, number>;
  /** Stacks that may be spent now, per status. */
  spendable: Record<string, number>;
  locked: LockedStacks[];
  defense: 'v1' | 'v2';
  fellBackToV1: boolean;
  fallbackErrors: string[];
  /** The v2 card in use, or null on v1. */
  card: DefenseCard | null;
  offense: HeroDef['offense'];
  defenseV1: HeroDef['defenseV1'];
}

export interface AbilityView {
  combo: Combo;
  label: string;
  damage: number;
  ultimate: boolean;
}

/** The public parts of the state as they are, plus what a view adds (fighters' spendable stacks, shown combos). */
type SharedWithState = Pick<
  DuelState,
  | 'round'
  | 'turn'
  | 'active'
  | 'firstPlayer'
  | 'initiativeRolls'
  | 'phase'
  | 'pending'
  | 'nextBuffId'
  | 'lastDefense'
  | 'lastAttack'
  | 'result'
  | 'options'
>;

/** A pending buff as views show it: the record, and the turns it has left (afterNTurns; null for the others). */
export interface BuffView extends PendingBuff {
  remainingTurns: number | null;
}

export interface DuelView extends SharedWithState {
  buffs: BuffView[];
  game: 'dice-duel';
  you: PlayerId | null;
  toAct: Seat[];
  fighters: [FighterView, FighterView];
  offense: DuelState['offense'] & { attemptsLeft: number; shows: Combo[]; abilities: AbilityView[] };
}

/**
 * Catalog data, cards, the pending attack and past records are never changed
 * in place once made, so views share them instead of copying (views are
 * read-only by contract); what does change in place (statuses, locks, buffs,
 * dice) is copied.
 */
const copyBuffs = (buffs: PendingBuff[]): PendingBuff[] =>
  buffs.map((b) => ({
    ...b,
    payload: { ...b.payload },
    expires: { ...b.expires },
    createdAt: { ...b.createdAt },
  }));

function fighterView(state: DuelState, seat: Seat): FighterView {
  const f = state.fighters[seat];
  const hero = catalogOf(state).heroes[f.hero].def;
  const spend: Record<string, number> = {};
  for (const s of Object.keys(f.statuses).sort()) spend[s] = spendable(state, seat, s);
  return {
    seat,
    hero: f.hero,
    name: hero.name,
    hp: f.hp,
    maxHp: f.maxHp,
    statuses: { ...f.statuses },
    spendable: spend,
    locked: f.locked.filter((l) => lockedStacks(state, seat, l.status) > 0).map((l) => ({ ...l })),
    defense: f.defense,
    fellBackToV1: f.fellBackToV1,
    fallbackErrors: [...f.fallbackErrors],
    card: f.card,
    offense: hero.offense,
    defenseV1: hero.defenseV1,
  };
}

export function viewOf(state: DuelState, viewer: PlayerId | null): DuelView {
  const dice = [...state.offense.dice];
  const shows = state.phase === 'offense' ? combosShown(dice) : [];
  const hero = catalogOf(state).heroes[state.fighters[state.active].hero].def;
  return {
    game: 'dice-duel',
    you: viewer,
    round: state.round,
    turn: state.turn,
    active: state.active,
    firstPlayer: state.firstPlayer,
    initiativeRolls: state.initiativeRolls.map((r) => [r[0], r[1]] as [number, number]),
    phase: state.phase,
    toAct: toActSeats(state),
    fighters: [fighterView(state, 0), fighterView(state, 1)],
    offense: {
      dice,
      attempt: state.offense.attempt,
      attemptsLeft: Math.max(0, OFFENSE_ATTEMPTS - state.offense.attempt),
      shows,
      abilities: hero.offense
        .filter((a) => shows.includes(a.combo))
        .map((a) => ({ combo: a.combo, label: a.label, damage: a.damage, ultimate: a.ultimate })),
    },
    pending: state.pending,
    buffs: copyBuffs(state.buffs).map((b) => ({ ...b, remainingTurns: remainingTurns(state, b) })),
    nextBuffId: state.nextBuffId,
    lastDefense: state.lastDefense,
    lastAttack: state.lastAttack,
    result: state.result,
    options: state.options,
  };
}

/** A full state consistent with the view; only the RNG (the future) is new. */
export function stateFromView(view: DuelView, seed: string, catalog: Catalog): DuelState {
  return {
    [CATALOG]: catalog,
    rng: createRng(seed),
    options: view.options,
    round: view.round,
    turn: view.turn,
    active: view.active,
    firstPlayer: view.firstPlayer,
    initiativeRolls: view.initiativeRolls.map((r) => [r[0], r[1]] as [number, number]),
    phase: view.phase,
    fighters: view.fighters.map((f) => ({
      hero: f.hero,
      hp: f.hp,
      maxHp: f.maxHp,
      statuses: { ...f.statuses },
      locked: f.locked.map((l) => ({ ...l })),
      defense: f.defense,
      fellBackToV1: f.fellBackToV1,
      fallbackErrors: [...f.fallbackErrors],
      card: f.card,
    })) as DuelState['fighters'],
    offense: { dice: [...view.offense.dice], attempt: view.offense.attempt },
    pending: view.pending,
    buffs: copyBuffs(view.buffs.map(({ remainingTurns: _left, ...b }) => b)),
    nextBuffId: view.nextBuffId,
    lastDefense: view.lastDefense,
    lastAttack: view.lastAttack,
    stats: [emptyStats(), emptyStats()],
    result: view.result,
    forced: {},
  };
}

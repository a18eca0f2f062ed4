/**
 * The catalog: the tables turned into the game's card records, each effect
 * string parsed once. Cards are referred to by their row index in their table
 * (stable for one data set); `fingerprint` names the data a match played.
 */
import { DataErrors, dataFingerprint } from '@arbiter/core';
import type { Effect, Leg } from '../grammar/tree.ts';
import { ACTIVATION_TRIGGERS } from './activation.ts';
import { checkTables } from './check.ts';
import { loadTables, SHIPPED_DATA_DIR, type Tables } from './load.ts';
import { BASE_EXPANSIONS } from './tables.ts';

export { BASE_EXPANSIONS } from './tables.ts';

export const ROLES = ['shadow', 'holy', 'soldier', 'worker'] as const;
export type Role = (typeof ROLES)[number];
export type Roles = Record<Role, number>;

/** The resources a player holds in the base game. */
export const HELD = ['g', 's', 'm', 'v'] as const;
export type Held = (typeof HELD)[number];
export type Payout = Record<Held, number>;

/** A citizen or a starter: what it costs, when it activates, what it pays. */
export interface CitizenCard {
  index: number;
  name: string;
  starter: boolean;
  cost: number;
  /** Activation numbers (a die or the sum). */
  rolls: number[];
  roles: Roles;
  on: Payout;
  off: Payout;
  onEffect: Effect | null;
  offEffect: Effect | null;
  /** What one activation does, fixed payout then effect: on the owner's turn, and off it. */
  onLegs: readonly Leg[];
  offLegs: readonly Leg[];
  /** The legs are plain gains (no decision can come of them). */
  onPlain: boolean;
  /** Bit n set when the card activates on n (the harvest's test). */
  rollMask: number;
  /** The same number for every citizen and starter of one name (copies are counted by it). */
  nameId: number;
  /** Activations only on doubles, this many times (a starter's `activation_trigger`); 0: by its numbers. */
  doublesOnly: number;
  offPlain: boolean;
  expansion: string;
}

export interface DomainCard {
  index: number;
  name: string;
  cost: number;
  roles: Roles;
  vp: number;
  activation: Effect | null;
  passive: Effect | null;
  text: string;
  expansion: string;
}

export interface MonsterCard {
  index: number;
  name: string;
  area: string;
  type: string;
  /** `type` in lower case (`boss`, `minion`, …): what duke and noble multipliers are keyed by. */
  typeKey: string;
  order: number;
  strength: number;
  magic: number;
  vp: number;
  reward: Payout;
  special: Effect | null;
  extra: boolean;
  expansion: string;
}

export interface DukeCard {
  index: number;
  name: string;
  /** Resources: 1 VP per N held (0 = none). */
  per: { g: number; s: number; m: number };
  /** VP per owned thing: roles, monsters, citizens, domains, monster types. */
  each: Roles & {
    monster: number;
    citizen: number;
    domain: number;
    boss: number;
    minion: number;
    beast: number;
    titan: number;
  };
  expansion: string;
}

/** A noble (Crimson Seas and later): scored like a duke, plus goods and a special payout. */
export interface NobleCard {
  index: number;
  name: string;
  roles: Roles;
  /** VP per owned thing, as a duke's `each`, plus goods held. */
  each: DukeCard['each'] & { goods: number };
  /** A scoring operation (`floor_div gold 3 1`, `wild_choose 2 1`). */
  payout: Effect | null;
  expansion: string;
}

/** A relic: a passive held by a player (an action effect, or `action.*` keys the rules consult). */
export interface RelicCard {
  index: number;
  name: string;
  passive: Effect | null;
  consumesAction: boolean;
}

/** An event (the expansions' event deck): its roll, activation, passive and reward effects. */
export interface EventCard {
  index: number;
  name: string;
  roll: Effect | null;
  activation: Effect | null;
  passive: Effect | null;
  special: Effect | null;
  expansion: string;
}

export interface Catalog {
  citizens: CitizenCard[];
  starters: CitizenCard[];
  domains: DomainCard[];
  monsters: MonsterCard[];
  dukes: DukeCard[];
  nobles: NobleCard[];
  relics: RelicCard[];
  events: EventCard[];
  /** How many distinct citizen and starter names (`nameId` runs below it). */
  names: number;
  fingerprint: string;
  dir: string;
}

const rolesOf = (r: Record<string, unknown>): Roles => ({
  shadow: Number(r.shadow_count ?? 0),
  holy: Number(r.holy_count ?? 0),
  soldier: Number(r.soldier_count ?? 0),
  worker: Number(r.worker_count ?? 0),
});

const payout = (r: Record<string, unknown>, when: 'on' | 'off'): Payout => ({
  g: Number(r[`gold_payout_${when}_turn`] ?? 0),
  s: Number(r[`strength_payout_${when}_turn`] ?? 0),
  m: Number(r[`magic_payout_${when}_turn`] ?? 0),
  v: Number(r[`vp_payout_${when}_turn`] ?? 0),
});

/** The legs of one activation: the fixed payout as gains, then the effect string's legs. */
function harvestLegs(pay: Payout, effect: Effect | null): Leg[] {
  const legs: Leg[] = [];
  for (const res of HELD) if (pay[res] > 0) legs.push({ kind: 'gain', amount: { res, n: pay[res] } });
  if (effect) legs.push(...effect.legs);
  return legs;
}

function activationTimes(trigger: Effect | null): number {
  const leg = trigger?.legs[0];
  if (leg?.kind !== 'op') return 0;
  const times = ACTIVATION_TRIGGERS[leg.name];
  if (times === undefined) throw new Error(`no activation trigger '${leg.name}'`);
  return times;
}

const maskOf = (rolls: number[]) => rolls.reduce((m, n) => m | (1 << n), 0);

const rollsOf = (r: { roll_match1: number; roll_match2: number }) =>
  [r.roll_match1, r.roll_match2].filter((n) => n > 0);

/**
 * Builds the catalog from loaded tables, refusing them (DataErrors) on
 * anything `arbiter validate` reports as an error: the same check, so no
 * game is ever played on data that validation refuses.
 */
export function buildCatalog(tables: Tables, dir: string): Catalog {
  const check = checkTables(tables);
  if (check.errors.length > 0) throw new DataErrors(check.errors);
  const effect = (table: string, row: number, column: string) =>
    check.parsed.get(`${table}/${row}/${column}`) ?? null;

  const nameIds = new Map<string, number>();
  const nameIdOf = (name: string) => {
    let id = nameIds.get(name);
    if (id === undefined) {
      id = nameIds.size;
      nameIds.set(name, id);
    }
    return id;
  };
  const citizens: CitizenCard[] = tables.citizens.map((r, i) => ({
    index: i,
    name: r.name,
    starter: false,
    cost: r.gold_cost,
    rolls: rollsOf(r),
    roles: rolesOf(r),
    on: payout(r, 'on'),
    off: payout(r, 'off'),
    onEffect: effect('citizens', i, 'special_payout_on_turn'),
    offEffect: effect('citizens', i, 'special_payout_off_turn'),
    onLegs: harvestLegs(payout(r, 'on'), effect('citizens', i, 'special_payout_on_turn')),
    offLegs: harvestLegs(payout(r, 'off'), effect('citizens', i, 'special_payout_off_turn')),
    onPlain: harvestLegs(payout(r, 'on'), effect('citizens', i, 'special_payout_on_turn')).every(
      (l) => l.kind === 'gain',
    ),
    offPlain: harvestLegs(payout(r, 'off'), effect('citizens', i, 'special_payout_off_turn')).every(
      (l) => l.kind === 'gain',
    ),
    doublesOnly: 0,
    nameId: nameIdOf(r.name),
    rollMask: maskOf(rollsOf(r)),
    expansion: r.expansion,
  }));
  // Starters carry no role columns: a starter has the icons of the base citizen of its name (Peasant: worker, Knight: soldier).
  const baseRoles = (name: string): Roles => {
    const c = citizens.find((x) => x.name === name && BASE_EXPANSIONS.includes(x.expansion));
    return c ? { ...c.roles } : { shadow: 0, holy: 0, soldier: 0, worker: 0 };
  };
  const starters: CitizenCard[] = tables.starters.map((r, i) => ({
    index: i,
    name: r.name,
    starter: true,
    cost: 0,
    rolls: rollsOf(r),
    roles: baseRoles(r.name),
    on: payout(r, 'on'),
    off: payout(r, 'off'),
    onEffect: effect('starters', i, 'special_payout_on_turn'),
    offEffect: effect('starters', i, 'special_payout_off_turn'),
    onLegs: harvestLegs(payout(r, 'on'), effect('starters', i, 'special_payout_on_turn')),
    offLegs: harvestLegs(payout(r, 'off'), effect('starters', i, 'special_payout_off_turn')),
    onPlain: harvestLegs(payout(r, 'on'), effect('starters', i, 'special_payout_on_turn')).every(
      (l) => l.kind === 'gain',
    ),
    offPlain: harvestLegs(payout(r, 'off'), effect('starters', i, 'special_payout_off_turn')).every(
      (l) => l.kind === 'gain',
    ),
    doublesOnly: activationTimes(effect('starters', i, 'activation_trigger')),
    nameId: nameIdOf(r.name),
    rollMask: maskOf(rollsOf(r)),
    expansion: r.expansion,
  }));
  const domains: DomainCard[] = tables.domains.map((r, i) => ({
    index: i,
    name: r.name,
    cost: r.gold_cost,
    roles: rolesOf(r),
    vp: r.vp_reward,
    activation: effect('domains', i, 'activation_effect'),
    passive: effect('domains', i, 'passive_effect'),
    text: r.effect_text ?? '',
    expansion: r.expansion,
  }));
  const monsters: MonsterCard[] = tables.monsters.map((r, i) => ({
    index: i,
    name: r.name,
    area: r.area,
    type: r.monster_type,
    typeKey: r.monster_type.toLowerCase(),
    order: r.monster_order,
    strength: r.strength_cost,
    magic: r.magic_cost,
    vp: r.vp_reward,
    reward: { g: r.gold_reward, s: r.strength_reward, m: r.magic_reward, v: 0 },
    special: effect('monsters', i, 'special_reward'),
    extra: r.is_extra === 1,
    expansion: r.expansion,
  }));
  const dukes: DukeCard[] = tables.dukes.map((r, i) => ({
    index: i,
    name: r.name,
    per: { g: r.gold_mult, s: r.strength_mult, m: r.magic_mult },
    each: {
      shadow: r.shadow_mult,
      holy: r.holy_mult,
      soldier: r.soldier_mult,
      worker: r.worker_mult,
      monster: r.monster_mult,
      citizen: r.citizen_mult,
      domain: r.domain_mult,
      boss: r.boss_mult,
      minion: r.minion_mult,
      beast: r.beast_mult,
      titan: r.titan_mult,
    },
    expansion: r.expansion,
  }));
  const num = (r: Record<string, unknown>, k: string) => Number(r[k] ?? 0);
  const nobles: NobleCard[] = tables.nobles.map((r, i) => ({
    index: i,
    name: r.name,
    roles: rolesOf(r),
    each: {
      shadow: num(r, 'shadow_multiplier'),
      holy: num(r, 'holy_multiplier'),
      soldier: num(r, 'soldier_multiplier'),
      worker: num(r, 'worker_multiplier'),
      monster: num(r, 'monster_multiplier'),
      citizen: num(r, 'citizen_multiplier'),
      domain: num(r, 'domain_multiplier'),
      boss: num(r, 'boss_multiplier'),
      minion: num(r, 'minion_multiplier'),
      beast: num(r, 'beast_multiplier'),
      titan: num(r, 'titan_multiplier'),
      goods: num(r, 'goods_multiplier'),
    },
    payout: effect('nobles', i, 'special_duke_payout'),
    expansion: String(r.expansion ?? ''),
  }));
  const relics: RelicCard[] = tables.relics.map((r, i) => ({
    index: i,
    name: r.name,
    passive: effect('relics', i, 'passive_effect'),
    consumesAction: num(r, 'consumes_action') === 1,
  }));
  const events: EventCard[] = tables.events.map((r, i) => ({
    index: i,
    name: r.name,
    roll: effect('events', i, 'roll_effect'),
    activation: effect('events', i, 'activation_effect'),
    passive: effect('events', i, 'passive_effect'),
    special: effect('events', i, 'special_reward'),
    expansion: r.expansion,
  }));
  return {
    citizens,
    starters,
    domains,
    monsters,
    dukes,
    nobles,
    relics,
    events,
    names: nameIds.size,
    fingerprint: dataFingerprint(tables),
    dir,
  };
}

const cache = new Map<string, Catalog>();

/** The catalog of a data folder (the shipped one by default), loaded once. */
export function catalogOf(dir = SHIPPED_DATA_DIR): Catalog {
  let c = cache.get(dir);
  if (!c) {
    c = buildCatalog(loadTables(dir), dir);
    cache.set(dir, c);
  }
  return c;
}

export const isBase = (card: { expansion: string }) => BASE_EXPANSIONS.includes(card.expansion);

/**
 * Mana (CR 106, 601.2g-h, 605): what each untapped source of a player can
 * make, whether a cost can be paid from the pool plus those sources, and
 * paying it. Mana abilities do not use the stack. Paying taps sources
 * greedily — single-colour sources for coloured symbols first, Treasures
 * last — and what a source makes beyond the cost floats in the pool.
 */

import type { ActivatedAbility } from '../cards/rules-block.ts';
import { amountOf, type Board, board, type Derived, hasFlag } from './derived.ts';
import { events } from './event-sink.ts';
import type { CostToPay } from './mana-cost.ts';
import { spendingCost } from './mana-spending.ts';
import { nameOf, rulesOf } from './objects.ts';
import { rulesIndexOf, type TapManaAbility } from './rules-index.ts';
import {
  copyPool,
  copyPoolInto,
  emptyPool,
  type GameObject,
  type ManaColor,
  type ManaPool,
  type MtgState,
  type Seat,
} from './state.ts';
import { becameTapped } from './tapping.ts';
import { moveTo } from './zones.ts';

export interface ManaSource {
  id: number;
  ability: number;
  /** What one activation makes, or null for one mana of a colour chosen: any, or one of `oneOf`. */
  makes: Partial<ManaPool> | null;
  /** "Add {W} or {U}": the colours a `makes: null` source may make (null: any colour). */
  oneOf: readonly ManaColor[] | null;
  /** Its ability does more than add mana ("This land deals 1 damage to you"): payment runs the rest. */
  riders: boolean;
  sacrifice: boolean;
  /** Where payment taps it: see `rank`. */
  rank: number;
  /** The `planPayment` call that last took it (a stamp instead of a search of the taken list). */
  taken: number;
  /** Its permanent has other mana abilities that tap it (Crystal Vein's {C} and its sacrifice for {C}{C}). */
  siblings: boolean;
  /** One of those makes more than this one: a second plan skips this one (see `planInto`). */
  smaller: boolean;
}

/** Numbers `planPayment` calls, for `ManaSource.taken`. */
let paymentStamp = 0;

function canActivateTap(s: MtgState, id: number, byId: Board['byId']): boolean {
  const o = s.objects[id];
  if (o.tapped) return false;
  const d = byId.get(id);
  if (!d) return false;
  // Summoning sickness applies to {T} abilities of creatures (CR 302.6).
  if (d.types.includes('creature') && o.sick && !d.keywords.has('haste')) return false;
  // "Activated abilities of creatures can't be activated" stops mana abilities too (CR 602.5).
  if (d.flags.length > 0 && hasFlag(d, 'cant_activate')) return false;
  return true;
}

/** Outputs that do not depend on the board (every amount a number), per ability. */
const fixedOutputs = new WeakMap<ActivatedAbility, Partial<ManaPool> | null>();

export function manaAbilityOutput(s: MtgState, id: number, a: ActivatedAbility): Partial<ManaPool> | null {
  const fixed = fixedOutputs.get(a);
  if (fixed !== undefined) return fixed;
  const out: Partial<ManaPool> = {};
  let constant = true;
  for (const st of a.steps) {
    // A mana ability's steps add mana (the parser makes it one only then).
    if (st.op !== 'add_mana') continue;
    if (st.anyColor || st.oneOf) {
      if (constant) fixedOutputs.set(a, null);
      return null;
    }
    if (typeof st.amount !== 'number') constant = false;
    const n = amountOf(board(s), st.amount, s.objects[id].controller, id);
    for (const c in st.mana) if (isManaColor(c)) out[c] = (out[c] ?? 0) + (st.mana[c] ?? 0) * n;
  }
  // Shared between sources: nobody changes a source's output.
  if (constant) fixedOutputs.set(a, out);
  return out;
}

/** `manaAbilityOutput` of a {T} mana ability, its fixed output read from the rules index once known. */
function tapManaOutput(s: MtgState, id: number, m: TapManaAbility): Partial<ManaPool> | null {
  if (m.fixed !== undefined) return m.fixed;
  const out = manaAbilityOutput(s, id, m.ability);
  const fixed = fixedOutputs.get(m.ability);
  if (fixed !== undefined) m.fixed = fixed;
  return out;
}

/** Within a read-only query (legal actions), each seat's sources (and `availableAtMost`) are computed once. */
let queryCache: [SourceList | null, SourceList | null] | null = null;
/** Each seat's `availableAtMost` within the query (-1: not counted yet). */
const queryAtMost: [number, number] = [-1, -1];

/** A seat's sources, and the same in the order payment taps them (computed on first use). */
interface SourceList {
  list: ManaSource[];
  byRank: ManaSource[] | null;
}

/** The outermost query's caches, cleared at its start: one pair for every query, not a new one each. */
const outermostCache: [SourceList | null, SourceList | null] = [null, null];

/**
 * `fn(s, p)` as a query. The function and its arguments are passed apart (not as a closure) so that a
 * query allocates nothing of its own.
 */
export function duringQuery<T>(fn: (s: MtgState, p: Seat) => T, s: MtgState, p: Seat): T {
  const outer = queryCache;
  if (!outer) {
    // A new outermost query (a nested one shares its caches).
    outermostCache[0] = null;
    outermostCache[1] = null;
    queryCache = outermostCache;
    queryAtMost[0] = -1;
    queryAtMost[1] = -1;
  }
  try {
    return fn(s, p);
  } finally {
    queryCache = outer;
  }
}

function sourceList(s: MtgState, p: Seat): SourceList {
  const hit = queryCache?.[p];
  if (hit) return hit;
  const out = keptSources(s, p);
  if (queryCache) queryCache[p] = out;
  return out;
}

/**
 * A seat's sources as last worked out, kept from query to query: random games ask for them at nearly
 * every priority of both players while the board stays as it was. What they depend on is the board
 * (characteristics, flags, who controls what: any change makes a new board object, derived.ts), the
 * battlefield, and each of the seat's permanents with a {T} mana ability: the same object, untapped or
 * not, summoning sick or not, its controller and its rules' card. The list is worked out afresh when the
 * board, the battlefield or one of those permanents' object, controller or rules moved; when only some
 * of them were tapped or untapped, or their summoning sickness changed (a tap for mana, the untap step),
 * it is put together from what each permanent would give untapped (`perObject`), which reads nothing
 * else: the board decides what each makes and whether it may tap (existence, "can't be activated", a
 * creature without haste), the live object whether it is tapped or sick.
 */
interface KeptSources {
  s: MtgState;
  board: Board;
  battlefield: readonly number[];
  length: number;
  /** The seat's permanents with a {T} mana ability, tapped or not, as they were read. */
  objects: GameObject[];
  tapped: boolean[];
  sick: boolean[];
  from: (string | null | undefined)[];
  /**
   * Per permanent: its sources when untapped (and free to tap if sick), in `computeSources`' order and
   * form; null until the list is first asked for (the autopass check's bound needs only `made`).
   */
  perObject: ManaSource[][] | null;
  /** Per permanent: a creature without haste on this board (summoning sickness stops its {T}). */
  sickStops: boolean[];
  /** Per permanent: what its {T} mana abilities make at most (as `untappedMost` counts it). */
  made: number[];
  /** The sources, or null until asked for after a tap or untap. */
  sources: SourceList | null;
  /** What the untapped ones make at most (`countAtMost` less the pool). */
  atMost: number;
}

const keptBySeat: [KeptSources | null, KeptSources | null] = [null, null];
let keeping = true;
let rebuilding = true;

/** For tests: with `on` false, sources are worked out afresh at every query (what is kept stays kept). */
export function keepSourcesAcrossQueries(on: boolean): void {
  keeping = on;
}

/** For tests: with `on` false, a tap or untap of a kept permanent has the sources worked out afresh. */
export function rebuildSourcesAfterTaps(on: boolean): void {
  rebuilding = on;
}

/**
 * The seat's kept entry if it still holds for `s` (brought up to date after taps, untaps and changes
 * of summoning sickness of its permanents), else null.
 */
function validKept(s: MtgState, p: Seat): KeptSources | null {
  const k = keptBySeat[p];
  if (k === null || k.s !== s || k.battlefield !== s.battlefield || k.length !== s.battlefield.length)
    return null;
  if (board(s) !== k.board) return null;
  const objects = k.objects;
  let flagsMoved = false;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    if (
      s.objects[o.id] !== o ||
      o.zone !== 'battlefield' ||
      o.controller !== p ||
      (o.rulesFrom ?? o.card) !== k.from[i]
    )
      return null;
    if (o.tapped !== k.tapped[i] || o.sick !== k.sick[i]) flagsMoved = true;
  }
  if (!flagsMoved) return k;
  if (!rebuilding) return null;
  // Only taps, untaps or sickness changed: the bound from the kept outputs, the list when asked for.
  let atMost = 0;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    k.tapped[i] = o.tapped;
    k.sick[i] = o.sick;
    if (!o.tapped) atMost += k.made[i];
  }
  k.atMost = atMost;
  k.sources = null;
  return k;
}

/** The kept entry's sources, put together from its permanents' when a tap or untap cleared them. */
function sourcesOfKept(k: KeptSources): SourceList {
  if (k.sources !== null) return k.sources;
  const list: ManaSource[] = [];
  const objects = k.objects;
  const perObject = k.perObject ?? sourcesPerObject(k);
  for (let i = 0; i < objects.length; i++) {
    if (k.tapped[i] || (k.sick[i] && k.sickStops[i])) continue;
    const own = perObject[i];
    for (let j = 0; j < own.length; j++) list.push(own[j]);
  }
  k.sources = { list, byRank: null };
  return k.sources;
}

/** Each kept permanent's sources as if untapped (its board is the state's: `validKept` checked it). */
function sourcesPerObject(k: KeptSources): ManaSource[][] {
  const byId = k.board.byId;
  const perObject: ManaSource[][] = [];
  for (const o of k.objects)
    perObject.push(canTapIgnoringState(byId.get(o.id)) ? sourcesOfObject(k.s, o) : NO_SOURCES);
  k.perObject = perObject;
  return perObject;
}

/** What a permanent that cannot tap gives: nothing (shared: nothing changes a permanent's list). */
const NO_SOURCES: ManaSource[] = [];

/**
 * A permanent's sources whose abilities all make fixed mana (basic lands, most mana creatures), kept with
 * the rules index they came from: they depend on nothing else, so a new board (which drops the kept entry
 * of `keepFor`) need not build them again. A source's `taken` is a payment's stamp, so sharing is safe.
 */
const fixedSources = new WeakMap<GameObject, { tapMana: readonly TapManaAbility[]; list: ManaSource[] }>();

function sourcesOfObject(s: MtgState, o: GameObject): ManaSource[] {
  const tapMana = rulesIndexOf(o).tapMana;
  const kept = fixedSources.get(o);
  if (kept !== undefined && kept.tapMana === tapMana) return kept.list;
  const list = sourcesOfPermanent(s, o.id, tapMana);
  for (let i = 0; i < tapMana.length; i++) if (tapMana[i].fixed === undefined) return list;
  fixedSources.set(o, { tapMana, list });
  return list;
}

function keptSources(s: MtgState, p: Seat): SourceList {
  if (!keeping) return { list: computeSources(s, p), byRank: null };
  return sourcesOfKept(validKept(s, p) ?? keepFor(s, p));
}

/** Works the seat's sources and their bound out afresh, and keeps them. */
function keepFor(s: MtgState, p: Seat): KeptSources {
  // The seat's entry no longer holds: it is filled again in place (its arrays too) rather than replaced,
  // as nothing outside this file keeps an entry (what `sourcesOfKept` handed out is a list of its own).
  const k = keptBySeat[p] ?? emptyKept(s);
  const { objects, tapped, sick, from, sickStops, made } = k;
  const bf = s.battlefield;
  const b = board(s);
  const byId = b.byId;
  let atMost = 0;
  let n = 0;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (o.controller !== p) continue;
    const tapMana = rulesIndexOf(o).tapMana;
    if (tapMana.length === 0) continue;
    objects[n] = o;
    tapped[n] = o.tapped;
    sick[n] = o.sick;
    from[n] = o.rulesFrom ?? o.card;
    let total = 0;
    for (let j = 0; j < tapMana.length; j++) {
      const m = tapManaOutput(s, bf[i], tapMana[j]);
      total += m === null ? 1 : madeTotal(m);
    }
    made[n] = total;
    if (!o.tapped) atMost += total;
    const d = byId.get(bf[i]);
    sickStops[n] = d?.types.includes('creature') === true && !d.keywords.has('haste');
    n++;
  }
  objects.length = n;
  tapped.length = n;
  sick.length = n;
  from.length = n;
  made.length = n;
  sickStops.length = n;
  k.s = s;
  k.board = b;
  k.battlefield = bf;
  k.length = bf.length;
  k.perObject = null;
  k.sources = null;
  k.atMost = atMost;
  keptBySeat[p] = k;
  return k;
}

function emptyKept(s: MtgState): KeptSources {
  return {
    s,
    board: board(s),
    battlefield: s.battlefield,
    length: 0,
    objects: [],
    tapped: [],
    sick: [],
    from: [],
    perObject: null,
    sickStops: [],
    made: [],
    sources: null,
    atMost: 0,
  };
}

export function manaSources(s: MtgState, p: Seat): ManaSource[] {
  return sourceList(s, p).list;
}

/** Single-colour sources first, then multi-mana ones, "any colour", and sacrificed (Treasures) last; stable. */
function sourcesByRank(s: MtgState, p: Seat): ManaSource[] {
  const l = sourceList(s, p);
  if (l.byRank === null) {
    let sorted = true;
    for (let i = 1; i < l.list.length; i++) if (l.list[i].rank < l.list[i - 1].rank) sorted = false;
    l.byRank = sorted ? l.list : [...l.list].sort((a, b) => a.rank - b.rank);
  }
  return l.byRank;
}

function computeSources(s: MtgState, p: Seat): ManaSource[] {
  const out: ManaSource[] = [];
  const bf = s.battlefield;
  // Read once for the whole walk (each permanent with a {T} mana ability looks itself up).
  let byId: Board['byId'] | null = null;
  for (let i = 0; i < bf.length; i++) {
    const id = bf[i];
    const o = s.objects[id];
    if (o.controller !== p || o.tapped) continue;
    const tapMana = rulesIndexOf(o).tapMana;
    if (tapMana.length === 0) continue;
    byId ??= board(s).byId;
    if (!canActivateTap(s, id, byId)) continue;
    const own = sourcesOfPermanent(s, id, tapMana);
    for (let k = 0; k < own.length; k++) out.push(own[k]);
  }
  return out;
}

/** What `canActivateTap` reads of the board alone (the permanent's there, its abilities may be activated). */
function canTapIgnoringState(d: Derived | undefined): boolean {
  return d !== undefined && !(d.flags.length > 0 && hasFlag(d, 'cant_activate'));
}

/** The sources of one permanent's {T} mana abilities, in order. */
function sourcesOfPermanent(s: MtgState, id: number, tapMana: readonly TapManaAbility[]): ManaSource[] {
  const out: ManaSource[] = [];
  for (let k = 0; k < tapMana.length; k++) {
    const m = tapMana[k];
    const src: ManaSource = {
      id,
      ability: m.index,
      makes: tapManaOutput(s, id, m),
      oneOf: m.oneOf,
      riders: m.riders,
      sacrifice: m.sacrifice,
      rank: 0,
      taken: 0,
      siblings: tapMana.length > 1,
      smaller: false,
    };
    src.rank = rank(src);
    out.push(src);
  }
  // One permanent, several abilities that tap it: only one of them can be activated (CR 602.2b, 118.3).
  if (out.length > 1)
    for (const x of out)
      if (x.makes !== null)
        for (const y of out)
          if (y.makes !== null && madeTotal(y.makes) > madeTotal(x.makes)) x.smaller = true;
  return out;
}

function hasRiders(a: ActivatedAbility): boolean {
  for (const st of a.steps) if (st.op !== 'add_mana') return true;
  return false;
}

/** Takes a source for this plan; the other abilities of its permanent can no longer tap it. */
function take(sources: readonly ManaSource[], src: ManaSource, stamp: number): void {
  src.taken = stamp;
  if (src.siblings) for (const x of sources) if (x.id === src.id) x.taken = stamp;
}

function madeTotal(makes: Partial<ManaPool>): number {
  let total = 0;
  for (const c in makes) total += makes[c as ManaColor] ?? 0;
  return total;
}

/** Which sources to tap (and pool mana to spend) to pay `cost`, or null if it cannot be paid. */
export function planPayment(
  s: MtgState,
  p: Seat,
  cost: CostToPay,
): { pool: ManaPool; tap: ManaSource[] } | null {
  const pool = copyPool(s.players[p].pool);
  const used: ManaSource[] = [];
  return planInto(s, p, spendingCost(s, p, cost), pool, used) ? { pool, tap: used } : null;
}

/** The pool `canPay` plans in (it keeps no plan, so nothing is allocated per question). */
const scratchPool: ManaPool = emptyPool();

/** Whether `cost` can be paid; sources in `without` (creatures about to tap to attack) do not count. */
export function canPay(s: MtgState, p: Seat, cost: CostToPay, without?: readonly number[]): boolean {
  const own = s.players[p].pool;
  copyPoolInto(own, scratchPool);
  return planInto(s, p, spendingCost(s, p, cost), scratchPool, null, without);
}

/**
 * `planPayment`'s work: spends from `pool` (a copy of the player's, changed
 * in place) and the sources, the ones tapped added to `used` when given;
 * false if the cost cannot be paid.
 */
function planInto(
  s: MtgState,
  p: Seat,
  cost: CostToPay,
  pool: ManaPool,
  used: ManaSource[] | null,
  without?: readonly number[],
): boolean {
  const sources = sourcesByRank(s, p);
  let shared = false;
  for (const x of sources) if (x.smaller) shared = true;
  if (!shared) return planOnce(sources, cost, pool, used, false, without);
  // A permanent with a bigger ability (Crystal Vein's sacrifice for {C}{C}) is tapped for its cheap one
  // first; if that plan fails, a second one uses each such permanent's biggest ability.
  const before = copyPool(pool);
  const usedBefore = used?.length ?? 0;
  if (planOnce(sources, cost, pool, used, false, without)) return true;
  copyPoolInto(before, pool);
  if (used) used.length = usedBefore;
  return planOnce(sources, cost, pool, used, true, without);
}

/** One greedy plan over `sources` in rank order; `biggest`: skip the smaller abilities of a permanent. */
function planOnce(
  sources: readonly ManaSource[],
  cost: CostToPay,
  pool: ManaPool,
  used: ManaSource[] | null,
  biggest: boolean,
  without?: readonly number[],
): boolean {
  const stamp = ++paymentStamp;
  // Sources left out count as taken already.
  if (without) for (const x of sources) if (without.includes(x.id)) x.taken = stamp;
  if (biggest) for (const x of sources) if (x.smaller) x.taken = stamp;
  // Coloured symbols: pool first, then sources.
  for (const key in cost.colored) {
    const c = key as ManaColor;
    let n = cost.colored[c] ?? 0;
    const fromPool = Math.min(pool[c], n);
    pool[c] -= fromPool;
    n -= fromPool;
    while (n > 0) {
      let src: ManaSource | undefined;
      for (const x of sources)
        if (
          (x.makes === null ? x.oneOf === null || x.oneOf.includes(c) : (x.makes[c] ?? 0) > 0) &&
          x.taken !== stamp
        ) {
          src = x;
          break;
        }
      if (!src) return false;
      used?.push(src);
      take(sources, src, stamp);
      if (src.makes === null) n -= 1;
      else {
        const k = Math.min(src.makes[c] ?? 0, n);
        n -= k;
        // What the source makes beyond the symbol floats.
        for (const cc in src.makes) {
          const v = src.makes[cc as ManaColor] ?? 0;
          pool[cc as ManaColor] += cc === c ? v - k : v;
        }
      }
    }
  }
  let g = cost.generic;
  for (const key in pool) {
    const c = key as ManaColor;
    const k = Math.min(pool[c], g);
    pool[c] -= k;
    g -= k;
  }
  while (g > 0) {
    let src: ManaSource | undefined;
    for (const x of sources)
      if (x.taken !== stamp) {
        src = x;
        break;
      }
    if (!src) return false;
    used?.push(src);
    take(sources, src, stamp);
    if (src.makes === null) g -= 1;
    else {
      const total = madeTotal(src.makes);
      const k = Math.min(total, g);
      g -= k;
      let left = total - k;
      for (const cc in src.makes) {
        const keep = Math.min(left, src.makes[cc as ManaColor] ?? 0);
        pool[cc as ManaColor] += keep;
        left -= keep;
      }
    }
  }
  return true;
}

function rank(x: ManaSource): number {
  if (x.sacrifice) return 3;
  if (x.makes === null) return 2;
  return madeTotal(x.makes) > 1 ? 1 : 0;
}

/** Pays `cost` (taps, sacrifices Treasures, empties the pool); false when it cannot. */
export function pay(s: MtgState, p: Seat, cost: CostToPay): boolean {
  const plan = planPayment(s, p, cost);
  if (!plan) return false;
  let riders: { source: number; card: string | null; ability: ActivatedAbility }[] | null = null;
  for (const src of plan.tap) {
    const o = s.objects[src.id];
    if (src.riders) {
      riders ??= [];
      riders.push({ source: o.id, card: o.card, ability: rulesOf(o).activated[src.ability] });
    }
    o.tapped = true;
    events.emit?.({ type: 'tapped', player: p, card: nameOf(o), object: o.id });
    becameTapped(s, o.id, true);
    if (src.sacrifice) moveTo(s, src.id, 'graveyard');
  }
  s.players[p].pool = plan.pool;
  // Triggered mana abilities (Wild Growth's extra {G}) add to the pool as it is after payment.
  if (s.triggers.length > 0) runManaTriggers(s);
  if (riders) for (const r of riders) runRiders(s, p, r.source, r.card, r.ability);
  events.emit?.({ type: 'paid', player: p, cost: manaWords(cost.generic, cost.colored) });
  return true;
}

/**
 * Runs the rest of a mana ability tapped by payment ("This land deals 1
 * damage to you"). Set by `mana-riders.ts`: the steps' registry uses payment
 * itself (`pay_optional`), so this module cannot import it.
 */
let runRiders: (s: MtgState, p: Seat, source: number, card: string | null, a: ActivatedAbility) => void =
  () => {
    throw new Error('mana-riders.ts is not loaded');
  };

export function setManaRiderRunner(run: typeof runRiders): void {
  runRiders = run;
}

/**
 * Resolves the waiting triggered mana abilities at once (CR 605.1b, 605.4a:
 * "whenever enchanted land is tapped for mana, its controller adds …"). Set
 * by `mana-riders.ts`, for the same reason as `runRiders`.
 */
let runManaTriggers: (s: MtgState) => void = () => {
  throw new Error('mana-riders.ts is not loaded');
};

export function setManaTriggerRunner(run: typeof runManaTriggers): void {
  runManaTriggers = run;
}

/** Mana as a card prints it: "{2}{R}", "{G}{G}" ("{0}" for nothing). */
export function manaWords(generic: number, colored: Partial<Record<ManaColor, number>>): string {
  let out = generic > 0 ? `{${generic}}` : '';
  for (const c of POOL_ORDER) out += `{${c}}`.repeat(colored[c] ?? 0);
  return out || '{0}';
}

const POOL_ORDER: readonly ManaColor[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/**
 * Activates a mana ability (CR 605.3a): pays its costs and adds its mana at
 * once. "One mana of any color" is its controller's choice of colour: the
 * ability's steps are returned to run as a frame, which asks for it (payment
 * by `pay` chooses the colour the cost needs instead).
 */
export function activateManaAbility(
  s: MtgState,
  p: Seat,
  id: number,
  ability: number,
): { steps: ActivatedAbility['steps']; sourceCard: string | null } | null {
  const o = s.objects[id];
  const a = rulesOf(o).activated[ability];
  const made = manaAbilityOutput(s, id, a);
  o.tapped = true;
  events.emit?.({ type: 'tapped', player: p, card: nameOf(o), object: o.id });
  becameTapped(s, o.id, true);
  if (s.triggers.length > 0) runManaTriggers(s);
  if (a.costs.some((c) => c.kind === 'sacrifice')) moveTo(s, id, 'graveyard');
  if (made === null) return { steps: a.steps, sourceCard: o.card };
  const pool = s.players[p].pool;
  for (const c in made) pool[c as ManaColor] += made[c as ManaColor] ?? 0;
  events.emit?.({ type: 'mana', player: p, mana: manaWords(0, made), source: nameOf(o) });
  // The rest of the ability (CR 605.3a: at once, with the mana).
  if (hasRiders(a)) return { steps: a.steps.filter((st) => st.op !== 'add_mana'), sourceCard: o.card };
  return null;
}

/** Whether a string is a colour of mana (a key of a pool). */
export function isManaColor(c: string): c is ManaColor {
  return c === 'W' || c === 'U' || c === 'B' || c === 'R' || c === 'G' || c === 'C';
}

/** The five colours "one mana of any color" may be (CR 105.1), in WUBRG order. */
export const MANA_COLORS: readonly ManaColor[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Record<ManaColor, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
};

export function emptyPools(s: MtgState): void {
  // At every step: a pool already empty stays as it is (no new object).
  for (const pl of s.players) {
    const pool = pl.pool;
    if (pool.W || pool.U || pool.B || pool.R || pool.G || pool.C) pl.pool = emptyPool();
  }
}

export function totalAvailable(s: MtgState, p: Seat): number {
  let n = 0;
  const pool = s.players[p].pool;
  for (const c in pool) n += pool[c as ManaColor];
  let counted: number[] | null = null;
  for (const src of manaSources(s, p)) {
    // A permanent with several abilities that tap it counts once, for its biggest.
    if (src.smaller) continue;
    if (src.siblings) {
      counted ??= [];
      if (counted.includes(src.id)) continue;
      counted.push(src.id);
    }
    n += src.makes === null ? 1 : madeTotal(src.makes);
  }
  return n;
}

/**
 * At least `totalAvailable(s, p)`, without listing sources: the pool plus
 * every untapped {T} mana ability of the player's permanents, summoning
 * sickness not checked. A cost above it cannot be paid.
 */
export function availableAtMost(s: MtgState, p: Seat): number {
  if (!queryCache) return countAtMost(s, p);
  const kept = queryAtMost[p];
  if (kept >= 0) return kept;
  const n = countAtMost(s, p);
  queryAtMost[p] = n;
  return n;
}

/**
 * `availableAtMost` for a look that may need no sources (the autopass check's quick test,
 * priority-candidates.ts): the query's or the kept bound when there is one, else a new entry kept
 * without working its sources out (a list asks for them later).
 */
export function atMostForLook(s: MtgState, p: Seat): number {
  if (queryCache && queryAtMost[p] >= 0) return queryAtMost[p];
  // The kept entry, or a new one (its sources are worked out only when a list asks for them).
  if (keeping) return poolTotal(s, p) + (validKept(s, p) ?? keepFor(s, p)).atMost;
  return poolTotal(s, p) + untappedMost(s, p);
}

function poolTotal(s: MtgState, p: Seat): number {
  let n = 0;
  const pool = s.players[p].pool;
  for (const c in pool) n += pool[c as ManaColor];
  return n;
}

/** What the seat's untapped {T} mana abilities make at most (summoning sickness not checked). */
function untappedMost(s: MtgState, p: Seat): number {
  let n = 0;
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (o.controller !== p || o.tapped) continue;
    const tapMana = rulesIndexOf(o).tapMana;
    for (let k = 0; k < tapMana.length; k++) {
      const made = tapManaOutput(s, bf[i], tapMana[k]);
      n += made === null ? 1 : madeTotal(made);
    }
  }
  return n;
}

/**
 * Per colour, at least what the seat could spend of it on coloured symbols: its pool's, plus what every
 * untapped {T} mana ability of its permanents makes of it (1 for "any colour" or a choice that includes
 * it, as `planOnce` matches sources to symbols); summoning sickness not checked. Written into `out`.
 */
export function colourMostForLook(s: MtgState, p: Seat, out: ManaPool): void {
  const pool = s.players[p].pool;
  copyPoolInto(pool, out);
  const bf = s.battlefield;
  for (let i = 0; i < bf.length; i++) {
    const o = s.objects[bf[i]];
    if (o.controller !== p || o.tapped) continue;
    const tapMana = rulesIndexOf(o).tapMana;
    for (let k = 0; k < tapMana.length; k++) {
      const made = tapManaOutput(s, bf[i], tapMana[k]);
      if (made !== null) {
        for (const c in made) out[c as ManaColor] += made[c as ManaColor] ?? 0;
        continue;
      }
      const oneOf = tapMana[k].oneOf;
      for (const c in out) if (oneOf === null || oneOf.includes(c as ManaColor)) out[c as ManaColor]++;
    }
  }
}

function countAtMost(s: MtgState, p: Seat): number {
  if (keeping) return poolTotal(s, p) + (validKept(s, p) ?? keepFor(s, p)).atMost;
  return poolTotal(s, p) + untappedMost(s, p);
}

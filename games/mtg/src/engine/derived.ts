/**
 * Characteristics as the rules see them (CR 613): each permanent's base
 * values from its card or token, then continuous effects applied layer by
 * layer in timestamp order — layer 4 (types), 6 (abilities), 7b (base P/T
 * set), 7c (modifications, +1/+1 counters) — with "as long as" conditions
 * read after type changes. Rule flags (goaded, can't attack you, prevent
 * combat damage…) are collected alongside.
 */
import { catalog } from '../cards/catalog.ts';
import type {
  Amount,
  Condition,
  Continuous,
  Filter,
  Keyword,
  Ref,
  RuleFlag,
  RulesBlock,
} from '../cards/rules-block.ts';
import { emptyRules } from '../cards/rules-block.ts';
import { cardRulesIndex } from './rules-index.ts';
import type { GameObject, MtgState, Seat } from './state.ts';

export interface Derived {
  id: number;
  controller: Seat;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: string[];
  power: number;
  toughness: number;
  keywords: Set<Keyword>;
  flags: RuleFlag[];
  /** Rule flags applied with the player who set them (for "can't attack you"). */
  flagSources: Array<{ flag: RuleFlag; controller: Seat }>;
  manaValue: number;
}

const EMPTY = emptyRules();

/** The rules block an object has: its card's, its token's, plus granted ones. */
export function rulesOf(o: GameObject): RulesBlock {
  if (o.card) return catalog().cards[o.card].rules;
  return o.token?.rules ?? EMPTY;
}

export function nameOf(o: GameObject): string {
  return o.card ? catalog().cards[o.card].name : `${o.token?.name ?? '?'} token`;
}

/**
 * Arrays and sets a Derived starts with are shared with the card (or token)
 * and between boards; the layers copy one before changing it (see `own*`),
 * and nothing outside this file changes a Derived.
 */
const NO_FLAGS: RuleFlag[] = [];
const NO_FLAG_SOURCES: Derived['flagSources'] = [];
/** A token's keywords as a set, per token definition. */
const cardKeywords = new WeakMap<object, Set<Keyword>>();

function keywordsOf(def: object, list: readonly Keyword[]): Set<Keyword> {
  let k = cardKeywords.get(def);
  if (!k) {
    k = new Set(list);
    cardKeywords.set(def, k);
  }
  return k;
}

function base(o: GameObject): Derived {
  if (o.card) {
    const c = catalog().cards[o.card];
    let keywords = cardRulesIndex(c).keywords;
    if (o.granted.length > 0) {
      keywords = new Set(keywords);
      for (const g of o.granted) for (const k of g.keywords) keywords.add(k);
    }
    return {
      id: o.id,
      controller: o.controller,
      types: c.types,
      subtypes: c.subtypes,
      supertypes: c.supertypes,
      colors: c.colors,
      power: c.power,
      toughness: c.toughness,
      keywords,
      flags: NO_FLAGS,
      flagSources: NO_FLAG_SOURCES,
      manaValue: c.manaValue,
    };
  }
  const t = o.token!;
  return {
    id: o.id,
    controller: o.controller,
    types: t.types,
    subtypes: t.subtypes,
    supertypes: [],
    colors: t.colors,
    power: t.power,
    toughness: t.toughness,
    keywords: keywordsOf(t, t.keywords),
    flags: NO_FLAGS,
    flagSources: NO_FLAG_SOURCES,
    manaValue: 0,
  };
}

export interface Board {
  state: MtgState;
  byId: Map<number, Derived>;
}

/** Does object `d` match `f`, seen from `source`'s controller `you`? */
export function matches(
  board: Board,
  d: Derived,
  f: Filter | undefined,
  you: Seat,
  sourceId: number | null,
): boolean {
  if (!f) return true;
  if (f.anyOf && !f.anyOf.some((g) => matches(board, d, g, you, sourceId))) return false;
  if (f.types && !someTypeOf(f.types, d.types)) return false;
  if (f.allTypes && !f.allTypes.every((t) => d.types.includes(t))) return false;
  if (f.subtypes && !anyIn(f.subtypes, d.subtypes)) return false;
  if (f.controller === 'you' && d.controller !== you) return false;
  if (f.controller === 'opponent' && d.controller === you) return false;
  if (f.controller === 'defending') {
    const c = board.state.combat;
    if (!c || d.controller === board.state.active) return false;
  }
  if (f.keyword && !d.keywords.has(f.keyword)) return false;
  if (f.notColor && d.colors.includes(f.notColor)) return false;
  if (f.color && !d.colors.includes(f.color)) return false;
  if (f.toughnessAtLeast !== undefined && d.toughness < f.toughnessAtLeast) return false;
  if (f.other && d.id === sourceId) return false;
  if (f.self && d.id !== sourceId) return false;
  const o = board.state.objects[d.id];
  if (f.tapped !== undefined && (!o || o.tapped !== f.tapped)) return false;
  if (f.basic && !d.supertypes.includes('basic')) return false;
  if (f.attacking && !board.state.combat?.attackers.includes(d.id)) return false;
  if (f.equipped && !isEquipped(board.state, d.id)) return false;
  return true;
}

/** Does `has` hold one of `wanted` ('permanent' matches anything on the battlefield)? */
function someTypeOf(wanted: readonly string[], has: readonly string[]): boolean {
  for (let i = 0; i < wanted.length; i++)
    if (wanted[i] === 'permanent' || has.includes(wanted[i])) return true;
  return false;
}

function anyIn(wanted: readonly string[], has: readonly string[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (has.includes(wanted[i])) return true;
  return false;
}

export function isEquipped(s: MtgState, id: number): boolean {
  for (const bid of s.battlefield) {
    const b = s.objects[bid];
    if (b.attachedTo === id && b.card && catalog().cards[b.card].subtypes.includes('Equipment')) return true;
  }
  return false;
}

export function attachmentsOf(s: MtgState, id: number): number[] {
  return s.battlefield.filter((b) => s.objects[b].attachedTo === id);
}

/** A card outside the battlefield (hand, graveyard, stack) as a Derived. */
export function cardDerived(o: GameObject): Derived {
  return base(o);
}

interface Source {
  effect: Continuous;
  source: number;
  controller: Seat;
  timestamp: number;
  locked: number[] | null;
}

function affected(board: Board, src: Source, ref: Ref): number[] {
  const s = board.state;
  if (src.locked) return src.locked.filter((id) => board.byId.has(id));
  if ('self' in ref) return board.byId.has(src.source) ? [src.source] : [];
  if ('equipped' in ref || 'enchanted' in ref) {
    const host = s.objects[src.source]?.attachedTo;
    return host !== null && host !== undefined && board.byId.has(host) ? [host] : [];
  }
  if ('all' in ref) {
    const out: number[] = [];
    for (const d of board.byId.values())
      if (matches(board, d, ref.all, src.controller, src.source)) out.push(d.id);
    return out;
  }
  return [];
}

export function evalCondition(board: Board, cond: Condition, you: Seat, sourceId: number): boolean {
  const s = board.state;
  switch (cond.id) {
    case 'your_turn':
      return s.active === you;
    case 'self_equipped':
      return isEquipped(s, sourceId);
    case 'you_control': {
      let n = 0;
      for (const d of board.byId.values())
        if (d.controller === you && matches(board, d, cond.filter as Filter, you, sourceId)) n++;
      return n >= (cond.atLeast as number);
    }
    default:
      throw new Error(`condition '${cond.id}' is not a static condition`);
  }
}

export function amountOf(board: Board, a: Amount, you: Seat, sourceId: number): number {
  if (typeof a === 'number') return a;
  if ('count' in a) {
    let n = 0;
    for (const d of board.byId.values())
      if (matches(board, d, a.count, you, sourceId) && (a.count.controller || true)) n++;
    return n;
  }
  if ('attachedTo' in a) return attachmentsOf(board.state, sourceId).length;
  throw new Error(`amount ${JSON.stringify(a)} is not a static amount`);
}

let cacheState: MtgState | null = null;
let cacheRev = -1;
let cacheBoard: Board | null = null;
/**
 * Bumped by every change that can move a battlefield characteristic, in any
 * state: a board computed at one epoch is still right at a later revision of
 * the same state if the epoch has not moved since (only cards off the
 * battlefield moved).
 */
let battlefieldEpoch = 0;
let cacheEpoch = -1;
/** Bumped by every change state-based actions read: the board's and damage marked. */
let sbaEpoch = 0;

/** Bumped by every change that can move a characteristic. */
export function touch(s: MtgState): void {
  s.rev++;
  battlefieldEpoch++;
  sbaEpoch++;
}

/** Damage marked on a permanent: a new revision; state-based actions look again, the board stays. */
export function touchDamage(s: MtgState): void {
  s.rev++;
  sbaEpoch++;
}

/**
 * A change off the battlefield (a card drawn, cast, discarded, put into a
 * graveyard from the stack): a new revision, but the board stays as it was.
 */
export function touchOffBattlefield(s: MtgState): void {
  s.rev++;
}

/**
 * Whether the active player matters to the board: some permanent has a
 * static ability with a condition ("during your turn", "as long as …").
 * When none does, a new turn needs no new board.
 */
export function boardReadsTurn(s: MtgState): boolean {
  for (const id of s.battlefield)
    for (const st of rulesOf(s.objects[id]).statics) if (st.effect.while) return true;
  return false;
}

/** Every battlefield object's characteristics, computed once per state revision. */
export function board(s: MtgState): Board {
  const rev = s.rev;
  if (cacheState === s && cacheBoard) {
    if (cacheRev === rev) return cacheBoard;
    if (cacheEpoch === battlefieldEpoch) {
      cacheRev = rev;
      return cacheBoard;
    }
  }
  const b = computeBoard(s);
  cacheState = s;
  cacheRev = rev;
  cacheBoard = b;
  cacheEpoch = battlefieldEpoch;
  return b;
}

/**
 * State-based actions found nothing to do in `s` at this epoch: while
 * neither the board nor marked damage changes they find nothing again (what
 * they read besides the board — damage, deathtouch, attachments — changes
 * only with a touch or `touchDamage`).
 */
let sbaState: MtgState | null = null;
let sbaClearAt = -1;

export function noSbasFound(s: MtgState): void {
  sbaState = s;
  sbaClearAt = sbaEpoch;
}

export function sbasStillClear(s: MtgState): boolean {
  return sbaState === s && sbaClearAt === sbaEpoch;
}

/**
 * The board computed afresh, ignoring every cache: what `board(s)` must
 * equal after any action (the property tests compare them).
 */
export function boardFromScratch(s: MtgState): Board {
  return computeBoard(s);
}

function computeBoard(s: MtgState): Board {
  const byId = new Map<number, Derived>();
  for (const id of s.battlefield) byId.set(id, base(s.objects[id]));
  const board: Board = { state: s, byId };
  const sources: Source[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id];
    for (const st of rulesOf(o).statics)
      sources.push({
        effect: st.effect,
        source: id,
        controller: o.controller,
        timestamp: o.timestamp,
        locked: null,
      });
  }
  for (const e of s.effects)
    sources.push({
      effect: e.effect,
      source: e.source,
      controller: e.controller,
      timestamp: e.timestamp,
      locked: e.objects,
    });
  sources.sort((a, b) => a.timestamp - b.timestamp);
  const active = (src: Source) =>
    !src.effect.while || evalCondition(board, src.effect.while, src.controller, src.source);
  // Layer 4: types.
  const ownTypes = new Set<Derived>();
  for (const src of sources) {
    const e = src.effect;
    if (!e.addSubtypes && !e.addTypes && !e.setCreatureTypes) continue;
    if (!active(src)) continue;
    for (const id of affected(board, src, e.affects)) {
      const d = byId.get(id)!;
      if (!ownTypes.has(d)) {
        d.types = [...d.types];
        d.subtypes = [...d.subtypes];
        ownTypes.add(d);
      }
      // "Becomes a Dragon" replaces its creature types; other subtypes (Equipment, Forest …) stay (CR 205.1b).
      if (e.setCreatureTypes)
        d.subtypes = [...d.subtypes.filter((t) => !isCreatureType(t)), ...e.setCreatureTypes];
      for (const t of e.addSubtypes ?? []) if (!d.subtypes.includes(t)) d.subtypes.push(t);
      for (const t of e.addTypes ?? []) if (!d.types.includes(t)) d.types.push(t);
    }
  }
  // Layer 6: abilities; rule flags ride along.
  const live = sources.filter(active);
  const targetsOf = new Map<Source, number[]>();
  for (const src of live) targetsOf.set(src, affected(board, src, src.effect.affects));
  const ownKeywords = new Set<Derived>();
  for (const src of live) {
    const e = src.effect;
    if (!e.addKeywords && !e.removeKeywords && !e.rules) continue;
    for (const id of targetsOf.get(src)!) {
      const d = byId.get(id)!;
      if ((e.addKeywords || e.removeKeywords) && !ownKeywords.has(d)) {
        d.keywords = new Set(d.keywords);
        ownKeywords.add(d);
      }
      for (const k of e.addKeywords ?? []) d.keywords.add(k);
      for (const k of e.removeKeywords ?? []) d.keywords.delete(k);
      for (const f of e.rules ?? []) {
        if (d.flags === NO_FLAGS) {
          d.flags = [];
          d.flagSources = [];
        }
        d.flags.push(f);
        d.flagSources.push({ flag: f, controller: src.controller });
      }
    }
  }
  // Layer 7b: base P/T set.
  for (const src of live) {
    const set = src.effect.setBasePT;
    if (!set) continue;
    for (const id of targetsOf.get(src)!) {
      const d = byId.get(id)!;
      d.power = set[0];
      d.toughness = set[1];
    }
  }
  // Layer 7c: modifications and counters.
  for (const src of live) {
    const pt = src.effect.pt;
    if (!pt) continue;
    const p = typeof pt[0] === 'number' ? pt[0] : amountOf(board, pt[0], src.controller, src.source);
    const t = typeof pt[1] === 'number' ? pt[1] : amountOf(board, pt[1], src.controller, src.source);
    for (const id of targetsOf.get(src)!) {
      const d = byId.get(id)!;
      d.power += p;
      d.toughness += t;
    }
  }
  for (const d of byId.values()) {
    const c = s.objects[d.id].counters['+1/+1'] ?? 0;
    d.power += c;
    d.toughness += c;
  }
  return board;
}

/**
 * The subtypes that go with a type other than creature (CR 205.3g-i: artifact,
 * enchantment and land types); every other subtype in the pool is a creature
 * type (CR 205.3m), the kind "becomes a Dragon" replaces.
 */
const NON_CREATURE_SUBTYPES: ReadonlySet<string> = new Set([
  'Equipment',
  'Treasure',
  'Vehicle',
  'Food',
  'Clue',
  'Aura',
  'Saga',
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Gate',
  'Desert',
]);

export function isCreatureType(subtype: string): boolean {
  return !NON_CREATURE_SUBTYPES.has(subtype);
}

export function hasFlag(d: Derived, id: RuleFlag['id']): boolean {
  return d.flags.some((f) => f.id === id);
}

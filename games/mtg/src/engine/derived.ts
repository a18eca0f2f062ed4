/**
 * Characteristics as the rules see them (CR 613): each permanent's base
 * values from its card or token, then continuous effects applied layer by
 * layer in timestamp order — layer 4 (types), 6 (abilities), 7a (P/T a
 * characteristic-defining ability sets), 7b (base P/T
 * set), 7c (modifications, +1/+1 counters) — with "as long as" conditions
 * read after type changes. Rule flags (goaded, can't attack you, prevent
 * combat damage…) are collected alongside.
 */
import { type CardDef, catalog } from '../cards/catalog.ts';
import type { Amount, Continuous, Filter, Keyword, Ref, RuleFlag, RulesBlock } from '../cards/rules-block.ts';
import { type ConditionContext, conditionHolds } from '../vocabulary/conditions/index.ts';
import { asEntersOptions } from '../vocabulary/rule-flags/as-enters-choice.ts';
import {
  changeOf,
  type LayerContext,
  type StaticModule,
  staticsByLayer,
} from '../vocabulary/statics/index.ts';
import { boardAfterMoves, isSource, localEffect } from './board-moves.ts';
import { attachmentsOf, matches } from './filter.ts';
import { rulesOf } from './objects.ts';
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
  /** Abilities a static gives it ("Other Zombies have \"{B}: Regenerate this permanent.\""), or null. */
  grants: RulesBlock[] | null;
  /** The basic land type an effect made it (CR 305.7: its abilities are that type's mana ability); absent otherwise. */
  landAbilities?: string;
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
    if (o.chosen !== undefined) return chosenBase(o, c, keywords);
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
      grants: null,
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
    grants: null,
  };
}

/**
 * A permanent that became a chosen option as it entered (Primal Clay, CR 614.12): the option's P/T, types,
 * subtypes and keywords are its own from then on, below every layer (copiable values, CR 707.2).
 */
function chosenBase(o: GameObject, c: CardDef, keywords: ReadonlySet<Keyword>): Derived {
  const option = asEntersOptions(c.rules)?.[o.chosen ?? 0];
  const kw = new Set(keywords);
  for (const k of option?.keywords ?? []) kw.add(k);
  return {
    id: o.id,
    controller: o.controller,
    types: [...new Set([...c.types, ...(option?.types ?? [])])],
    subtypes: [...new Set([...c.subtypes, ...(option?.subtypes ?? [])])],
    supertypes: c.supertypes,
    colors: c.colors,
    power: option?.power ?? c.power,
    toughness: option?.toughness ?? c.toughness,
    keywords: kw,
    flags: NO_FLAGS,
    flagSources: NO_FLAG_SOURCES,
    manaValue: c.manaValue,
    grants: null,
  };
}

export interface Board {
  state: MtgState;
  byId: Map<number, Derived>;
  /** What this board read that changes without a touch (null: nothing). */
  watch: Watch | null;
  /** Every source of it is local: the board after moves may be built from it (board-moves.ts). */
  local: boolean;
}

/**
 * What a board may read besides the battlefield's objects and effects, which
 * changes without a touch: whether permanents are tapped (Castle's "Untapped
 * creatures you control") and how many cards each player holds (Maro). A
 * board that read one is reused only while it is as it was.
 */
interface Watch {
  tapped: boolean[] | null;
  hands: number[] | null;
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

/** What a static ability's condition reads (no resolution: no frame, no refs). */
function staticCondition(board: Board, you: Seat, source: number): ConditionContext {
  return { s: board.state, board, you, source, vars: null, refIds: null };
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

/**
 * Whether every change of the battlefield epoch since the cached board was a
 * move of `cacheState`'s objects that are no sources (`touchMove`), the
 * board before them local: the next board is built from the cached one.
 */
let movesOnly = false;

/** Bumped by every change that can move a characteristic. */
export function touch(s: MtgState): void {
  s.rev++;
  battlefieldEpoch++;
  sbaEpoch++;
  movesOnly = false;
}

/**
 * An object entered or left the battlefield (`left`: the object that left,
 * as it was, or null): a touch, after which the next board may be built
 * from the one before the move (board-moves.ts).
 */
export function touchMove(s: MtgState, left: GameObject | null): void {
  const absorbed =
    cacheState === s &&
    cacheBoard !== null &&
    cacheBoard.local &&
    cacheBoard.watch === null &&
    (movesOnly || cacheEpoch === battlefieldEpoch) &&
    (left === null || !isSource(left));
  touch(s);
  movesOnly = absorbed;
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
  if (cacheState === s && cacheBoard && (!cacheBoard.watch || unchanged(s, cacheBoard.watch))) {
    if (cacheRev === rev) return cacheBoard;
    if (cacheEpoch === battlefieldEpoch) {
      cacheRev = rev;
      return cacheBoard;
    }
  }
  const b = (movesOnly && cacheState === s && boardAfterMoves(s, cacheBoard!, base)) || computeBoard(s);
  movesOnly = false;
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
  return sbaState === s && sbaClearAt === sbaEpoch && !boardWatches(s);
}

/**
 * Whether the board of `s` reads taps or hands, which change a toughness with no touch and no new
 * revision (Maro with an empty hand, Castle's creature tapped to attack): state-based actions look again.
 */
export function boardWatches(s: MtgState): boolean {
  return board(s).watch !== null;
}

function filterReadsTapped(f: Filter | undefined): boolean {
  return !!f && (f.tapped !== undefined || (f.anyOf?.some(filterReadsTapped) ?? false));
}

function amountReadsTapped(a: unknown): boolean {
  return typeof a === 'object' && a !== null && 'count' in a && filterReadsTapped(a.count as Filter);
}

/** What the sources of a board read that changes without a touch, as it is now (null: nothing). */
function watchOf(s: MtgState, sources: readonly Source[]): Watch | null {
  let tapped = false;
  let hands = false;
  for (const { effect: e } of sources) {
    if ('all' in e.affects && filterReadsTapped(e.affects.all)) tapped = true;
    if (e.pt && (amountReadsTapped(e.pt[0]) || amountReadsTapped(e.pt[1]))) tapped = true;
    if (e.definePT) {
      if ('cardsInHand' in e.definePT) hands = true;
      else if (filterReadsTapped(e.definePT.count)) tapped = true;
    }
  }
  if (!tapped && !hands) return null;
  return {
    tapped: tapped ? s.battlefield.map((id) => s.objects[id].tapped) : null,
    hands: hands ? s.players.map((p) => p.hand.length) : null,
  };
}

function unchanged(s: MtgState, w: Watch): boolean {
  if (w.tapped) {
    if (w.tapped.length !== s.battlefield.length) return false;
    for (let i = 0; i < w.tapped.length; i++)
      if (s.objects[s.battlefield[i]].tapped !== w.tapped[i]) return false;
  }
  if (w.hands)
    for (let i = 0; i < w.hands.length; i++) if (s.players[i].hand.length !== w.hands[i]) return false;
  return true;
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
  const board: Board = { state: s, byId, watch: null, local: true };
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
  // No static ability and no effect (a board in about half the computations of random 6ED games): every
  // permanent is its card (or token) with its +1/+1 counters; nothing below has anything to apply.
  if (sources.length === 0) {
    addCounters(s, byId);
    return board;
  }
  sources.sort((a, b) => a.timestamp - b.timestamp);
  board.watch = watchOf(s, sources);
  for (const src of sources)
    if (!localEffect(src.effect, src.locked !== null)) {
      board.local = false;
      break;
    }
  const active = (src: Source) =>
    !src.effect.while || conditionHolds(staticCondition(board, src.controller, src.source), src.effect.while);
  const layer = layerContext(board);
  // Layer 4: types (each source's condition read as the types so far stand).
  const typeChanges = staticsByLayer.get('4') ?? [];
  for (const src of sources) {
    if (!changes(src.effect, typeChanges)) continue;
    if (!active(src)) continue;
    apply(typeChanges, src, derivedOf(board, affected(board, src, src.effect.affects)), layer);
  }
  // Layers 5 (colours), 6 (abilities, rule flags riding along), 7a (defined P/T), 7b (base P/T), 7c (modifications): the sources whose
  // conditions hold after layer 4, each on the objects it affected then.
  const live = sources.filter(active);
  const targetsOf = new Map<Source, Derived[]>();
  for (const src of live) targetsOf.set(src, derivedOf(board, affected(board, src, src.effect.affects)));
  for (const id of ['5', '6', '7a', '7b', '7c'] as const) {
    const modules = staticsByLayer.get(id) ?? [];
    for (const src of live)
      if (changes(src.effect, modules)) apply(modules, src, targetsOf.get(src) ?? [], layer);
  }
  addCounters(s, byId);
  return board;
}

/** Layer 7c's +1/+1 counters (CR 613.4c). */
function addCounters(s: MtgState, byId: Map<number, Derived>): void {
  for (const d of byId.values()) {
    const c = s.objects[d.id].counters['+1/+1'];
    if (c) {
      d.power += c;
      d.toughness += c;
    }
  }
}

/** Whether a continuous effect has a change of any of `modules`. */
function changes(e: Continuous, modules: readonly StaticModule[]): boolean {
  for (const m of modules) if (changeOf(e, m) !== undefined) return true;
  return false;
}

/** Applies one source's changes of one layer, module by module in the layer's order. */
function apply(
  modules: readonly StaticModule[],
  src: Source,
  affected: Derived[],
  c: LayerContext & { at: Source },
): void {
  c.at = src;
  c.controller = src.controller;
  for (const m of modules) {
    const v = changeOf(src.effect, m);
    if (v !== undefined) m.apply(affected, v, c);
  }
}

function derivedOf(board: Board, ids: number[]): Derived[] {
  const out: Derived[] = [];
  for (const id of ids) {
    const d = board.byId.get(id);
    if (d) out.push(d);
  }
  return out;
}

/**
 * The context the changes apply in, one per board: which source applies
 * (its controller, its amounts), and copies of the values a Derived starts
 * sharing with its card, taken once per object before the first change.
 */
function layerContext(board: Board): LayerContext & { at: Source } {
  const ownTypes = new Set<Derived>();
  const ownKeywords = new Set<Derived>();
  const c: LayerContext & { at: Source } = {
    at: { effect: { affects: { self: true } }, source: -1, controller: 0, timestamp: 0, locked: null },
    controller: 0,
    amount: (a: Amount) => amountOf(board, a, c.at.controller, c.at.source),
    handSize: (seat) => board.state.players[seat].hand.length,
    chosenType: () => board.state.objects[c.at.source]?.chosenType,
    ownTypes(d) {
      if (ownTypes.has(d)) return;
      d.types = [...d.types];
      d.subtypes = [...d.subtypes];
      ownTypes.add(d);
    },
    ownKeywords(d) {
      if (ownKeywords.has(d)) return;
      d.keywords = new Set(d.keywords);
      ownKeywords.add(d);
    },
    ownFlags(d) {
      if (d.flags !== NO_FLAGS) return;
      d.flags = [];
      d.flagSources = [];
    },
  };
  return c;
}

export function hasFlag(d: Derived, id: RuleFlag['id']): boolean {
  return d.flags.some((f) => f.id === id);
}

/**
 * Whether an object matches a filter ("creature an opponent controls",
 * "other Elves you control", "artifact, enchantment, or creature with
 * flying"), seen from a player: what targets, counts, conditions and
 * layers all ask. Reads the board (derived.ts) it is given, never builds one.
 */
import { catalog } from '../cards/catalog.ts';
import type { Filter } from '../cards/rules-block.ts';
import type { Board, Derived } from './derived.ts';
import { playerFlagsOf } from './player-statics.ts';
import type { MtgState, Seat } from './state.ts';

/**
 * The colours of an object as a filter reads them (CR 105.2, 613.1e). On the battlefield, the board's
 * (layer 5 applied). Off it, the card's own — unless a `colour_cards` static over the card's player says
 * otherwise (Celestial Dawn's "The same is true for spells you control and nonland cards you own that
 * aren't on the battlefield"): a spell takes its controller's, any other card its owner's (the latest
 * such static wins, CR 613.7).
 */
function colorsOf(b: Board, d: Derived): readonly string[] {
  if (!b.state.readsPlayerStatics || b.byId.get(d.id) === d) return d.colors;
  const o = b.state.objects[d.id];
  if (!o || o.zone === 'battlefield') return d.colors;
  const who = o.zone === 'stack' ? o.controller : o.owner;
  const flags = playerFlagsOf(b, who, 'colour_cards');
  for (let i = flags.length - 1; i >= 0; i--)
    if (matches(b, d, flags[i].rule.filter, who, flags[i].source)) return flags[i].rule.colors;
  return d.colors;
}

/** The filter's colour words against the object's colours. */
function colorsMatch(board: Board, d: Derived, f: Filter): boolean {
  const colors = colorsOf(board, d);
  if (f.notColor && colors.includes(f.notColor)) return false;
  return !f.color || colors.includes(f.color);
}

/**
 * A filter with every field present (undefined: absent), in one order. The data's filters have as many
 * shapes as field sets, so `matches`' reads of them were megamorphic; it reads this copy instead (one
 * copy per filter object, kept while the filter lives). Not a switch: read both ways in one process, the
 * reads would stay megamorphic either way (measured build against build instead).
 */
type FullFilter = { [K in keyof Required<Filter>]: Filter[K] | undefined };
const fullFilters = new WeakMap<Filter, FullFilter>();
function fullOf(f: Filter): FullFilter {
  let n = fullFilters.get(f);
  if (n === undefined) {
    n = {
      types: f.types,
      subtypes: f.subtypes,
      allTypes: f.allTypes,
      controller: f.controller,
      keyword: f.keyword,
      notColor: f.notColor,
      color: f.color,
      toughnessAtLeast: f.toughnessAtLeast,
      powerAtLeast: f.powerAtLeast,
      powerAtMost: f.powerAtMost,
      notTypes: f.notTypes,
      notSubtypes: f.notSubtypes,
      dealtDamageThisTurn: f.dealtDamageThisTurn,
      token: f.token,
      other: f.other,
      self: f.self,
      equipped: f.equipped,
      tapped: f.tapped,
      basic: f.basic,
      attacking: f.attacking,
      inCombat: f.inCombat,
      attackedThisTurn: f.attackedThisTurn,
      notKeyword: f.notKeyword,
      anyOf: f.anyOf,
    };
    fullFilters.set(f, n);
  }
  return n;
}

function matchesAny(
  board: Board,
  d: Derived,
  fs: readonly Filter[],
  you: Seat,
  sourceId: number | null,
): boolean {
  for (let i = 0; i < fs.length; i++) if (matches(board, d, fs[i], you, sourceId)) return true;
  return false;
}

function allIn(wanted: readonly string[], have: readonly string[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (!have.includes(wanted[i])) return false;
  return true;
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
  // Read through the filter's full copy: one hidden class for every filter.
  f = fullOf(f);
  // Loops, not `some`/`every` with closures: a closure over the parameters makes every call allocate a context.
  if (f.anyOf && !matchesAny(board, d, f.anyOf, you, sourceId)) return false;
  if (f.types && !someTypeOf(f.types, d.types)) return false;
  if (f.allTypes && !allIn(f.allTypes, d.types)) return false;
  if (f.subtypes && !anyIn(f.subtypes, d.subtypes)) return false;
  if (f.controller === 'you' && d.controller !== you) return false;
  if (f.controller === 'opponent' && d.controller === you) return false;
  if (f.controller === 'defending') {
    const c = board.state.combat;
    if (!c || d.controller === board.state.active) return false;
  }
  if (f.keyword && !d.keywords.has(f.keyword)) return false;
  if (f.notKeyword && d.keywords.has(f.notKeyword)) return false;
  if ((f.notColor || f.color) && !colorsMatch(board, d, f)) return false;
  if (f.toughnessAtLeast !== undefined && d.toughness < f.toughnessAtLeast) return false;
  if (f.powerAtLeast !== undefined && d.power < f.powerAtLeast) return false;
  if (f.powerAtMost !== undefined && d.power > f.powerAtMost) return false;
  if (f.notTypes && anyIn(f.notTypes, d.types)) return false;
  if (f.notSubtypes && anyIn(f.notSubtypes, d.subtypes)) return false;
  if (f.other && d.id === sourceId) return false;
  if (f.self && d.id !== sourceId) return false;
  const o = board.state.objects[d.id];
  if (f.tapped !== undefined && (!o || o.tapped !== f.tapped)) return false;
  if (f.token && !o?.token) return false;
  if (f.dealtDamageThisTurn && !(o && (o.damage > 0 || o.damagedThisTurn))) return false;
  if (f.basic && !d.supertypes.includes('basic')) return false;
  if (f.attacking && !board.state.combat?.attackers.includes(d.id)) return false;
  if (f.inCombat && !inCombat(board.state, d.id)) return false;
  if (f.attackedThisTurn && o?.attackedOnTurn !== board.state.turn) return false;
  if (f.equipped && !isEquipped(board.state, d.id)) return false;
  return true;
}

/** Attacking or blocking (CR 506.4). */
function inCombat(s: MtgState, id: number): boolean {
  const c = s.combat;
  return !!c && (c.attackers.includes(id) || c.blocks[id] !== undefined);
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

/** A filter's keys that read only the board's values of a permanent (and its fixed identity: a token). */
const BOARD_KEYS: ReadonlySet<string> = new Set([
  'types',
  'subtypes',
  'allTypes',
  'keyword',
  'notKeyword',
  'notColor',
  'color',
  'toughnessAtLeast',
  'powerAtLeast',
  'powerAtMost',
  'notTypes',
  'notSubtypes',
  'token',
  'other',
  'self',
  'basic',
]);

/**
 * Whether `matches` reads nothing but the board for this filter when it is given a permanent (an unknown
 * key: it may): targets.ts keeps candidate lists per board for such filters. A key added to `matches`
 * that reads more (tapped state, damage, combat, attachments) stays out of this list.
 */
export function readsOnlyBoard(f: Filter | undefined): boolean {
  if (f === undefined) return true;
  for (const key in f) {
    if (BOARD_KEYS.has(key)) continue;
    if (key === 'controller' && f.controller !== 'defending') continue;
    if (key === 'anyOf' && (f.anyOf ?? []).every(readsOnlyBoard)) continue;
    return false;
  }
  return true;
}

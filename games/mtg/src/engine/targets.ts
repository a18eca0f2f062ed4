/**
 * Targets (CR 115): the legal choices for a target spec, every legal
 * combination of choices for an ability's specs, and the recheck on
 * resolution (CR 608.2b). Hexproof: an opponent's spells and abilities
 * cannot target the permanent (CR 702.11).
 */
import type { TargetSpec } from '../cards/rules-block.ts';
import { type Board, board, cardDerived, hasFlag } from './derived.ts';
import { matches, readsOnlyBoard } from './filter.ts';
import { type MtgState, playerTarget, type Seat } from './state.ts';

/**
 * The legal choices for `spec`, in board order; with `cap`, only the first `cap` of them. Read only:
 * the list may be a kept one (see `keptCandidates`).
 */
export function candidates(
  s: MtgState,
  spec: TargetSpec,
  you: Seat,
  sourceId: number,
  cap = Number.POSITIVE_INFINITY,
): readonly number[] {
  const b = board(s);
  if (keeping && (spec.kind === 'permanent' || spec.kind === 'any')) {
    const kept = keptCandidates(s, b, spec, you, sourceId, cap);
    if (kept !== null) return kept;
  }
  return candidatesOn(s, b, spec, you, sourceId, cap);
}

/** `candidates` read afresh from board `b` of `s`. */
function candidatesOn(
  s: MtgState,
  b: Board,
  spec: TargetSpec,
  you: Seat,
  sourceId: number,
  cap: number,
): number[] {
  const out: number[] = [];
  if (cap <= 0) return out;
  const bf = s.battlefield;
  switch (spec.kind) {
    case 'permanent':
      for (let i = 0; i < bf.length; i++)
        if (targetablePermanent(s, b, bf[i], spec, you, sourceId) && out.push(bf[i]) >= cap) return out;
      break;
    case 'any':
      for (let i = 0; i < bf.length; i++) {
        const d = b.byId.get(bf[i])!;
        if (
          d.types.includes('creature') &&
          targetablePermanent(s, b, bf[i], spec, you, sourceId) &&
          out.push(bf[i]) >= cap
        )
          return out;
      }
      out.push(playerTarget(0), playerTarget(1));
      break;
    case 'player':
      for (let q = 0; q <= 1; q++) {
        const p = q as Seat;
        if (spec.filter?.controller === 'opponent' && p === you) continue;
        out.push(playerTarget(p));
      }
      break;
    case 'spell':
      for (const item of s.stack) {
        if (item.kind !== 'spell' || item.id === sourceId) continue;
        if (spec.singleTarget && item.targets.reduce((n, g) => n + g.length, 0) !== 1) continue;
        const o = s.objects[item.source];
        if (o && matches(b, cardDerived(o), spec.filter, you, sourceId)) out.push(item.id);
      }
      break;
    case 'card': {
      const owners: Seat[] = spec.owner === 'opponent' ? [(1 - you) as Seat] : [you];
      for (const p of owners)
        for (const id of s.players[p].graveyard)
          if (matches(b, cardDerived(s.objects[id]), spec.filter, you, sourceId)) out.push(id);
      break;
    }
  }
  return out;
}

/**
 * Permanent candidates kept per board. A legal list reads them for every spell and ability with targets,
 * and the autopass check's quick test for those it judges by targets (priority-candidates.ts), many times
 * on one board: both players' lists and checks between two changes of the battlefield (random Sixth
 * Edition games ask about three times in four for a list some earlier query of the same board read).
 *
 * A list is kept only for a spec whose filter reads nothing but the board (filter.ts `readsOnlyBoard`): the board object
 * is new at every change of a battlefield characteristic, zone or controller (derived.ts), and decides
 * hexproof, "can't be the target of spells", controllers and whatever such a filter asks; what else a
 * choice reads is in the key — the choosing player, and the source: a permanent's id (`other`, `self`),
 * or whether it is a spell (no permanent's id is a card's in hand or on the stack, so those read the same
 * for every such source). Not kept: specs that read tapped state, damage, combat or attachments, which
 * change with no new board, and spells and cards (the stack, graveyards).
 */
interface KeptList {
  you: Seat;
  /** The source's id on the battlefield; -1: a spell; -2: neither (a source that has left). */
  source: number;
  list: number[];
}

let keeping = true;
let keptBoard: Board | null = null;
/** Per spec read on `keptBoard`: its lists, or null when its filter reads more than the board. */
let keptBySpec = new Map<TargetSpec, KeptList[] | null>();
/** How many calls a kept list answered (for tests: the path is taken). */
let answered = 0;

/** For tests and measurement: with `on` false, candidates are read afresh at every call (what is kept stays). */
export function keepTargetCandidates(on: boolean): void {
  keeping = on;
}

export function keptCandidateAnswers(): number {
  return answered;
}

/** The kept list for this spec, choosing player and source on board `b` (made when missing); null when not kept. */
function keptCandidates(
  s: MtgState,
  b: Board,
  spec: TargetSpec,
  you: Seat,
  sourceId: number,
  cap: number,
): readonly number[] | null {
  if (keptBoard !== b) {
    keptBoard = b;
    keptBySpec = new Map();
  }
  let lists = keptBySpec.get(spec);
  if (lists === undefined) {
    lists = readsOnlyBoard(spec.filter) ? [] : null;
    keptBySpec.set(spec, lists);
  }
  if (lists === null) return null;
  const source = b.byId.has(sourceId) ? sourceId : isSpell(s, sourceId) ? -1 : -2;
  for (let i = 0; i < lists.length; i++) {
    const k = lists[i];
    if (k.you === you && k.source === source) {
      answered++;
      return k.list.length <= cap ? k.list : k.list.slice(0, cap);
    }
  }
  // Read in full (a capped read too: the next read of this board may want them all).
  const list = candidatesOn(s, b, spec, you, sourceId, Number.POSITIVE_INFINITY);
  lists.push({ you, source, list });
  return list.length <= cap ? list : list.slice(0, cap);
}

/**
 * Whether `spec` has at least `need` candidates (`candidates(s, spec, you, sourceId).length >= need`),
 * for the autopass check's quick test: without reading the board when no permanent can be attacking
 * (a filter of attacking permanents) or no spell is on the stack, and from the kept lists otherwise.
 */
export function enoughCandidates(
  s: MtgState,
  spec: TargetSpec,
  you: Seat,
  sourceId: number,
  need: number,
): boolean {
  if (need <= 0) return true;
  if (spec.kind === 'spell' && s.stack.length === 0) return false;
  if (spec.filter?.attacking && !(s.combat && s.combat.attackers.length > 0))
    return spec.kind === 'any' && need <= 2;
  return candidates(s, spec, you, sourceId, need).length >= need;
}

/**
 * How many candidates a permanent or spell spec needs at least for `targetCombos` to have a combination
 * (its `min`; 1 for a divided amount); 0 for other kinds, which the quick test of the autopass check
 * (priority-candidates.ts) does not look for. With fewer, no group of the spec can be filled.
 */
export function candidatesNeeded(spec: TargetSpec): number {
  if (spec.kind !== 'permanent' && spec.kind !== 'spell') return 0;
  if (spec.divided !== undefined) return spec.divided > 0 ? 1 : 0;
  return spec.min;
}

/** Can permanent `id` be chosen for `spec` (hexproof, the defending player, the filter)? */
function targetablePermanent(
  s: MtgState,
  b: Board,
  id: number,
  spec: TargetSpec,
  you: Seat,
  sourceId: number,
): boolean {
  const d = b.byId.get(id);
  if (!d) return false;
  if (d.controller !== you && d.keywords.has('hexproof')) return false;
  if (spec.filter?.controller === 'defending' && d.controller === s.active) return false;
  if (d.flags.length > 0 && hasFlag(d, 'cant_be_targeted') && isSpell(s, sourceId)) return false;
  return matches(b, d, spec.filter, you, sourceId);
}

/**
 * Is the source choosing targets a spell: a card being cast (in hand or a graveyard) or on the stack? An
 * ability's source is a permanent, or gone (a new object) once it left the battlefield.
 */
function isSpell(s: MtgState, sourceId: number): boolean {
  const o = s.objects[sourceId];
  return o !== undefined && o.zone !== 'battlefield';
}

function subsets(items: readonly number[], min: number, max: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, cur: number[]) => {
    if (cur.length >= min) out.push([...cur]);
    if (cur.length === max) return;
    for (let i = start; i < items.length; i++) {
      cur.push(items[i]);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

/**
 * A divided amount's groups (CR 601.2d): every multiset of `k` candidates (each part of 1 names its
 * target), at most `limit`; a target named n times gets n of the amount.
 */
function divisions(items: readonly number[], k: number, limit: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, cur: number[]) => {
    if (out.length >= limit) return;
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < items.length; i++) {
      cur.push(items[i]);
      rec(i, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

/** The groups one spec can be given: combinations of its candidates, or divisions of its amount. */
function groupsOf(spec: TargetSpec, cands: readonly number[], limit: number): number[][] {
  if (spec.divided !== undefined) return divisions(cands, spec.divided, limit);
  return subsets(cands, spec.min, Math.min(spec.max, cands.length));
}

/** Every legal assignment of choices to `specs` (at most `limit`), or [] when some required group cannot be filled. */
export function targetCombos(
  s: MtgState,
  specs: TargetSpec[],
  you: Seat,
  sourceId: number,
  limit = 400,
): number[][][] {
  if (specs.length === 0) return NO_TARGETS_COMBOS;
  // One plain spec (the usual case): each choice is a combination of its own.
  if (specs.length === 1 && !specs[0].differentControllers && !specs[0].otherThan) {
    const spec = specs[0];
    const cands = candidates(s, spec, you, sourceId);
    const subs = groupsOf(spec, cands, limit);
    const n = Math.min(subs.length, limit);
    const out: number[][][] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = [subs[i]];
    return out;
  }
  return combosOfSeveral(s, specs, you, sourceId, limit);
}

/**
 * What a spell or ability without targets chooses: its one empty combination. Shared, as nothing changes
 * a combination (and an untargeted query, the usual one, then allocates nothing here).
 */
const NO_TARGETS_COMBOS: number[][][] = [[]];

/**
 * `targetCombos` for several specs, or one with a rule between choices. Apart from it so that its closures
 * (over the parameters) do not make every call of `targetCombos` allocate a context.
 */
function combosOfSeveral(
  s: MtgState,
  specs: TargetSpec[],
  you: Seat,
  sourceId: number,
  limit: number,
): number[][][] {
  const groups = specs.map((spec) => {
    const cands = candidates(s, spec, you, sourceId);
    let subs = groupsOf(spec, cands, limit);
    if (spec.differentControllers)
      subs = subs.filter((g) => new Set(g.map((id) => board(s).byId.get(id)?.controller)).size === g.length);
    return subs;
  });
  let combos: number[][][] = [[]];
  for (let i = 0; i < groups.length; i++) {
    const next: number[][][] = [];
    for (const c of combos)
      for (const g of groups[i]) {
        const excluded = (specs[i].otherThan ?? []).flatMap((j) => c[j] ?? []);
        if (g.some((id) => excluded.includes(id))) continue;
        next.push([...c, g]);
        if (next.length >= limit) break;
      }
    combos = next;
  }
  return combos;
}

/**
 * What a search for one legal action reads of `targetCombos(s, specs, you,
 * sourceId)`: its first combination (none if it has none). For one plain
 * spec that is the spec's first `min` candidates, so the board is scanned
 * only until they are found; otherwise the whole list is returned.
 */
export function firstTargetCombos(
  s: MtgState,
  specs: TargetSpec[],
  you: Seat,
  sourceId: number,
): number[][][] {
  if (specs.length !== 1 || specs[0].differentControllers || specs[0].otherThan)
    return targetCombos(s, specs, you, sourceId);
  const spec = specs[0];
  const cands = candidates(s, spec, you, sourceId, spec.min);
  const subs = groupsOf(spec, cands, 1);
  return subs.length === 0 ? [] : [[subs[0]]];
}

/** Is this chosen target still legal on resolution? */
export function stillLegal(s: MtgState, spec: TargetSpec, id: number, you: Seat, sourceId: number): boolean {
  return candidates(s, spec, you, sourceId).includes(id);
}

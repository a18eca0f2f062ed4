/**
 * Declaring attackers and blockers (CR 508.1, 509.1), one creature at a time
 * and then finished. The finished declaration is checked as a whole against
 * the restrictions (defender, flying/reach, "can't attack you", menace, an
 * attack tax that must be payable) and the requirements (goad, "attacks each
 * combat if able", "all creatures able to block it do so"), which must be
 * obeyed as far as possible without breaking a restriction (CR 508.1d,
 * 509.1c). An illegal declaration is refused with the rule it breaks, never
 * corrected: the player decides again.
 *
 * So that no player is ever left without a legal answer, a creature is
 * offered only while the declaration can still be finished legally by adding
 * creatures, and "done" only once it is legal.
 */

import { board, type Derived, hasFlag } from './derived.ts';
import { fireBecomesBlocked, mayAttack, mayBlock } from './evasion.ts';
import { events } from './event-sink.ts';
import { flowShortcuts } from './flow-shortcuts.ts';
import { canPay, pay } from './mana.ts';
import { costWithX } from './mana-cost.ts';
import { nameOf } from './objects.ts';
import type { Combat, MtgState } from './state.ts';
import { opponent } from './state.ts';
import { becameTapped } from './tapping.ts';
import { fire } from './triggers.ts';

export function newCombat(): Combat {
  return {
    attackers: [],
    blocks: {},
    declared: false,
    blocksDeclared: false,
    firstStrikeDone: false,
    assignments: {},
    blocked: [],
    asUnblocked: [],
    dealt: undefined,
  };
}

// ---------------- attackers ----------------

export function attackTax(s: MtgState): number {
  const def = opponent(s.active);
  let n = 0;
  for (const r of s.players[def].rules) if (r.rule.id === 'attack_tax') n += r.rule.amount;
  return n;
}

export function canAttack(s: MtgState, d: Derived): boolean {
  const o = s.objects[d.id];
  if (d.controller !== s.active || !d.types.includes('creature') || o.tapped) return false;
  if (o.sick && !d.keywords.has('haste')) return false;
  if (d.keywords.has('defender') && !hasFlag(d, 'attacks_despite_defender')) return false;
  const def = opponent(s.active);
  for (const f of d.flagSources) if (f.flag.id === 'cant_attack_you' && f.controller === def) return false;
  return d.flags.length === 0 || mayAttack(board(s), d);
}

/** Why the creature must attack if able (CR 508.1d), or null. */
function attackRequirement(s: MtgState, d: Derived): string | null {
  if (hasFlag(d, 'goaded') || s.objects[d.id].goadedBy.length > 0) return 'goaded, CR 701.15b';
  if (hasFlag(d, 'must_attack')) return 'attacks each combat if able';
  return null;
}

/**
 * Whether the attack tax for these attackers can be paid once they are
 * tapped: attacking creatures tap before costs are paid (CR 508.1f-h), so a
 * mana creature cannot pay for its own attack (unless it has vigilance).
 */
function taxPayable(s: MtgState, attackers: readonly number[]): boolean {
  const tax = attackTax(s);
  if (tax === 0 || attackers.length === 0) return true;
  const b = board(s);
  const tapped = attackers.filter((id) => !b.byId.get(id)?.keywords.has('vigilance'));
  return canPay(s, s.active, costWithX(null, 0, 0, tax * attackers.length), tapped);
}

/**
 * Creatures that may be added to the declaration: able to attack, and the
 * tax for all the attackers still payable (a declaration it cannot pay for
 * cannot be finished by adding more).
 */
export function attackCandidates(s: MtgState): number[] {
  return attackDeclaration(s, false).candidates;
}

/** Why the declaration as it stands is not a legal one, or null when it is. */
export function attackProblem(s: MtgState): string | null {
  return attackDeclaration(s, true).problem;
}

/**
 * The attack declaration read in one pass over the board: the creatures
 * that may still be added and, when asked, what keeps it from being legal.
 */
export function attackDeclaration(
  s: MtgState,
  withProblem: boolean,
): { candidates: number[]; problem: string | null } {
  const c = s.combat!;
  const tax = attackTax(s);
  const candidates: number[] = [];
  // A requirement that costs something to obey is not one a player must obey (CR 508.1d).
  let missing: string[] | null = null;
  for (const d of board(s).byId.values()) {
    if (!canAttack(s, d) || c.attackers.includes(d.id)) continue;
    if (tax === 0 || taxPayable(s, [...c.attackers, d.id])) candidates.push(d.id);
    if (!withProblem || tax > 0) continue;
    const why = attackRequirement(s, d);
    if (!why) continue;
    if (!missing) missing = [];
    missing.push(`${nameOf(s.objects[d.id])} (${why})`);
  }
  let problem: string | null = null;
  if (withProblem && !taxPayable(s, c.attackers))
    problem = `CR 508.1h: the attack tax of {${tax}} for each of ${c.attackers.length} attackers cannot be paid (attacking creatures tap before it is paid)`;
  else if (missing) problem = `CR 508.1d: ${missing.join(', ')} must attack (able to, and not declared)`;
  return { candidates, problem };
}

/** The declaration is final (checked by the caller): attackers tap, the tax is paid, attack triggers fire. */
export function finishAttackers(s: MtgState): void {
  const c = s.combat!;
  const b = board(s);
  c.declared = true;
  for (const id of c.attackers)
    if (!b.byId.get(id)!.keywords.has('vigilance')) {
      s.objects[id].tapped = true;
      becameTapped(s, id, false);
    }
  events.emit?.({ type: 'attack', player: s.active, cards: c.attackers.map((id) => nameOf(s.objects[id])) });
  const tax = attackTax(s);
  if (tax > 0 && c.attackers.length > 0 && !pay(s, s.active, costWithX(null, 0, 0, tax * c.attackers.length)))
    throw new Error('finishAttackers: the attack tax was checked payable but is not');
  for (const id of c.attackers) fire(s, { type: 'ATTACKS', object: id });
}

// ---------------- blockers ----------------

export function canBlock(s: MtgState, blocker: Derived, attacker: Derived): boolean {
  const o = s.objects[blocker.id];
  if (blocker.controller === s.active || !blocker.types.includes('creature') || o.tapped) return false;
  if (attacker.keywords.has('flying') && !blocker.keywords.has('flying') && !blocker.keywords.has('reach'))
    return false;
  return mayBlock(board(s), blocker, attacker);
}

/**
 * What the block rules read of a combat: each possible blocker with the
 * attackers it can block, the attackers that all able creatures must block
 * (CR 509.1c) and the attackers with menace (CR 702.110b).
 */
export interface BlockRules {
  options: Array<{
    blocker: number;
    attackers: number[];
    /**
     * Its blocks that count for the rules: the menace attacker's index (or -1), a requirement obeyed (1)
     * or not, the index of an attacker that can't be blocked by more than one creature (or -1).
     */
    counted: Array<{ menace: number; obeys: number; one: number }>;
  }>;
  mustBeBlocked: Set<number>;
  menace: number[];
  /** The attackers that can't be blocked by more than one creature (CR 509.1b). */
  maxOne: number[];
  /** The most requirements any legal declaration obeys (worked out on first use). */
  most?: number;
}

export function blockRules(s: MtgState): BlockRules {
  const c = s.combat!;
  const b = board(s);
  const attackers: Derived[] = [];
  for (const aid of c.attackers) {
    const at = b.byId.get(aid);
    if (at) attackers.push(at);
  }
  const mustBeBlocked = new Set<number>();
  const menace: number[] = [];
  const maxOne: number[] = [];
  for (const at of attackers) {
    if (hasFlag(at, 'must_be_blocked_by_all')) mustBeBlocked.add(at.id);
    if (at.keywords.has('menace')) menace.push(at.id);
    if (at.flags.length > 0 && hasFlag(at, 'max_one_blocker')) maxOne.push(at.id);
  }
  const options: BlockRules['options'] = [];
  for (const bl of b.byId.values()) {
    // Only an untapped creature of the defending player blocks (CR 509.1a).
    if (bl.controller === s.active || !bl.types.includes('creature') || s.objects[bl.id].tapped) continue;
    const can: number[] = [];
    const counted: BlockRules['options'][number]['counted'] = [];
    for (const at of attackers) {
      if (!canBlock(s, bl, at)) continue;
      can.push(at.id);
      const i = menace.indexOf(at.id);
      const obeys = mustBeBlocked.has(at.id) ? 1 : 0;
      const one = maxOne.indexOf(at.id);
      // Blocking an attacker with none of these rules counts the same as blocking nothing.
      if (i >= 0 || obeys > 0 || one >= 0) counted.push({ menace: i, obeys, one });
    }
    if (can.length > 0) options.push({ blocker: bl.id, attackers: can, counted });
  }
  return { options, mustBeBlocked, menace, maxOne };
}

/**
 * The most requirements (a creature blocking an attacker it must block) that
 * a legal declaration containing `blocks` (and `blocker` blocking `attacker`,
 * when given) can obey, or -1 when no legal one contains it (a menace
 * attacker left with one blocker and no creature free to join it). A small
 * search over the free creatures, each blocking nothing, an attacker it must
 * block or a menace attacker, with each menace attacker's blockers counted
 * 0, 1 or 2+ (a state is those counts in base 3), and each attacker that
 * can't be blocked by more than one creature's blockers counted 0 or 1
 * (one more digit in base 3 that never reaches 2).
 */
function bestCompletion(
  r: BlockRules,
  blocks: Record<string, number>,
  blocker = -1,
  attacker = -1,
  memo: Map<string, number> | null = null,
): number {
  const k = r.menace.length;
  const dims = k + r.maxOne.length;
  const counts = new Array<number>(dims).fill(0);
  let base = 0;
  const count = (at: number) => {
    if (r.mustBeBlocked.has(at)) base++;
    const i = r.menace.indexOf(at);
    if (i >= 0) counts[i]++;
    const j = r.maxOne.indexOf(at);
    if (j >= 0) counts[k + j]++;
  };
  for (const bl in blocks) count(blocks[bl]);
  if (blocker >= 0) count(attacker);
  for (let j = k; j < dims; j++) if (counts[j] > 1) return -1;
  const pow: number[] = [];
  let start = 0;
  for (let i = 0; i < dims; i++) {
    pow.push(3 ** i);
    start += Math.min(counts[i], 2) * pow[i];
  }
  // The search's answer depends only on where it starts and on which creatures are free: within one set of
  // blocks, a blocker left out counts by its blocks that count (creatures with the same ones are alike).
  let key = '';
  if (memo) {
    const left = blocker >= 0 ? r.options.find((o) => o.blocker === blocker) : undefined;
    key = `${start}|${left && left.counted.length > 0 ? countedKey(left.counted) : ''}`;
    const known = memo.get(key);
    if (known !== undefined) return known < 0 ? known : base + known;
  }
  const best = completionSearch(r, blocks, blocker, start, pow, k);
  if (memo) memo.set(key, best);
  return best < 0 ? best : base + best;
}

function countedKey(counted: BlockRules['options'][number]['counted']): string {
  let key = '';
  for (const c of counted) key += `${c.menace},${c.obeys},${c.one};`;
  return key;
}

/**
 * The most requirements the free creatures (not in `blocks`, not `blocker`) can obey from state `start`,
 * ending in a state with no menace attacker blocked by exactly one creature; -1 when none is reachable.
 */
function completionSearch(
  r: BlockRules,
  blocks: Record<string, number>,
  blocker: number,
  start: number,
  pow: number[],
  k: number,
): number {
  const dims = pow.length;
  // best[state]: the most requirements the free creatures seen so far obey, reaching that state (-1: unreachable).
  let best = new Int32Array(3 ** dims).fill(-1);
  best[start] = 0;
  for (const o of r.options) {
    if (o.counted.length === 0 || blocks[o.blocker] !== undefined || o.blocker === blocker) continue;
    const next = best.slice();
    for (let code = 0; code < best.length; code++) {
      const v = best[code];
      if (v < 0) continue;
      for (const { menace: i, obeys, one } of o.counted) {
        let to = i >= 0 && Math.floor(code / pow[i]) % 3 < 2 ? code + pow[i] : code;
        if (one >= 0) {
          // A second blocker for it is not a legal block: this choice is not open from here.
          if (Math.floor(code / pow[k + one]) % 3 >= 1) continue;
          to += pow[k + one];
        }
        if (next[to] < v + obeys) next[to] = v + obeys;
      }
    }
    best = next;
  }
  let most = -1;
  for (let code = 0; code < best.length; code++) {
    if (best[code] < 0) continue;
    let ok = true;
    for (let i = 0; i < k; i++) if (Math.floor(code / pow[i]) % 3 === 1) ok = false;
    if (ok && best[code] > most) most = best[code];
  }
  return most;
}

function mostRequirements(r: BlockRules): number {
  if (r.most === undefined) r.most = bestCompletion(r, {});
  return r.most;
}

function simple(r: BlockRules): boolean {
  return r.mustBeBlocked.size === 0 && r.menace.length === 0 && r.maxOne.length === 0;
}

/**
 * The blocks that may be added: a creature not blocking yet, an attacker it
 * can block, and the declaration still finishable legally with it.
 */
export function blockOptions(s: MtgState, r = blockRules(s)): Array<{ blocker: number; attacker: number }> {
  const c = s.combat!;
  const out: Array<{ blocker: number; attacker: number }> = [];
  for (const o of r.options) {
    if (c.blocks[o.blocker] !== undefined) continue;
    for (const attacker of o.attackers) out.push({ blocker: o.blocker, attacker });
  }
  if (simple(r)) return out;
  const most = mostRequirements(r);
  const memo = flowShortcuts.on ? new Map<string, number>() : null;
  return out.filter((o) => bestCompletion(r, c.blocks, o.blocker, o.attacker, memo) === most);
}

/** Why the block declaration as it stands is not a legal one, or null when it is. */
export function blockProblem(s: MtgState, r = blockRules(s)): string | null {
  const c = s.combat!;
  if (simple(r)) return null;
  const name = (id: number) => nameOf(s.objects[id]);
  for (const at of r.menace) {
    const blockers = Object.keys(c.blocks).filter((k) => c.blocks[k] === at);
    if (blockers.length === 1)
      return `CR 702.110b: ${name(at)} has menace and can't be blocked by ${name(Number(blockers[0]))} alone`;
  }
  for (const at of r.maxOne) {
    const blockers = Object.keys(c.blocks).filter((k) => c.blocks[k] === at);
    if (blockers.length > 1)
      return `CR 509.1b: ${name(at)} can't be blocked by more than one creature (${blockers.map((b) => name(Number(b))).join(', ')})`;
  }
  // Requirements obeyed as far as possible (CR 509.1c): who could obey one more?
  let obeyed = 0;
  for (const k of Object.keys(c.blocks)) if (r.mustBeBlocked.has(c.blocks[k])) obeyed++;
  if (obeyed >= mostRequirements(r)) return null;
  const idle = r.options.filter(
    (o) => !r.mustBeBlocked.has(c.blocks[o.blocker]) && o.attackers.some((at) => r.mustBeBlocked.has(at)),
  );
  const pairs = idle.map((o) => {
    const at = o.attackers.find((a) => r.mustBeBlocked.has(a)) as number;
    return `${name(o.blocker)} must block ${name(at)}`;
  });
  return `CR 509.1c: ${pairs.join(', ')} (all creatures able to block it do so)`;
}

/** The block declaration is final (checked by the caller): blocked attackers are marked, block triggers fire. */
export function finishBlockers(s: MtgState): void {
  const c = s.combat!;
  c.blocksDeclared = true;
  // The blocked attackers listed once, not once per attacker.
  const blockedAttackers = Object.values(c.blocks);
  c.blocked = c.attackers.filter((aid) => blockedAttackers.includes(aid));
  events.emit?.({ type: 'blocks', player: opponent(s.active), blocks: Object.keys(c.blocks).length });
  for (const k of Object.keys(c.blocks)) fire(s, { type: 'BLOCKS', object: Number(k) });
  fireBecomesBlocked(s);
}

// ---------------- refusals ----------------

/**
 * Why a declaration action that is not legal now is refused, in the rules'
 * words: a finish whose declaration breaks a rule, a creature that cannot
 * attack or block, or one whose addition leaves no legal way to finish.
 */
export function declarationRefusal(
  s: MtgState,
  a: { type: string; creature?: number; blocker?: number; attacker?: number },
): string | null {
  const d = s.pending?.kind;
  if (d === 'declare_attackers') {
    if (a.type === 'attack_done') return attackProblem(s);
    if (a.type !== 'attack' || typeof a.creature !== 'number') return null;
    const c = board(s).byId.get(a.creature);
    if (!c || !canAttack(s, c))
      return `CR 508.1a: ${describeId(s, a.creature)} can't attack (it must be an untapped creature of the attacking player, not summoning sick, without defender, and allowed to attack that player)`;
    if (s.combat!.attackers.includes(a.creature)) return `${describeId(s, a.creature)} is attacking already`;
    const n = s.combat!.attackers.length + 1;
    return `CR 508.1h: the attack tax of {${attackTax(s)}} for each of ${n} attackers could not be paid (attacking creatures tap before it is paid)`;
  }
  if (d === 'declare_blockers') {
    if (a.type === 'block_done') return blockProblem(s);
    if (a.type !== 'block' || typeof a.blocker !== 'number' || typeof a.attacker !== 'number') return null;
    const b = board(s);
    const bl = b.byId.get(a.blocker);
    const at = s.combat!.attackers.includes(a.attacker) ? b.byId.get(a.attacker) : undefined;
    if (!bl || !at || !canBlock(s, bl, at))
      return `CR 509.1a-b: ${describeId(s, a.blocker)} can't block ${describeId(s, a.attacker)}`;
    if (s.combat!.blocks[a.blocker] !== undefined) return `${describeId(s, a.blocker)} is blocking already`;
    return `CR 509.1c, 702.110b: with ${describeId(s, a.blocker)} blocking ${describeId(s, a.attacker)}, no legal block declaration can be finished (a menace attacker left with one blocker, or a creature kept from a block it must make)`;
  }
  return null;
}

function describeId(s: MtgState, id: number): string {
  const o = s.objects[id];
  return o ? `${nameOf(o)} (${id})` : `object ${id}`;
}

/**
 * Combat damage (CR 510): damage assignment among several blockers as the
 * attacking player chooses (no damage assignment order), trample with
 * deathtouch counting 1 as lethal, first-strike and regular damage steps.
 * Declaring attackers and blockers is in declarations.ts.
 */

import { damageTo } from './damage.ts';
import { board, type Derived, hasFlag } from './derived.ts';
import { type MtgState, opponent, playerTarget, type Seat } from './state.ts';

export function blockersOf(s: MtgState, attacker: number): number[] {
  const c = s.combat!;
  const out: number[] = [];
  for (const k in c.blocks)
    if (c.blocks[k] === attacker && s.objects[Number(k)]?.zone === 'battlefield') out.push(Number(k));
  return out;
}

function dealsIn(d: Derived, firstStep: boolean): boolean {
  const fs = d.keywords.has('first_strike') || d.keywords.has('double_strike');
  return firstStep ? fs : !d.keywords.has('first_strike') || d.keywords.has('double_strike');
}

export function needsFirstStrikeStep(s: MtgState): boolean {
  const c = s.combat!;
  const b = board(s);
  for (const id of c.attackers) if (strikesFirst(b.byId.get(id))) return true;
  for (const k in c.blocks) if (strikesFirst(b.byId.get(Number(k)))) return true;
  return false;
}

function strikesFirst(d: Derived | undefined): boolean {
  return !!d && (d.keywords.has('first_strike') || d.keywords.has('double_strike'));
}

export function lethalFor(s: MtgState, attacker: Derived, blocker: number): number {
  const d = board(s).byId.get(blocker);
  if (!d) return 0;
  if (attacker.keywords.has('deathtouch')) return 1;
  return Math.max(0, d.toughness - s.objects[blocker].damage);
}

/**
 * An attacker whose controller has a damage assignment to make now (CR
 * 510.1c-d): two or more blockers; one blocker and trample with more power
 * than lethal damage (how much goes past it); or one blocker and "as though
 * it weren't blocked" (Imaryll).
 */
export function nextAssignment(s: MtgState, firstStep: boolean): number | null {
  const c = s.combat!;
  const b = board(s);
  for (const aid of c.attackers) {
    const at = b.byId.get(aid);
    if (!at || !dealsIn(at, firstStep) || at.power <= 0) continue;
    if (c.assignments[aid]) continue;
    const blockers = blockersOf(s, aid);
    if (blockers.length >= 2) return aid;
    if (blockers.length === 1) {
      if (at.keywords.has('trample') && at.power > lethalFor(s, at, blockers[0])) return aid;
      if (hasFlag(at, 'may_assign_as_unblocked')) return aid;
    }
  }
  return null;
}

/** Deals the step's combat damage, all at once (CR 510.2). */
export function dealCombatDamage(s: MtgState, firstStep: boolean): void {
  const c = s.combat!;
  const b = board(s);
  const def = opponent(s.active);
  const hits: Array<[number, number, number]> = [];
  for (const aid of c.attackers) {
    const at = b.byId.get(aid);
    if (!at || !dealsIn(at, firstStep) || at.power <= 0) continue;
    const blockers = blockersOf(s, aid);
    const chosen = c.assignments[aid];
    if (chosen) {
      for (const [k, v] of Object.entries(chosen)) hits.push([aid, Number(k), v]);
    } else if (
      !c.blocked.includes(aid) ||
      (hasFlag(at, 'may_assign_as_unblocked') && c.asUnblocked.includes(aid))
    ) {
      hits.push([aid, playerTarget(def), at.power]);
    } else if (blockers.length === 0) {
      if (at.keywords.has('trample')) hits.push([aid, playerTarget(def), at.power]);
    } else {
      const bl = blockers[0];
      if (at.keywords.has('trample')) {
        // One blocker and trample: lethal to it, the rest to the player (see README).
        const lethal = Math.min(at.power, lethalFor(s, at, bl));
        hits.push([aid, bl, lethal]);
        if (at.power > lethal) hits.push([aid, playerTarget(def), at.power - lethal]);
      } else hits.push([aid, bl, at.power]);
    }
  }
  for (const [k, aid] of Object.entries(c.blocks)) {
    const bl = b.byId.get(Number(k));
    if (!bl || !dealsIn(bl, firstStep) || bl.power <= 0) continue;
    if (s.objects[aid]?.zone !== 'battlefield') continue;
    hits.push([bl.id, aid, bl.power]);
  }
  for (const [src, tgt, n] of hits) damageTo(s, src, tgt, n, true);
  c.assignments = {};
}

export function assignmentOptions(
  s: MtgState,
  attacker: number,
  remaining: number,
  assigned: Record<string, number>,
): Array<{ to: number; amount: number }> {
  const at = board(s).byId.get(attacker)!;
  const blockers = blockersOf(s, attacker);
  const out: Array<{ to: number; amount: number }> = [];
  for (const bl of blockers) {
    out.push({ to: bl, amount: 1 });
    // Exactly what is still lethal for this blocker, when that is neither 1 nor everything.
    const needed = lethalFor(s, at, bl) - (assigned[bl] ?? 0);
    if (needed > 1 && needed < remaining) out.push({ to: bl, amount: needed });
    if (remaining > 1) out.push({ to: bl, amount: remaining });
  }
  const lethalAll = blockers.every((bl) => (assigned[bl] ?? 0) >= lethalFor(s, at, bl));
  if (at.keywords.has('trample') && lethalAll)
    out.push({ to: playerTarget(opponent(s.active)), amount: remaining });
  if (hasFlag(at, 'may_assign_as_unblocked') && Object.keys(assigned).length === 0)
    out.push({ to: playerTarget(opponent(s.active)), amount: remaining });
  return out;
}

export type { Seat };

/**
 * Combat (CR 506-511): who may attack and block, requirements (goad, "attacks
 * each combat if able", "all creatures able to block this do so") and
 * restrictions (defender, flying/reach, menace, "can't attack you", attack
 * taxes), damage assignment among several blockers as the attacking player
 * chooses (no damage assignment order), trample with deathtouch counting 1 as
 * lethal, first-strike and regular damage steps.
 */

import { damageTo } from './damage.ts';
import { board, type Derived, hasFlag } from './derived.ts';
import { canPay, costWithX, pay } from './mana.ts';
import { type MtgState, opponent, playerTarget, type Seat } from './state.ts';
import { fire } from './triggers.ts';
import { drawCard } from './zones.ts';

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
  if (d.keywords.has('defender')) return false;
  const def = opponent(s.active);
  if (d.flagSources.some((f) => f.flag.id === 'cant_attack_you' && f.controller === def)) return false;
  return true;
}

export function mustAttack(s: MtgState, d: Derived): boolean {
  return hasFlag(d, 'must_attack') || hasFlag(d, 'goaded') || s.objects[d.id].goadedBy.length > 0;
}

export function attackCandidates(s: MtgState): number[] {
  const c = s.combat!;
  const tax = attackTax(s);
  const b = board(s);
  return [...b.byId.values()]
    .filter((d) => canAttack(s, d) && !c.attackers.includes(d.id))
    .filter(() => tax === 0 || canPay(s, s.active, costWithX(null, 0, 0, tax * (c.attackers.length + 1))))
    .map((d) => d.id);
}

export function finishAttackers(s: MtgState): void {
  const c = s.combat!;
  const tax = attackTax(s);
  const b = board(s);
  // Requirements, as far as they cost nothing (CR 508.1d).
  if (tax === 0)
    for (const d of b.byId.values())
      if (canAttack(s, d) && mustAttack(s, d) && !c.attackers.includes(d.id)) c.attackers.push(d.id);
  if (tax > 0 && c.attackers.length > 0) pay(s, s.active, costWithX(null, 0, 0, tax * c.attackers.length));
  c.declared = true;
  for (const id of c.attackers) {
    const d = b.byId.get(id)!;
    if (!d.keywords.has('vigilance')) s.objects[id].tapped = true;
  }
  for (const id of c.attackers) {
    fire(s, { type: 'ATTACKS', object: id });
    // Maeve: "whenever that creature attacks one of your opponents this turn".
    for (const g of s.objects[id].goadedBy)
      if (g.drawOnAttack && g.turn === s.turn && g.player !== s.active) drawCard(s, g.player);
  }
}

export function canBlock(s: MtgState, blocker: Derived, attacker: Derived): boolean {
  const o = s.objects[blocker.id];
  if (blocker.controller === s.active || !blocker.types.includes('creature') || o.tapped) return false;
  if (attacker.keywords.has('flying') && !blocker.keywords.has('flying') && !blocker.keywords.has('reach'))
    return false;
  return true;
}

export function blockOptions(s: MtgState): Array<{ blocker: number; attacker: number }> {
  const c = s.combat!;
  const b = board(s);
  const out: Array<{ blocker: number; attacker: number }> = [];
  for (const bl of b.byId.values()) {
    if (c.blocks[bl.id] !== undefined) continue;
    for (const aid of c.attackers) {
      const at = b.byId.get(aid);
      if (at && canBlock(s, bl, at)) out.push({ blocker: bl.id, attacker: aid });
    }
  }
  return out;
}

export function finishBlockers(s: MtgState): void {
  const c = s.combat!;
  const b = board(s);
  // "All creatures able to block this creature do so."
  for (const aid of c.attackers) {
    const at = b.byId.get(aid);
    if (!at || !hasFlag(at, 'must_be_blocked_by_all')) continue;
    for (const bl of b.byId.values())
      if (c.blocks[bl.id] === undefined && canBlock(s, bl, at)) c.blocks[bl.id] = aid;
  }
  // Menace: a lone blocker is not a legal block; it is withdrawn (see README).
  for (const aid of c.attackers) {
    const at = b.byId.get(aid);
    const blockers = Object.keys(c.blocks).filter((k) => c.blocks[k] === aid);
    if (at?.keywords.has('menace') && blockers.length === 1) delete c.blocks[blockers[0]];
  }
  c.blocksDeclared = true;
  c.blocked = c.attackers.filter((aid) => Object.values(c.blocks).includes(aid));
  for (const k of Object.keys(c.blocks)) fire(s, { type: 'BLOCKS', object: Number(k) });
}

export function blockersOf(s: MtgState, attacker: number): number[] {
  const c = s.combat!;
  return Object.keys(c.blocks)
    .filter((k) => c.blocks[k] === attacker && s.objects[Number(k)]?.zone === 'battlefield')
    .map(Number);
}

function dealsIn(d: Derived, firstStep: boolean): boolean {
  const fs = d.keywords.has('first_strike') || d.keywords.has('double_strike');
  return firstStep ? fs : !d.keywords.has('first_strike') || d.keywords.has('double_strike');
}

export function needsFirstStrikeStep(s: MtgState): boolean {
  const c = s.combat!;
  const b = board(s);
  const ids = [...c.attackers, ...Object.keys(c.blocks).map(Number)];
  return ids.some((id) => {
    const d = b.byId.get(id);
    return !!d && (d.keywords.has('first_strike') || d.keywords.has('double_strike'));
  });
}

export function lethalFor(s: MtgState, attacker: Derived, blocker: number): number {
  const d = board(s).byId.get(blocker);
  if (!d) return 0;
  if (attacker.keywords.has('deathtouch')) return 1;
  return Math.max(0, d.toughness - s.objects[blocker].damage);
}

/** An attacker whose controller must divide its damage now (two or more blockers). */
export function nextAssignment(s: MtgState, firstStep: boolean): number | null {
  const c = s.combat!;
  const b = board(s);
  for (const aid of c.attackers) {
    const at = b.byId.get(aid);
    if (!at || !dealsIn(at, firstStep) || at.power <= 0) continue;
    if (c.assignments[aid]) continue;
    if (blockersOf(s, aid).length >= 2) return aid;
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

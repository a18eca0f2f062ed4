/** Folds each defense and attack into the per-seat counters. */

import type { MitigationResult } from '../defense/pipeline.ts';
import type { DefenseResolution } from '../defense/resolution.ts';
import { sourceName } from '../rules/statuses.ts';
import type { AttackRecord, DuelState, Seat } from '../state.ts';

export function recordDefense(
  state: DuelState,
  defender: Seat,
  res: DefenseResolution,
  ultimate: boolean,
): void {
  const s = state.stats[defender];
  if (ultimate) return;
  if (res.version === 'v2') s.defenseTurnsV2++;
  else s.defenseTurnsV1++;
  s.rerolls += res.rerolls.length;
  const hits = res.rulesHit;
  for (let h = 0; h < hits.length; h++) {
    const hit = hits[h];
    let entry = s.rulesHit[hit.ruleId];
    if (entry === undefined) {
      entry = [0, 0];
      s.rulesHit[hit.ruleId] = entry;
    }
    entry[0]++;
    entry[1] += hit.newMatches;
    const effects = hit.effects;
    for (let k = 0; k < effects.length; k++) {
      const e = effects[k];
      if (!e.ok) {
        const key = sourceName(sourceName(hit.ruleId, ':'), e.type);
        s.effectRejections[key] = (s.effectRejections[key] ?? 0) + 1;
      }
    }
  }
}

export function recordAttack(
  state: DuelState,
  rec: AttackRecord,
  m: MitigationResult,
  spentPreventHalf: boolean,
): void {
  const attacker = state.stats[rec.attacker];
  const defender = state.stats[(1 - rec.attacker) as Seat];
  attacker.attacks++;
  if (rec.combo) attacker.abilityUses[rec.combo] = (attacker.abilityUses[rec.combo] ?? 0) + 1;
  attacker.damageDealt += rec.checkpoints.final;
  if (rec.ultimate) {
    // No defense happened: the damage counts, the mitigation pipeline doesn't.
    defender.ultimateDamageTaken += rec.checkpoints.final;
    return;
  }
  const cp = rec.checkpoints;
  defender.raw += cp.raw;
  defender.afterFlat += cp.afterFlat;
  defender.afterPrevent += cp.afterPrevent;
  defender.afterBlock += cp.afterBlock;
  defender.final += cp.final;
  defender.damageBlocked += m.blocked;
  defender.damagePrevented += m.prevented;
  defender.damageReflected += m.reflected;
  defender.flatBlockSum += m.flatApplied;
  defender.wastedBlockSum += m.wastedBlock;
  defender.dealPerSum += rec.dealtToAttacker;
  if (m.clamped) defender.clampEvents++;
  const res = state.lastDefense;
  if (res && !rec.negatedByEvasive && (res.preventHalf > 0 || spentPreventHalf)) defender.preventHalfEvents++;
}

/**
 * Scoring a rescued noble: VP per role icon, monster, citizen, domain,
 * monster type and goods (as a duke's multipliers), plus its special payout
 * operation, scored by its module (`effects/operations/scoring/`).
 */

import type { Catalog } from '../data/cards.ts';
import { ROLES } from '../data/catalog.ts';
import { opParams } from '../effects/compile.ts';
import { operationRegistry } from '../effects/operations/index.ts';
import type { PlayerState } from '../state.ts';
import { roleCount } from './economy.ts';

export function nobleVp(cat: Catalog, p: PlayerState): number {
  if (!p.extra || p.extra.nobles.length === 0) return 0;
  let vp = 0;
  for (const i of p.extra.nobles) {
    const n = cat.nobles[i];
    for (const role of ROLES) vp += n.each[role] * roleCount(cat, p, role, true);
    vp += n.each.monster * p.monsters.length;
    vp += n.each.citizen * (p.citizens.length + p.starters.length);
    vp += n.each.domain * p.domains.length;
    vp += n.each.goods * p.extra.goods;
    for (const c of p.monsters) {
      const type = cat.monsters[c].typeKey;
      if (type === 'boss' || type === 'minion' || type === 'beast' || type === 'titan') vp += n.each[type];
    }
    for (const leg of n.payout?.legs ?? []) {
      if (leg.kind !== 'op') continue;
      const m = operationRegistry.has(leg.name) ? operationRegistry.get(leg.name) : null;
      if (!m?.nobleVp) throw new Error(`no noble payout '${leg.name}'`);
      vp += m.nobleVp(opParams(m, leg), p);
    }
  }
  return vp;
}

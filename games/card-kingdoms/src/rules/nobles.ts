/**
 * Scoring a rescued noble: VP per role icon, monster, citizen, domain,
 * monster type and goods (as a duke's multipliers), plus its special payout
 * operation: `floor_div RESOURCE N V` (V VP per N of the resource held) and
 * `wild_choose N V` (V VP per N of the one resource the player holds most
 * of: the best choice is taken).
 */
import { type Catalog, ROLES } from '../data/catalog.ts';
import type { Arg } from '../grammar/tree.ts';
import type { PlayerState } from '../state.ts';
import { roleCount } from './economy.ts';

const RESOURCE_WORDS: Record<string, 'g' | 's' | 'm'> = { gold: 'g', strength: 's', magic: 'm' };

const nums = (args: Arg[]) => args.flatMap((a) => (a.kind === 'num' ? [a.n] : []));

/** The special payouts nobles name, by operation. */
export const NOBLE_PAYOUTS: Record<string, (p: PlayerState, args: Arg[]) => number> = {
  floor_div(p, args) {
    const word = args[0]?.kind === 'word' ? args[0].word : '';
    const [per, vp] = nums(args);
    const res = RESOURCE_WORDS[word];
    return res && per > 0 ? Math.floor(p[res] / per) * (vp ?? 1) : 0;
  },
  wild_choose(p, args) {
    const [per, vp] = nums(args);
    return per > 0 ? Math.floor(Math.max(p.g, p.s, p.m) / per) * (vp ?? 1) : 0;
  },
};

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
      const payout = NOBLE_PAYOUTS[leg.name];
      if (!payout) throw new Error(`no noble payout '${leg.name}'`);
      vp += payout(p, leg.args);
    }
  }
  return vp;
}

/**
 * Final scoring: VP tokens, the VP printed on owned monsters and domains, and
 * the kept duke (1 VP per N gold / strength / magic held; VP per role icon on
 * citizens, starters and domains; per monster, citizen, domain, monster type).
 * Ties: the larger tableau (citizens + starters + domains + monsters) wins,
 * then the win is shared (a draw).
 */
import type { Outcome } from '@arbiter/core';
import type { Catalog } from '../data/cards.ts';
import { ROLES } from '../data/catalog.ts';
import type { CkEvent } from '../events/events.ts';
import type { CkState, PlayerState } from '../state.ts';
import { roleCount } from './economy.ts';
import { nobleVp } from './nobles.ts';

export interface VpSources {
  tokens: number;
  monsters: number;
  domains: number;
  duke: number;
  /** Rescued nobles (expansions; 0 in the base game). */
  nobles: number;
  total: number;
}

export function dukeVp(cat: Catalog, p: PlayerState): number {
  if (p.duke === null) return 0;
  const d = cat.dukes[p.duke];
  let vp = 0;
  for (const r of ['g', 's', 'm'] as const) if (d.per[r] > 0) vp += Math.floor(p[r] / d.per[r]);
  for (const role of ROLES) vp += d.each[role] * roleCount(cat, p, role, true);
  vp += d.each.monster * p.monsters.length;
  vp += d.each.citizen * (p.citizens.length + p.starters.length);
  vp += d.each.domain * p.domains.length;
  for (const c of p.monsters) {
    const type = cat.monsters[c].typeKey;
    if (type === 'boss' || type === 'minion' || type === 'beast' || type === 'titan') vp += d.each[type];
  }
  return vp;
}

export function vpSources(cat: Catalog, p: PlayerState): VpSources {
  const monsters = p.monsters.reduce((n, c) => n + cat.monsters[c].vp, 0);
  const domains = p.domains.reduce((n, d) => n + cat.domains[d.card].vp, 0);
  const duke = dukeVp(cat, p);
  const nobles = nobleVp(cat, p);
  return { tokens: p.v, monsters, domains, duke, nobles, total: p.v + monsters + domains + duke + nobles };
}

export const tableauSize = (p: PlayerState) =>
  p.citizens.length + p.starters.length + p.domains.length + p.monsters.length;

/** Who leads on VP, then on tableau size (`tieBreak` when the tableau decided); more than one: a shared win. */
function leadersOf(cat: Catalog, state: CkState): { scores: number[]; leaders: number[]; tieBreak: boolean } {
  const scores = state.players.map((p) => vpSources(cat, p).total);
  const best = Math.max(...scores);
  let leaders = scores.flatMap((s, i) => (s === best ? [i] : []));
  const tieBreak = leaders.length > 1;
  if (tieBreak) {
    const size = Math.max(...leaders.map((i) => tableauSize(state.players[i])));
    leaders = leaders.filter((i) => tableauSize(state.players[i]) === size);
  }
  return { scores, leaders, tieBreak };
}

export function outcomeOf(cat: Catalog, state: CkState): Outcome | null {
  if (state.step !== 'over') return null;
  const { scores, leaders, tieBreak } = leadersOf(cat, state);
  if (leaders.length > 1)
    return { winner: null, draw: true, scores, reason: `${state.endReason}; shared win` };
  const reason = `${state.endReason ?? 'game over'}; ${tieBreak ? 'tied on VP, larger tableau' : 'most VP'}`;
  return { winner: leaders[0], draw: false, scores, reason };
}

/**
 * The end's events: each player's VP by source with the duke that scored
 * them (the rules reveal the dukes now), then who won and with how many VP
 * (`tieBreak`: on the larger tableau).
 */
export function scoredEvents(cat: Catalog, state: CkState): CkEvent[] {
  const out: CkEvent[] = state.players.map((p, player) => {
    const vp = vpSources(cat, p);
    return {
      type: 'scored',
      player,
      duke: p.duke === null ? null : cat.dukes[p.duke].name,
      tokens: vp.tokens,
      monsters: vp.monsters,
      domains: vp.domains,
      dukeVp: vp.duke,
      nobles: vp.nobles,
      total: vp.total,
    };
  });
  const { scores, leaders, tieBreak } = leadersOf(cat, state);
  out.push({
    type: 'result',
    winners: leaders,
    vp: Math.max(...scores),
    tieBreak: tieBreak && leaders.length === 1,
  });
  return out;
}

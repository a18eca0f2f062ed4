/**
 * The heuristic value of a position for a seat, in [-1, 1], used by the
 * greedy agent and by MCTS when a rollout stops early. It reads the position
 * as it will be once the pending step resolves:
 *  - an attack waiting for the defender's reaction counts as landed with
 *    nothing spent (mitigation pipeline applied, reflect and dealPer too);
 *  - during an offense the best ability the dice already show counts at
 *    half its damage (it is not dealt yet and the defense will take some);
 *  - burn on a hero, chi and evasive in hand shift the value a little.
 */
import { mitigate } from './defense/pipeline.ts';
import { COMBO_BIT, comboMask } from './rules/combos.ts';
import { catalogOf, type DuelState, type Seat } from './state.ts';

export function evaluateDuel(s: DuelState, p: number): number {
  if (s.result) return s.result.winner === null ? 0 : s.result.winner === p ? 1 : -1;
  const hp = [s.fighters[0].hp, s.fighters[1].hp];
  const attacker = s.active;
  const defender = (1 - attacker) as Seat;
  if (s.phase === 'react' && s.pending) {
    const d = s.pending.defense;
    const m = mitigate({
      raw: s.pending.raw,
      flat: d.flat,
      halvings: d.preventHalf,
      block: d.block,
      reflect: d.reflect,
      negated: false,
    });
    hp[defender] -= m.checkpoints.final;
    hp[attacker] -= m.reflected + d.dealToAttacker;
  } else if (s.phase === 'offense') {
    const mask = comboMask(s.offense.dice);
    let best = 0;
    for (const a of catalogOf(s).heroes[s.fighters[attacker].hero].def.offense) {
      if ((mask & COMBO_BIT[a.combo]) !== 0 && a.damage > best) best = a.damage;
    }
    hp[defender] -= best / 2;
  }
  const share = (seat: Seat) => Math.max(0, hp[seat]) / s.fighters[seat].maxHp;
  const me = p as Seat;
  const them = (1 - p) as Seat;
  const st = (seat: Seat, k: string) => s.fighters[seat].statuses[k] ?? 0;
  const x =
    share(me) -
    share(them) +
    0.03 * (st(them, 'burn') - st(me, 'burn')) +
    0.01 * (st(me, 'chi') - st(them, 'chi')) +
    0.01 * (st(me, 'evasive') - st(them, 'evasive'));
  return Math.tanh(2 * x);
}

/**
 * The heuristic value of a position for a seat, in [-1, 1], used by the
 * greedy agent and by MCTS when a rollout stops early. It reads the position
 * as it will be once the pending step resolves:
 *  - an attack waiting for the defender's reaction counts as landed with
 *    nothing spent (mitigation pipeline applied, reflect and dealPer too);
 *  - during an offense the damage the attacker can expect from its dice and
 *    the rerolls it has left (the offense table's best play) counts at half
 *    (it is not dealt yet and the defense will take some): a position is
 *    worth its chances, not just what the dice show now;
 *  - burn on a hero, chi and evasive in hand shift the value a little.
 */
import { expectedDamage } from './agents/offense-table.ts';
import { mitigate } from './defense/pipeline.ts';
import { OFFENSE_ATTEMPTS } from './rules/turn.ts';
import { catalogOf, type DuelState, type Seat } from './state.ts';

/**
 * Both fighters' HP once the attack waiting for the defender's reaction has
 * landed with nothing spent (mitigation pipeline applied, reflect and
 * dealPer too); the HP as they are when no attack waits.
 */
export function hpOnceLanded(s: DuelState): [number, number] {
  const hp: [number, number] = [s.fighters[0].hp, s.fighters[1].hp];
  if (s.phase === 'react' && s.pending) {
    const attacker = s.active;
    const defender = (1 - attacker) as Seat;
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
  }
  return hp;
}

export function evaluateDuel(s: DuelState, p: number): number {
  if (s.result) return s.result.winner === null ? 0 : s.result.winner === p ? 1 : -1;
  const hp = hpOnceLanded(s);
  const attacker = s.active;
  const defender = (1 - attacker) as Seat;
  if (s.phase === 'offense') {
    const hero = catalogOf(s).heroes[s.fighters[attacker].hero].def;
    hp[defender] -= expectedDamage(hero, s.offense.dice, OFFENSE_ATTEMPTS - s.offense.attempt) / 2;
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

/**
 * Scoring (seed §7): lane power per side, lane winner, lane points, then the
 * score modifiers of the winning side's cards in that lane: each operation
 * of a `lane-scored` effect (on_lane_win, on_round_end) adds what its
 * module's `scoreBonus` hook says (score_bonus: its amount, or with
 * lane_min_transfer the lower lane power). A tied lane scores 0 for both and
 * no modifier applies.
 */
import type { Catalog } from './catalog-types.ts';
import { boardPowers } from './power.ts';
import type { QBState } from './state.ts';
import { COLS, LANES, type Side } from './vocabulary.ts';

export interface LaneScore {
  power: [number, number];
  winner: Side | null;
  /** Points before modifiers. */
  base: [number, number];
  /** Points after modifiers. */
  points: [number, number];
  bonuses: Array<{ uid: number; card: string; trigger: string; amount: number }>;
}

export interface ScoreSheet {
  lanes: LaneScore[];
  total: [number, number];
}

export function scoreBoard(s: QBState, cat: Catalog, powers: number[] = boardPowers(s, cat)): ScoreSheet {
  const lanes: LaneScore[] = [];
  const total: [number, number] = [0, 0];
  for (let lane = 0; lane < LANES; lane++) {
    const power: [number, number] = [0, 0];
    for (let col = 0; col < COLS; col++) {
      const t = lane * COLS + col;
      const uid = s.tiles[t].card;
      if (uid >= 0) power[s.cards[uid].side] += powers[t];
    }
    const winner: Side | null = power[0] > power[1] ? 0 : power[1] > power[0] ? 1 : null;
    const base: [number, number] = [0, 0];
    const bonuses: LaneScore['bonuses'] = [];
    if (winner !== null) {
      base[winner] = power[winner];
      const lower = Math.min(power[0], power[1]);
      for (let col = 0; col < COLS; col++) {
        const uid = s.tiles[lane * COLS + col].card;
        if (uid < 0 || s.cards[uid].side !== winner) continue;
        const def = cat.cards[s.cards[uid].card];
        const effect = def.effect;
        if (effect?.moment !== 'lane-scored') continue;
        for (const { op, module } of effect.steps) {
          if (!module.scoreBonus) continue;
          bonuses.push({
            uid,
            card: def.name,
            trigger: effect.trigger,
            amount: module.scoreBonus(op, { power, lower }),
          });
        }
      }
    }
    const points: [number, number] = [base[0], base[1]];
    for (const b of bonuses) if (winner !== null) points[winner] += b.amount;
    total[0] += points[0];
    total[1] += points[1];
    lanes.push({ power, winner, base, points, bonuses });
  }
  return { lanes, total };
}

const totalsBuffer: number[] = new Array<number>(COLS * LANES).fill(0);
const lanePower: [number, number] = [0, 0];

/**
 * The match score [P1, P2] as `scoreBoard(s, cat).total`, without the sheet:
 * no allocation beyond the result (what outcomes and `evaluate` read, often).
 */
export function scoreTotals(s: QBState, cat: Catalog): [number, number] {
  const powers = boardPowers(s, cat, totalsBuffer);
  const total: [number, number] = [0, 0];
  for (let lane = 0; lane < LANES; lane++) {
    lanePower[0] = 0;
    lanePower[1] = 0;
    for (let col = 0; col < COLS; col++) {
      const uid = s.tiles[lane * COLS + col].card;
      if (uid >= 0) lanePower[s.cards[uid].side] += powers[lane * COLS + col];
    }
    if (lanePower[0] === lanePower[1]) continue;
    const winner: Side = lanePower[0] > lanePower[1] ? 0 : 1;
    let points = lanePower[winner];
    const lower = Math.min(lanePower[0], lanePower[1]);
    for (let col = 0; col < COLS; col++) {
      const uid = s.tiles[lane * COLS + col].card;
      if (uid < 0 || s.cards[uid].side !== winner) continue;
      const effect = cat.cards[s.cards[uid].card].effect;
      if (effect?.moment !== 'lane-scored') continue;
      for (const { op, module } of effect.steps) {
        if (module.scoreBonus) points += module.scoreBonus(op, { power: lanePower, lower });
      }
    }
    total[winner] += points;
  }
  return total;
}

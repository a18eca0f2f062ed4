/** Seed §7 and the rules summary's worked examples. */
import { describe, expect, it } from 'vitest';
import { queensBlood as g } from '../src/index.ts';
import { scenario, score } from './helpers.ts';

type Tile = { lane: number; col: number; card: string; side: 'P1' | 'P2' };
const row = (lane: number, p1: string[], p2: string[]): Tile[] => [
  ...p1.map((card, i) => ({ lane, col: i + 1, card, side: 'P1' as const })),
  ...p2.map((card, i) => ({ lane, col: 5 - i, card, side: 'P2' as const })),
];

describe('lane scoring', () => {
  it('7 vs 4: the winner scores its lane power, the loser 0', () => {
    const s = scenario({ tiles: row(0, ['011', '002'], ['011']) });
    const lane = score(s).lanes[0];
    expect(lane.power).toEqual([7, 4]);
    expect(lane.winner).toBe(0);
    expect(lane.points).toEqual([7, 0]);
  });

  it('a tied lane scores 0 for both', () => {
    const s = scenario({ tiles: row(1, ['011'], ['011']) });
    expect(score(s).lanes[1]).toMatchObject({ winner: null, points: [0, 0] });
  });

  it('match score sums the lanes; higher wins, equal is a draw', () => {
    const s = scenario({ tiles: [...row(0, ['011', '002'], ['011']), ...row(2, ['007'], ['114'])] });
    expect(score(s).total).toEqual([7, 8]);
    s.phase = 'over';
    s.endReason = 'test';
    expect(g.outcome(s)).toMatchObject({ winner: 1, scores: [7, 8] });
  });
});

describe('on_lane_win score_bonus', () => {
  it('7 vs 4 with two +3 on_lane_win cards on the winning side: 13', () => {
    const s = scenario({ tiles: row(0, ['109', '109', '002'], ['011']) });
    expect(score(s).lanes[0].points).toEqual([13, 0]);
  });

  it('the losing side’s on_lane_win does nothing; bonuses stay in their own lane', () => {
    const s = scenario({ tiles: [...row(0, ['088'], ['011']), ...row(1, ['011'], [])] });
    expect(score(s).lanes[0].points).toEqual([0, 4]);
    expect(score(s).lanes[1].points).toEqual([4, 0]);
  });

  it('a drawn lane ignores bonuses', () => {
    const s = scenario({ tiles: row(0, ['109', '007'], ['011']) });
    expect(score(s).lanes[0]).toMatchObject({ winner: null, points: [0, 0] });
  });

  it('Tifa +5, Maloceros +10, Chocobo Jockey +10 stack additively', () => {
    const s = scenario({ tiles: row(2, ['088', '053', '135'], ['001']) });
    expect(score(s).lanes[2].points).toEqual([1 + 5 + 2 + 5 + 10 + 10, 0]);
  });
});

describe('on_round_end lane_min_transfer', () => {
  it('lane 5 vs 9 with one winner-side lane_min_transfer card: 9 + 5 = 14', () => {
    const s = scenario({ tiles: row(1, ['011', '001'], ['142', '114']) });
    const lane = score(s).lanes[1];
    expect(lane.power).toEqual([5, 9]);
    expect(lane.points).toEqual([0, 14]);
  });

  it('two such cards: 9 + 2 x 5 = 19', () => {
    const s = scenario({ tiles: row(1, ['021'], ['142', '142', '002', '011']) });
    expect(score(s).lanes[1].points).toEqual([0, 19]);
  });

  it('on the losing side or in a drawn lane it does nothing', () => {
    const s = scenario({ tiles: [...row(0, ['142', '001'], ['011']), ...row(1, ['142', '002'], ['011'])] });
    expect(score(s).lanes[0].points).toEqual([0, 4]);
    expect(score(s).lanes[1]).toMatchObject({ winner: null, points: [0, 0] });
  });

  it('modifiers use lane power, not lane points, and combine with on_lane_win', () => {
    const s = scenario({ tiles: row(0, ['142', '109', '011'], ['002']) });
    // power 1 + 2 + 4 = 7 vs 3 -> 7 + 3 (lane_min_transfer) + 3 (Posh Chocobo) = 13
    expect(score(s).lanes[0].points).toEqual([13, 0]);
  });
});

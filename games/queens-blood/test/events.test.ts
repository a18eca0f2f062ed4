/**
 * Events for everything a player sees change (issue 20): pawn ranks an
 * ability changes, a replaced ally named, a scaling card named, each lane's
 * result and the totals at the end, and rule violations numbering seats
 * from 1. Each event's words are checked as a player reads them.
 */
import { createRng, Match, pick, RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { describeEvent, type QBEvent } from '../src/events.ts';
import { queensBlood } from '../src/index.ts';
import { play, scenario } from './helpers.ts';

const ofType = <K extends QBEvent['type']>(events: QBEvent[], type: K) =>
  events.filter((e): e is Extract<QBEvent, { type: K }> => e.type === type);

describe("Queen's Blood events", () => {
  it('expand_positions reports the tiles whose pawns it changed (enemy and capped tiles do not count)', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, owner: 'P1', rank: 3 },
        { lane: 1, col: 4, owner: 'P2', rank: 2 },
        { lane: 2, col: 3, owner: 'P1', rank: 3 },
      ],
    });
    const events = play(s, '108', 1, 3); // Fat Chocobo
    const ranks = ofType(events, 'ranks');
    // 8 neighbours, less the enemy tile (1,4) and the tile already at rank 3 (2,3).
    expect(ranks.map((e) => [e.side, e.tiles])).toEqual([[0, 6]]);
    expect(describeEvent(ranks[0])).toBe("P1's Fat Chocobo raises the pawn ranks of 6 tiles");
  });

  it('modify_tile_ranks reports the tiles it raised beyond the projection', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, owner: 'P1', rank: 2 },
        { lane: 2, col: 3, owner: 'P2', rank: 2 },
      ],
    });
    const events = play(s, '069', 1, 2); // Disgorgon
    const ranks = ofType(events, 'ranks');
    expect(ranks).toHaveLength(1);
    expect(ranks[0].tiles).toBeGreaterThan(0);
    expect(describeEvent(ranks[0])).toMatch(/^P1's Disgorgon raises the pawn ranks of \d+ tiles?$/);
  });

  it('a replaced ally is named in words', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 2, owner: 'P1', rank: 1 }] });
    play(s, '040', 1, 2); // Heatseeker
    const events = play(s, '052', 1, 2); // Gigantoad replaces it
    const [replace] = ofType(events, 'replace');
    expect(describeEvent(replace)).toBe("P1's Gigantoad replaces their Heatseeker (power 1)");
  });

  it('a scaling card is named', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
        { lane: 1, col: 3, card: '032', side: 'P1' },
      ],
    });
    const events = play(s, '096', 1, 1); // Shiva, watched by Sea Devil
    const scale = ofType(events, 'scale');
    expect(scale.map(describeEvent)).toEqual(['Sea Devil gains 1 power as it scales']);
    // Spawned tokens say whose they are.
    expect(ofType(events, 'spawned').map(describeEvent)[0]).toMatch(/^P1's Diamond Dust is spawned at the /);
  });

  it('the end of every game gives each lane’s result, then the totals the outcome holds', () => {
    for (let g = 0; g < 30; g++) {
      const match = new Match(queensBlood, {}, `end/${g}`);
      const chooser = createRng(`end/${g}`);
      while (!match.outcome()) {
        const player = match.toAct()[0];
        match.act(player, pick(chooser, match.legalActions(player)));
      }
      const events = match.events.map((r) => r.event as QBEvent);
      const tail = events.slice(-4);
      expect(tail.map((e) => e.type)).toEqual(['lane-scored', 'lane-scored', 'lane-scored', 'game-over']);
      const lanes = ofType(tail, 'lane-scored');
      const [over] = ofType(tail, 'game-over');
      const outcome = match.outcome()!;
      expect(over.scores).toEqual(outcome.scores);
      expect(over.winner).toBe(outcome.winner);
      for (let side = 0; side < 2; side++)
        expect(lanes.filter((l) => l.winner === side).reduce((n, l) => n + l.points, 0)).toBe(
          over.scores[side],
        );
      expect(lanes.map((l) => l.lane)).toEqual([0, 1, 2]);
      const words = describeEvent(over);
      expect(words).toMatch(
        over.winner === null
          ? /^game over \(.+\): a draw at \d+ points each$/
          : /^game over \(.+\): P[12] wins \d+ points to \d+$/,
      );
    }
  });

  it('lane and game-over words put the winner’s figure first, ties say so', () => {
    expect(describeEvent({ type: 'lane-scored', lane: 2, power: [1, 11], winner: 1, points: 12 })).toBe(
      'bottom lane: P2 wins 11 to 1, 12 points',
    );
    expect(describeEvent({ type: 'lane-scored', lane: 1, power: [4, 4], winner: null, points: 0 })).toBe(
      'middle lane: tied at 4, no points',
    );
    expect(
      describeEvent({ type: 'game-over', reason: 'the board is full', scores: [8, 12], winner: 1 }),
    ).toBe('game over (the board is full): P2 wins 12 points to 8');
  });

  it('a move out of turn names the seat from 1 (the rules’ own check, under the kernel’s)', () => {
    const state = new Match(queensBlood, { mulligan: false }, 'seat-words').state;
    const waiting = state.turn === 0 ? 1 : 0;
    expect(() => queensBlood.apply(queensBlood.clone(state), waiting, { type: 'pass' })).toThrow(
      new RuleViolation('not-your-turn', `seat ${waiting + 1} is not to act`),
    );
  });
});

/**
 * The seat count per match: `seats(options)` for games played by 1 to 5,
 * `players` otherwise, read by Match, the conformance suite and playthroughs.
 */
import { describe, expect, it } from 'vitest';
import { Match, replay, seatCount, seatCountOf, seatRange, withSeatCount } from '../src/index.ts';
import { recordPlaythrough, runConformance, toyGame, toySeatsGame } from '../src/testing/index.ts';

describe('seat count per match', () => {
  it('a fixed-seat game has its players; a variable one has what its options say', () => {
    expect(seatCountOf(toyGame, {})).toBe(2);
    expect(seatRange(toyGame)).toEqual([2, 2]);
    expect(seatCountOf(toySeatsGame, {})).toBe(2);
    expect(seatCountOf(toySeatsGame, { players: 5 })).toBe(5);
    expect(seatCount(toySeatsGame, { players: 1, rounds: 1 })).toBe(1);
  });

  it('withSeatCount sets `players` within the range and refuses others in one line', () => {
    expect(withSeatCount(toySeatsGame, { rounds: 3 }, 4)).toEqual({ rounds: 3, players: 4 });
    expect(() => withSeatCount(toySeatsGame, {}, 6)).toThrow('toy-seats is for 1 to 5 players, not 6');
    expect(withSeatCount(toyGame, { handSize: 2 }, 2)).toEqual({ handSize: 2 });
    expect(() => withSeatCount(toyGame, {}, 3)).toThrow('toy is for 2 players, not 3');
  });

  it('a match knows its seats and every seat plays', () => {
    const match = new Match(toySeatsGame, { players: 4 }, 's');
    expect(match.seats).toBe(4);
    const seen = new Set<number>();
    while (match.outcome() === null) {
      const [p] = match.toAct();
      seen.add(p);
      match.act(p, { type: 'add', n: 1 } as { type: string });
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
    expect(replay(toySeatsGame, match.toLog()).finalHash).toBe(match.hash());
  });

  it('conformance sizes its win tally and view checks by the seats of the options', () => {
    for (const players of [1, 3, 5]) {
      const summary = runConformance(toySeatsGame, {
        seeds: 3,
        options: { players },
        perfectInformation: true,
      });
      expect(summary.outcomes.wins).toHaveLength(players);
      expect(summary.games).toBe(3);
    }
  });

  it('playthroughs hash a view per seat plus the spectator', () => {
    const p = recordPlaythrough(toySeatsGame, { players: 3, rounds: 1 }, '1');
    expect(p.steps).toHaveLength(3);
    for (const step of p.steps) expect(step.views).toHaveLength(4);
  });
});

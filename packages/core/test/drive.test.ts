/**
 * The one decision loop (drive.ts): it asks the seat to act, plays its
 * choice, and stops at the outcome, the action limit, a seat's null, a seat
 * it does not drive, or after a number of decisions; the asynchronous form
 * plays the same game, awaits pacing and notices a table that moved.
 */
import {
  type AnyGame,
  type AnyTypes,
  type AsyncDriveSeat,
  type Decision,
  DriveError,
  type DriveSeat,
  type DriveTable,
  driveMatch,
  driveMatchAsync,
  hashState,
  indexOfLegal,
  Match,
  type PlayerId,
} from '@arbiter/core';
import { type ToyAction, type ToyTypes, toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';

/** A Match as a table, counting plays. */
function matchTable(match: Match<ToyTypes>): DriveTable<ToyTypes> & { plays: number } {
  return {
    game: match.game,
    plays: 0,
    get state() {
      return match.state;
    },
    get played() {
      return match.actions.length;
    },
    play(player: PlayerId, action: ToyAction) {
      this.plays++;
      match.act(player, action);
    },
  };
}

/** A seat that takes the last legal action and remembers what it was shown. */
function lastSeat(seen: Array<Pick<Decision, 'player' | 'step'> & { count: number }> = []): DriveSeat {
  return {
    decide(d) {
      seen.push({ player: d.player, step: d.step, count: d.legal.length });
      return d.legal.length - 1;
    },
  };
}

describe('driveMatch', () => {
  it('plays a game to its outcome, asking the seat to act with its legal actions', () => {
    const match = new Match(toyGame, {}, 'd1');
    const seen: Array<{ player: number; step: number; count: number }> = [];
    const end = driveMatch(matchTable(match), [lastSeat(seen), lastSeat(seen)]);
    expect(end).toEqual({ end: 'outcome', outcome: match.outcome() });
    expect(seen.map((d) => d.player)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(seen.map((d) => d.step)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('asks a seat that chooses by position for the count alone when the game enumerates by index', () => {
    let built = 0;
    const indexed = {
      ...toyGame,
      legalActions: (s: never, p: PlayerId) => {
        built++;
        return toyGame.legalActions(s, p);
      },
      actionCount: (s: never, p: PlayerId) => toyGame.legalActions(s, p).length,
      actionAt: (s: never, p: PlayerId, i: number) => toyGame.legalActions(s, p)[i],
    };
    const match = new Match<AnyTypes>(indexed, {}, 'd2');
    const counts: number[] = [];
    const byCount: DriveSeat = {
      byCount: (n) => {
        counts.push(n);
        return 0;
      },
      decide: () => {
        throw new Error('not asked');
      },
    };
    const end = driveMatch(
      {
        game: indexed,
        get state() {
          return match.state;
        },
        get played() {
          return match.actions.length;
        },
        play: (p, a) => match.applyTrusted(p, a),
      },
      [byCount, byCount],
    );
    expect(end.end).toBe('outcome');
    expect(counts).toHaveLength(6);
    expect(built).toBe(0);
  });

  it('gives a seat that reads some action types the legal actions of those types, else the whole list (both drives)', async () => {
    // The toy's actions are all plays; its list by type drops the last one, so the two lists differ.
    const asked: string[][] = [];
    const byType = {
      ...toyGame,
      legalActionsOf: (s: never, p: PlayerId, types: readonly string[]) => {
        asked.push([...types]);
        return types.includes('play') ? toyGame.legalActions(s, p).slice(0, -1) : [];
      },
    };
    const play = async (game: AnyGame, reads: string[] | undefined, awaited: boolean) => {
      const match = new Match<AnyTypes>(game, {}, 'd5');
      const counts: number[] = [];
      const seat: DriveSeat = {
        reads,
        decide(d) {
          counts.push(d.legal.length);
          return 0;
        },
      };
      const whole: number[] = [];
      const table: DriveTable<AnyTypes> = {
        game,
        get state() {
          return match.state;
        },
        get played() {
          return match.actions.length;
        },
        play: (p, a) => {
          whole.push(game.legalActions(match.state, p).length);
          match.applyTrusted(p, a);
        },
      };
      if (awaited) await driveMatchAsync(table, [seat, seat], { decisions: 2 });
      else driveMatch(table, [seat, seat], { decisions: 2 });
      return { counts, whole };
    };
    for (const awaited of [false, true]) {
      asked.length = 0;
      const some = await play(byType, ['play'], awaited);
      expect(some.counts).toEqual(some.whole.map((n) => n - 1));
      expect(asked).toEqual([['play'], ['play']]);
      // None of its types legal: the whole list; no `reads`, or a game that does not list by type: the whole list.
      for (const [game, reads] of [
        [byType, ['pass']],
        [byType, undefined],
        [toyGame, ['play']],
      ] as const) {
        const r = await play(game, reads as string[] | undefined, awaited);
        expect(r.counts).toEqual(r.whole);
      }
    }
  });

  it('stops at the action limit (a draw), after a number of decisions, at a null answer, and at a seat it does not drive', () => {
    const limit = driveMatch(matchTable(new Match(toyGame, {}, 'd3')), [lastSeat(), lastSeat()], {
      maxActions: 3,
    });
    expect(limit).toEqual({ end: 'limit', outcome: { winner: null, draw: true, reason: 'action limit' } });
    const match = new Match(toyGame, {}, 'd3');
    expect(driveMatch(matchTable(match), [lastSeat(), lastSeat()], { decisions: 2 })).toEqual({
      end: 'paused',
    });
    expect(match.actions).toHaveLength(2);
    const quitter: DriveSeat = { decide: () => null };
    expect(driveMatch(matchTable(match), [lastSeat(), quitter])).toEqual({ end: 'stopped' });
    expect(match.actions).toHaveLength(3);
    const onlySeat0 = driveMatch(matchTable(match), [lastSeat(), lastSeat()], { drives: (p) => p === 0 });
    expect(onlySeat0).toEqual({ end: 'waiting', player: 1 });
  });

  it('refuses what breaks the contract, saying what (the surface adds the game and the match)', () => {
    const stuck = { ...toyGame, toAct: () => [] };
    const table = (game: typeof toyGame) => matchTable(new Match(game, {}, 'd4'));
    expect(() => driveMatch(table(stuck), [lastSeat(), lastSeat()])).toThrow(
      new DriveError('no outcome after 0 actions, but nobody is to act'),
    );
    const empty = { ...toyGame, legalActions: () => [] };
    expect(() => driveMatch(table(empty), [lastSeat(), lastSeat()])).toThrow(
      /^seat 1 is to act but has no legal action$/,
    );
    const wild: DriveSeat = { decide: () => 7 };
    expect(() => driveMatch(table(toyGame), [wild, wild])).toThrow(/^seat 1 chose action 7 of \d$/);
  });
});

describe('driveMatchAsync', () => {
  it('plays the same game as driveMatch, awaiting seats and pacing', async () => {
    const sync = new Match(toyGame, {}, 'a1');
    driveMatch(matchTable(sync), [lastSeat(), lastSeat()]);
    const awaited = new Match(toyGame, {}, 'a1');
    const slow: AsyncDriveSeat = { decide: async (d) => d.legal.length - 1 };
    let paced = 0;
    const end = await driveMatchAsync(matchTable(awaited), [slow, slow], {
      pace: async () => {
        paced++;
      },
    });
    expect(end.end).toBe('outcome');
    expect(hashState(awaited.state)).toBe(hashState(sync.state));
    expect(paced).toBe(6);
  });

  it('notices a table that moved while a seat thought: throws, or drops the answer and says so', async () => {
    const moving = (match: Match<ToyTypes>): AsyncDriveSeat => ({
      decide: async (d) => {
        match.act(d.player, d.legal[0]); // someone else plays meanwhile
        return 0;
      },
    });
    const a = new Match(toyGame, {}, 'a2');
    await expect(driveMatchAsync(matchTable(a), [moving(a), moving(a)])).rejects.toThrow(
      /the game moved while seat 1 was deciding/,
    );
    const b = new Match(toyGame, {}, 'a2');
    expect(await driveMatchAsync(matchTable(b), [moving(b), moving(b)], { onMoved: 'skip' })).toEqual({
      end: 'moved',
    });
    expect(b.actions).toHaveLength(1);
  });

  it('stops when halted after an await', async () => {
    let halted = false;
    const seat: AsyncDriveSeat = {
      decide: async () => {
        halted = true;
        return 0;
      },
    };
    const match = new Match(toyGame, {}, 'a3');
    expect(await driveMatchAsync(matchTable(match), [seat, seat], { halted: () => halted })).toEqual({
      end: 'stopped',
    });
    expect(match.actions).toHaveLength(0);
  });
});

describe('indexOfLegal', () => {
  it('finds the legal action itself or an equal copy, and -1 for anything else', () => {
    const legal = toyGame.legalActions(toyGame.setup({ handSize: 3 }, 'i'), 0);
    expect(indexOfLegal(toyGame, legal, legal[1])).toBe(1);
    expect(indexOfLegal(toyGame, legal, { ...legal[2] })).toBe(2);
    expect(indexOfLegal(toyGame, legal, { type: 'play', card: 42 })).toBe(-1);
  });
});

/**
 * Ratings: Bradley–Terry fits recover known strengths, stay finite when one
 * agent wins everything, and their bootstrap intervals are reproducible from
 * the seed; a tournament played twice from the same seeds gives the same
 * report, ratings included.
 */
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import {
  cellGames,
  fitBradleyTerry,
  type PairResult,
  rate,
  runTournament,
  scheduleTournament,
  scoreInterval,
  tournamentCells,
} from '../src/index.ts';

/** Expected results between agents of known Elo ratings (no noise), `n` games a pair. */
function expected(elo: number[], n: number): PairResult[] {
  const out: PairResult[] = [];
  for (let a = 0; a < elo.length; a++)
    for (let b = a + 1; b < elo.length; b++) {
      const p = 1 / (1 + 10 ** ((elo[b] - elo[a]) / 400));
      out.push({ a, b, winsA: p * n, winsB: (1 - p) * n, draws: 0 });
    }
  return out;
}

describe('Bradley–Terry ratings', () => {
  it('recover the strengths behind the results, relative to the anchor', () => {
    const truth = [0, 150, 400, -100];
    const fitted = fitBradleyTerry(4, expected(truth, 100_000), 0);
    fitted.forEach((e, i) => {
      expect(e).toBeCloseTo(truth[i], 3);
    });
    // Another anchor shifts them all.
    const shifted = fitBradleyTerry(4, expected(truth, 100_000), 0, 2);
    shifted.forEach((e, i) => {
      expect(e).toBeCloseTo(truth[i] - 400, 3);
    });
  });

  it('stay finite when one agent won every game, and draws count half', () => {
    const sweep = fitBradleyTerry(2, [{ a: 0, b: 1, winsA: 0, winsB: 20, draws: 0 }]);
    expect(Number.isFinite(sweep[1])).toBe(true);
    expect(sweep[1]).toBeGreaterThan(400);
    const even = fitBradleyTerry(2, [{ a: 0, b: 1, winsA: 3, winsB: 3, draws: 10 }]);
    expect(even[1]).toBeCloseTo(0, 6);
  });

  it('give intervals around the rating that shrink with more games and repeat with the seed', () => {
    const few = rate(3, expected([0, 100, 200], 20).map(roundResult), { seed: 's' });
    const many = rate(3, expected([0, 100, 200], 2000).map(roundResult), { seed: 's' });
    for (const r of [...few, ...many]) {
      expect(r.low).toBeLessThanOrEqual(r.elo + 1e-9);
      expect(r.high).toBeGreaterThanOrEqual(r.elo - 1e-9);
    }
    expect(many[2].high - many[2].low).toBeLessThan(few[2].high - few[2].low);
    expect(rate(3, expected([0, 100, 200], 20).map(roundResult), { seed: 's' })).toEqual(few);
    expect(rate(3, expected([0, 100, 200], 20).map(roundResult), { seed: 'other' })).not.toEqual(few);
  });

  it('score intervals take half-won draws', () => {
    const i = scoreInterval(7.5, 10);
    expect(i.rate).toBe(0.75);
    expect(i.low).toBeGreaterThan(0.4);
    expect(i.high).toBeLessThan(1);
  });
});

function roundResult(r: PairResult): PairResult {
  const n = r.winsA + r.winsB;
  const winsA = Math.round(r.winsA);
  return { ...r, winsA, winsB: Math.round(n) - winsA };
}

describe('the round-robin', () => {
  it('plays every pairing in both seat orders on the same seeds, over every deck matchup', () => {
    const plan = { agents: ['a', 'b', 'c'], games: 10, seed: 5, decks: ['x', 'y'] };
    const cells = tournamentCells(plan);
    // 3 pairings × 4 deck matchups × 2 seat orders; 10 games a pairing rounds up to 2 a cell.
    expect(cells).toHaveLength(24);
    expect(new Set(cells.map((c) => c.games))).toEqual(new Set([2]));
    const first = cells.filter((c) => c.pair[0] === 0 && c.pair[1] === 1);
    expect(first.map((c) => `${c.decks!.deck1}/${c.decks!.deck2} ${c.seats.join('')}`)).toEqual([
      'x/x 01',
      'x/x 10',
      'x/y 01',
      'x/y 10',
      'y/x 01',
      'y/x 10',
      'y/y 01',
      'y/y 10',
    ]);
    expect(cellGames(first[0]).map((g) => g.seed)).toEqual(['5', '6']);
    expect(cellGames(first[1]).map((g) => g.seed)).toEqual(['5', '6']);
    const games = scheduleTournament(plan);
    expect(games).toHaveLength(48);
    expect(new Set(games.map((g) => `${g.pair}/${g.round}`)).size).toBe(48);
    expect(() => scheduleTournament({ ...plan, agents: ['a', 'a'] })).toThrow(/listed twice/);
  });

  it('gives the same report, ratings and all, from the same seeds (iteration budgets)', async () => {
    const plan = { agents: ['random', 'greedy:2', 'mcts:30'], games: 8, seed: 3 };
    const strip = (r: Awaited<ReturnType<typeof runTournament>>) => ({
      ...r,
      elapsedMs: undefined,
      standings: r.standings.map((s) => ({ ...s, msPerDecision: null, maxMsPerDecision: null })),
    });
    const one = strip(await runTournament({ game: toyGame, plan }));
    const two = strip(await runTournament({ game: toyGame, plan }));
    expect(two).toEqual(one);
    expect(one.games).toBe(24);
    expect(one.standings.map((s) => s.games)).toEqual([16, 16, 16]);
    expect(one.standings[0].elo).toBe(0);
    // Another seed plays other games.
    const other = strip(await runTournament({ game: toyGame, plan: { ...plan, seed: 4 } }));
    expect(other.pairs).not.toEqual(one.pairs);
  });

  it('resumes: games already played are counted, not played again', async () => {
    const plan = { agents: ['random', 'greedy:2'], games: 6, seed: 1 };
    const played: Parameters<NonNullable<Parameters<typeof runTournament>[0]['onGame']>>[0][] = [];
    const whole = await runTournament({ game: toyGame, plan, onGame: (r) => played.push(r) });
    let replayed = 0;
    const resumed = await runTournament({
      game: toyGame,
      plan,
      done: played.slice(0, 4),
      onGame: (r, n) => {
        if (n > 4) replayed++;
        expect(r).toBeDefined();
      },
    });
    expect(replayed).toBe(2);
    expect(resumed.pairs).toEqual(whole.pairs);
  });
});

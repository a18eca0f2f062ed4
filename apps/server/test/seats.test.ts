/** Matches for games played by a varying number: the seat count from the options or the seats listed. */
import { toyGame, toySeatsGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import type { CreateMatchResponse, GameInfo } from '../src/protocol.ts';
import { api, serverFixtures } from './helpers.ts';

const fx = serverFixtures();

describe('seat counts', () => {
  it('offers the seat range and seats a match by its players option or its seat list', async () => {
    const run = await fx.start({ games: [toyGame, toySeatsGame] });
    const games = await api<GameInfo[]>(run.base, '/api/games');
    expect(games.body.find((g) => g.id === 'toy-seats')?.seatRange).toEqual([1, 5]);
    expect(games.body.find((g) => g.id === 'toy')?.seatRange).toEqual([2, 2]);

    const byOption = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy-seats', options: { players: 4 } },
    });
    expect(byOption.status).toBe(201);
    expect(byOption.body.match.seats).toHaveLength(4);

    const bySeats = await api<CreateMatchResponse>(run.base, '/api/matches', {
      body: { game: 'toy-seats', seats: ['human', 'random', 'random'] },
    });
    expect(bySeats.status).toBe(201);
    expect(bySeats.body.match.seats).toHaveLength(3);

    const mismatch = await api<{ error: { code: string } }>(run.base, '/api/matches', {
      body: { game: 'toy-seats', options: { players: 2 }, seats: ['human', 'random', 'random'] },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('bad-seats');

    const tooMany = await api<{ error: { code: string } }>(run.base, '/api/matches', {
      body: { game: 'toy-seats', seats: ['human', 'random', 'random', 'random', 'random', 'random'] },
    });
    expect(tooMany.status).toBe(400);
  });
});

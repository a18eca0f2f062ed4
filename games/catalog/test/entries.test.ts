/**
 * The lazy listings (`@arbiter/games/entries`, what the CLI starts from)
 * name the same games as the catalog, with the same identity, and each
 * loads its own module.
 */
import { seatRange } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { gameEntries } from '../src/entries.ts';
import { games } from '../src/index.ts';

describe('catalog entries', () => {
  it('list every game of the catalog, in its order', () => {
    expect(gameEntries.map((e) => e.id)).toEqual(games.map((g) => g.id));
  });

  for (const entry of gameEntries) {
    it(`${entry.id}: name, description and seats are the module's, and load gives the module`, async () => {
      const game = await entry.load();
      const listed = games.find((g) => g.id === entry.id);
      expect(game).toBe(listed);
      expect({ id: entry.id, name: entry.name, description: entry.description, seats: entry.seats }).toEqual({
        id: game.id,
        name: game.name,
        description: game.description,
        seats: seatRange(game),
      });
    });
  }
});

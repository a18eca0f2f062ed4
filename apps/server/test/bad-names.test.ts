/**
 * Unknown names on every deck, hero and preset option of every game are
 * refused with 400 `bad-options` and the names the game knows (issue 19):
 * the names every plain object has (`toString`, `constructor`,
 * `__proto__`, `hasOwnProperty`, `valueOf`) as much as any other. Never a
 * 500: presets are looked up in maps, not in plain objects.
 */
import { games as catalog } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { api, serverFixtures } from './helpers.ts';

type ErrorBody = { error: { code: string; reason: string } };
const { start } = serverFixtures();

const NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'no-such-name'];

/** Each game's options looked up by name: how to set one, and a name the refusal must list. */
const NAMED: Array<{
  game: string;
  option: string;
  set: (name: string) => Record<string, unknown>;
  known: string;
}> = [
  { game: 'pocket', option: 'deck1', set: (n) => ({ deck1: n }), known: 'mewtwoex' },
  { game: 'pocket', option: 'deck2', set: (n) => ({ deck2: n }), known: 'mewtwoex' },
  { game: 'mtg', option: 'deck1', set: (n) => ({ deck1: n }), known: 'glorious_combat' },
  { game: 'mtg', option: 'deck2', set: (n) => ({ deck2: n }), known: 'glorious_combat' },
  { game: 'queens-blood', option: 'decks.0', set: (n) => ({ decks: [n, 'random'] }), known: 'starter' },
  { game: 'queens-blood', option: 'decks.1', set: (n) => ({ decks: ['random', n] }), known: 'starter' },
  { game: 'dice-duel', option: 'hero1', set: (n) => ({ hero1: n }), known: 'pyromancer' },
  { game: 'dice-duel', option: 'hero2', set: (n) => ({ hero2: n }), known: 'pyromancer' },
  { game: 'card-kingdoms', option: 'citizens', set: (n) => ({ citizens: n }), known: 'base1' },
];

describe('unknown names on deck, hero and preset options', () => {
  it('covers every game of the catalog', () => {
    expect(new Set(NAMED.map((n) => n.game))).toEqual(new Set(catalog.map((g) => g.id)));
  });

  it('are refused with 400 bad-options naming the option and listing the known names', async () => {
    const run = await start({ games: catalog });
    for (const named of NAMED) {
      for (const name of NAMES) {
        const r = await api<ErrorBody>(run.base, '/api/matches', {
          body: { game: named.game, options: named.set(name), seats: ['random', 'random'], take: null },
        });
        const what = `${named.game} ${named.option}=${name}`;
        expect(r.status, what).toBe(400);
        expect(r.body.error.code, what).toBe('bad-options');
        expect(r.body.error.reason, what).toContain(`${named.option}: `);
        expect(r.body.error.reason, what).toContain(named.known);
      }
    }
    expect(run.server.manager.activeCount()).toBe(0);
  });

  it("in a Queen's Blood deck list, card ids by those names are refused too", async () => {
    const run = await start({ games: catalog });
    for (const name of NAMES) {
      const r = await api<ErrorBody>(run.base, '/api/matches', {
        body: {
          game: 'queens-blood',
          options: { decks: [Array(15).fill(name), 'random'] },
          seats: ['random', 'random'],
          take: null,
        },
      });
      expect(r.status, name).toBe(400);
      expect(r.body.error.reason, name).toContain(`unknown card id '${name}'`);
    }
  });

  it('as option keys, in the raw JSON of a request, are refused too', async () => {
    const run = await start({ games: catalog });
    for (const game of catalog) {
      for (const raw of [
        `{"game":"${game.id}","options":{"__proto__":{"deck1":"/etc/passwd"}}}`,
        `{"game":"${game.id}","options":{"constructor":"x"}}`,
        `{"game":"${game.id}","options":{"toString":"x"}}`,
      ]) {
        const r = await api<ErrorBody>(run.base, '/api/matches', { rawBody: raw });
        expect(r.status, raw).toBe(400);
      }
    }
  });
});

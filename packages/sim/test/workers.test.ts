import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGame, runBatch, stripTiming } from '../src/index.ts';
import { brokenToy } from './fixtures/catalog.ts';

const gameSource = { module: '@arbiter/core/testing', export: 'toyGame' };
const catalog = { module: new URL('./fixtures/catalog.ts', import.meta.url).href, export: 'findGame' };
const dir = mkdtempSync(join(tmpdir(), 'arbiter-workers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('runBatch over worker threads', () => {
  it('gives the same report whatever the number of workers', async () => {
    const opts = {
      game: toyGame,
      games: 25,
      seed: 3,
      agents: ['mcts', 'random'],
      agentSettings: { iterations: 40 },
    };
    const one = await runBatch(opts);
    const two = await runBatch({ ...opts, workers: 2, gameSource });
    const three = await runBatch({ ...opts, workers: 3, gameSource });
    expect(stripTiming(two)).toEqual(stripTiming(one));
    expect(stripTiming(three)).toEqual(stripTiming(one));
  });

  it('writes the logs from the workers, in seed order', async () => {
    const logDir = join(dir, 'logs');
    const report = await runBatch({
      game: toyGame,
      games: 5,
      seed: 1,
      agents: ['random'],
      logDir,
      workers: 2,
      gameSource,
    });
    expect(report.logs).toEqual([1, 2, 3, 4, 5].map((s) => join(logDir, `toy-${s}.json`)));
    for (const path of report.logs!) {
      const log = JSON.parse(readFileSync(path, 'utf8'));
      expect(replay(toyGame, log).finalHash).toBe(log.finalHash);
    }
  });

  it('passes a game error back from a worker, naming the game and seed', async () => {
    const opts = { game: brokenToy, games: 4, seed: 1, agents: ['random'], workers: 2, gameSource: catalog };
    await expect(runBatch(opts)).rejects.toThrow(/broken-toy seed 2: deliberately broken setup/);
  });

  it('refuses a source that gives another game', async () => {
    const wrongGame = { ...toyGame, id: 'not-toy' };
    await expect(
      runBatch({ game: wrongGame, games: 2, seed: 1, agents: ['random'], workers: 2, gameSource }),
    ).rejects.toThrow(/gives game 'toy', not 'not-toy'/);
  });

  it('loads a game from an export that is the game or a lookup function', async () => {
    expect(await loadGame(gameSource, 'toy')).toBe(toyGame);
    expect((await loadGame(catalog, 'broken-toy')).id).toBe('broken-toy');
    await expect(loadGame(catalog, 'chess')).rejects.toThrow(/no game 'chess'/);
    await expect(loadGame({ module: '@arbiter/core/testing', export: 'nope' }, 'toy')).rejects.toThrow(
      /no such export/,
    );
    await expect(loadGame({ module: '@arbiter/core', export: 'createRng' }, 'toy')).rejects.toThrow(
      /neither a game nor a function returning one/,
    );
    await expect(loadGame({ module: '@arbiter/no-such-package', export: 'x' }, 'toy')).rejects.toThrow(
      /cannot import/,
    );
  });
});

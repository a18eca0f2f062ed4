import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toyGame } from '@arbiter/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BatchOptions, overlaps, runAb, runBatch, stripTiming } from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-ab-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base: BatchOptions = { game: toyGame, games: 60, seed: 1, agents: ['greedy', 'random'] };

describe('runAb', () => {
  it('plays the same seeds under each value of the option', async () => {
    const ab = await runAb({ ...base, key: 'handSize', values: [2, 3] });
    expect(ab.game).toBe('toy');
    expect(ab.key).toBe('handSize');
    expect(ab.variants.map((v) => v.value)).toEqual([2, 3]);
    expect(ab.variants.map((v) => v.report.options)).toEqual([{ handSize: 2 }, { handSize: 3 }]);
    // Each variant is exactly the batch with that option set.
    for (const { value, report } of ab.variants) {
      const alone = await runBatch({ ...base, options: { handSize: value } });
      expect(stripTiming(report)).toEqual(stripTiming(alone));
    }
  });

  it('reports differences from the first variant', async () => {
    const ab = await runAb({ ...base, key: 'handSize', values: [2, 3, 5] });
    const [first, ...rest] = ab.variants.map((v) => v.report);
    expect(ab.differences.map((d) => d.value)).toEqual([3, 5]);
    ab.differences.forEach((d, i) => {
      expect(d.seat0WinRateDelta).toBeCloseTo(rest[i].winRate[0].rate - first.winRate[0].rate, 12);
      expect(d.avgLengthDelta).toBeCloseTo(rest[i].avgLength - first.avgLength, 12);
      expect(d.significant).toBe(!overlaps(rest[i].winRate[0], first.winRate[0]));
    });
  });

  it('flags a difference as significant when the intervals part', async () => {
    // With one card in hand nobody has a choice; with five the lookahead matters.
    const ab = await runAb({ ...base, games: 150, key: 'handSize', values: [1, 5] });
    const [one, five] = ab.variants.map((v) => v.report.winRate[0]);
    expect(five.low).toBeGreaterThan(one.high);
    expect(ab.differences[0].significant).toBe(true);
    expect(ab.differences[0].seat0WinRateDelta).toBeGreaterThan(0);
    // And the same variant against itself is not.
    const same = await runAb({ ...base, key: 'handSize', values: [3, 3] });
    expect(same.differences[0]).toEqual({
      value: 3,
      seat0WinRateDelta: 0,
      avgLengthDelta: 0,
      significant: false,
    });
  });

  it('keeps the other options and nests dotted keys', async () => {
    const raw: unknown[] = [];
    const game = {
      ...toyGame,
      optionsSchema: z.preprocess((input) => {
        raw.push(structuredClone(input));
        return input;
      }, toyGame.optionsSchema),
    };
    const options = { handSize: 4, deep: { y: 0 } };
    const ab = await runAb({ ...base, game, games: 1, options, key: 'deep.x', values: [1, 2] });
    expect(raw).toContainEqual({ handSize: 4, deep: { y: 0, x: 1 } });
    expect(raw).toContainEqual({ handSize: 4, deep: { y: 0, x: 2 } });
    // The caller's options are left as they were.
    expect(options).toEqual({ handSize: 4, deep: { y: 0 } });
    expect(ab.variants.map((v) => v.report.options)).toEqual([{ handSize: 4 }, { handSize: 4 }]);
  });

  it('writes each variant’s logs in a folder of its own', async () => {
    const logDir = join(dir, 'ab-logs');
    const ab = await runAb({ ...base, games: 3, logDir, key: 'handSize', values: [2, 3] });
    expect(readdirSync(logDir).sort()).toEqual(['0-handSize=2', '1-handSize=3']);
    expect(readdirSync(join(logDir, '0-handSize=2')).sort()).toEqual([
      'toy-1.json',
      'toy-2.json',
      'toy-3.json',
    ]);
    expect(ab.variants[1].report.logs?.[0]).toBe(join(logDir, '1-handSize=3', 'toy-1.json'));
  });

  it('needs an option name and two values', async () => {
    await expect(runAb({ ...base, key: 'handSize', values: [3] })).rejects.toThrow(/at least two values/);
    await expect(runAb({ ...base, key: ' ', values: [2, 3] })).rejects.toThrow(/name of the option/);
    await expect(runAb({ ...base, key: 'handSize', values: [2, 99] })).rejects.toThrow(
      /invalid options for toy/,
    );
  });

  it('strips timing from every variant', async () => {
    const ab = await runAb({ ...base, games: 4, key: 'handSize', values: [2, 3] });
    const again = await runAb({ ...base, games: 4, key: 'handSize', values: [2, 3] });
    const stripped = stripTiming(ab);
    for (const v of stripped.variants) expect(Object.keys(v.report)).not.toContain('gamesPerSecond');
    expect(stripTiming(again)).toEqual(stripped);
  });
});

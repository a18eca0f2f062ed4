/**
 * The decision export: what a record holds, that the engine agrees with
 * every record (replayed by the checker), that it streams game by game, and
 * that the checker catches a record the engine would not have made.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { games as catalog, findGame } from '@arbiter/games';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkDecisionFile,
  DECISION_FORMAT,
  type DecisionRecord,
  ExportCheckError,
  runAb,
  runBatch,
  stripTiming,
} from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (name = 'decisions') => join(dir, `${name}-${n++}.jsonl`);
const records = (path: string) =>
  readFileSync(path, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as DecisionRecord);
const byId = (id: string): AnyGame => (id === toyGame.id ? toyGame : findGame(id));

describe('arbiter.decisions/1 records', () => {
  it('one per decision: game, seed, options, step, seat, agent, view, legal, labels, chosen, outcome', async () => {
    const path = file();
    const report = await runBatch({
      game: toyGame,
      games: 3,
      seed: 5,
      agents: ['greedy', 'random'],
      options: { handSize: 2 },
      exportPath: path,
    });
    const rs = records(path);
    expect(rs).toHaveLength(report.avgLength * 3);
    expect(report.export).toEqual({ path, games: 3, decisions: rs.length });
    const first = rs[0];
    expect(Object.keys(first)).toEqual([
      'format',
      'game',
      'seed',
      'options',
      'step',
      'seat',
      'agent',
      'view',
      'legal',
      'labels',
      'chosen',
      'outcome',
    ]);
    expect(first).toMatchObject({
      format: DECISION_FORMAT,
      game: 'toy',
      seed: '5',
      options: { handSize: 2 },
      step: 0,
    });
    const state = toyGame.setup(toyGame.optionsSchema.parse({ handSize: 2 }), '5');
    expect(first.view).toEqual(toyGame.view(state, first.seat));
    expect(first.legal).toEqual(toyGame.legalActions(state, first.seat));
    expect(first.labels).toEqual(
      first.legal.map((a) => toyGame.describe(a as { type: 'play'; card: number }, state)),
    );
    expect(first.agent).toBe(first.seat === 0 ? 'greedy' : 'random');
    // The opponent's hand is nowhere in the record.
    const view = first.view as { hand: number[]; handSizes: number[] };
    expect(view.hand).toEqual(state.hands[first.seat]);
    expect(JSON.stringify(first)).not.toContain('"deck"');
    // Outcomes: one per seat, the same on every line of a game, and opposite for the two seats.
    const game5 = rs.filter((r) => r.seed === '5');
    const bySeat = new Map(game5.map((r) => [r.seat, r.outcome]));
    expect(game5.every((r) => JSON.stringify(r.outcome) === JSON.stringify(bySeat.get(r.seat)))).toBe(true);
    expect(bySeat.get(0)!.value + bySeat.get(1)!.value).toBe(0);
    expect(bySeat.get(0)!.actions).toBe(game5.length);
    expect(rs.map((r) => `${r.seed}/${r.step}`)).toEqual(
      ['5', '6', '7'].flatMap((s) => Array.from({ length: 6 }, (_, i) => `${s}/${i}`)),
    );
  });

  it('exporting plays the same games (same report) as not exporting', async () => {
    const opts = { game: toyGame, games: 30, seed: 1, agents: ['random', 'greedy'] };
    const plain = stripTiming(await runBatch(opts));
    const { export: written, ...exported } = stripTiming(await runBatch({ ...opts, exportPath: file() }));
    expect(written?.games).toBe(30);
    expect(exported).toEqual(plain);
  });
});

describe('the engine agrees with every record (the export replayed)', () => {
  it.each(catalog.map((g) => [g.id]))('%s: random and greedy games', async (id) => {
    const path = file(id);
    const game = findGame(id);
    const report = await runBatch({
      game,
      games: 3,
      seed: 11,
      agents: ['random', 'greedy'],
      exportPath: path,
    });
    const check = await checkDecisionFile(path, byId);
    expect(check).toEqual({ games: 3, decisions: report.export!.decisions });
    expect(check.decisions).toBe(Math.round(report.avgLength * 3));
  });

  it('the same file from worker threads as from one thread, and with match logs', async () => {
    const opts = { game: toyGame, games: 20, seed: 3, agents: ['random'] };
    const one = file();
    const threads = file();
    const logged = file();
    await runBatch({ ...opts, exportPath: one });
    await runBatch({
      ...opts,
      exportPath: threads,
      workers: 2,
      gameSource: { module: '@arbiter/core/testing', export: 'toyGame' },
    });
    await runBatch({ ...opts, exportPath: logged, logDir: join(dir, 'logs') });
    expect(readFileSync(threads, 'utf8')).toBe(readFileSync(one, 'utf8'));
    expect(readFileSync(logged, 'utf8')).toBe(readFileSync(one, 'utf8'));
  });

  it('an A/B run writes one export per variant', async () => {
    const path = join(dir, 'ab.jsonl');
    const report = await runAb({
      game: toyGame,
      games: 2,
      seed: 1,
      agents: ['random'],
      key: 'handSize',
      values: [2, 3],
      exportPath: path,
    });
    expect(report.variants.map((v) => v.report.export?.path)).toEqual([
      join(dir, 'ab.0-handSize=2.jsonl'),
      join(dir, 'ab.1-handSize=3.jsonl'),
    ]);
    expect(records(join(dir, 'ab.1-handSize=3.jsonl'))[0].options).toEqual({ handSize: 3 });
  });
});

describe('streaming', () => {
  it('10,000 games: the file grows while the games are played (written game by game, not held to the end)', async () => {
    const path = file('ten-thousand');
    const sizes: number[] = [];
    const watched: AnyGame = {
      ...toyGame,
      setup(options: { handSize: number }, seed: string) {
        if (Number(seed) % 1000 === 0) sizes.push(statSync(path).size);
        return toyGame.setup(options, seed);
      },
    };
    const report = await runBatch({
      game: watched,
      games: 10_000,
      seed: 1,
      agents: ['random'],
      exportPath: path,
    });
    expect(report.export).toMatchObject({ games: 10_000, decisions: 60_000 });
    // Sampled at games 1000, 2000, ...: the file grows by a game's worth of lines before every next game.
    expect(sizes).toHaveLength(10);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i] - sizes[i - 1]).toBeGreaterThan(1000 * 6 * 200);
    expect(statSync(path).size).toBeGreaterThan(sizes[9]);
    expect(await checkDecisionFile(path, byId)).toEqual({ games: 10_000, decisions: 60_000 });
  });
});

describe('the checker refuses a record the engine would not have made', () => {
  async function exported(): Promise<string[]> {
    const path = file();
    await runBatch({ game: toyGame, games: 2, seed: 21, agents: ['random'], exportPath: path });
    return readFileSync(path, 'utf8').trimEnd().split('\n');
  }
  async function refusal(edit: (lines: string[]) => string[]): Promise<string> {
    const path = file('tampered');
    writeFileSync(path, `${edit(await exported()).join('\n')}\n`);
    const e = await checkDecisionFile(path, byId).then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ExportCheckError);
    return (e as Error).message;
  }
  const patch = (lines: string[], i: number, f: (r: DecisionRecord) => void) =>
    lines.map((l, j) => {
      if (j !== i) return l;
      const r = JSON.parse(l) as DecisionRecord;
      f(r);
      return JSON.stringify(r);
    });

  it('a chosen index outside the legal list', async () => {
    expect(await refusal((ls) => patch(ls, 2, (r) => (r.chosen = r.legal.length)))).toMatch(
      /^line 3: toy seed 21 step 2: chosen \d is not an index of the \d legal actions$/,
    );
  });
  it("a view holding what the seat cannot see (the opponent's hand)", async () => {
    expect(
      await refusal((ls) =>
        patch(ls, 1, (r) => ((r.view as Record<string, unknown>).opponentHand = [1, 2, 3])),
      ),
    ).toMatch(/line 2: .*the view is not the engine's view for that seat/);
  });
  it('legal actions the engine does not give, and the wrong seat', async () => {
    expect(await refusal((ls) => patch(ls, 0, (r) => r.legal.push({ type: 'play', card: 99 })))).toMatch(
      /line 1: .*legal actions differ/,
    );
    expect(await refusal((ls) => patch(ls, 0, (r) => (r.seat = 1 - r.seat)))).toMatch(
      /seat \d was not to act/,
    );
  });
  it('an outcome the game did not have, and records out of order', async () => {
    expect(
      await refusal((ls) =>
        ls.map((l) => {
          const r = JSON.parse(l) as DecisionRecord;
          if (r.seed === '21') r.outcome = { ...r.outcome, value: 0, result: 'draw' };
          return JSON.stringify(r);
        }),
      ),
    ).toMatch(/toy seed 21: seat \d's outcome is .*"result":"draw".*, the engine says/);
    expect(await refusal((ls) => [ls[0], ls[2], ...ls.slice(3)])).toMatch(
      /^line 2: .*out of order \(expected toy seed 21 step 1\)/,
    );
  });
});

/**
 * A Lab run plays exactly what `arbiter sim` plays for the same inputs: each
 * of its batches (a subject's deck or hero against an opponent, from one
 * seat, on the shipped data or a variant) equals the compiled CLI's report
 * for the same options, agents, seeds and data, timing aside.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diceDuel } from '@arbiter/dice-duel';
import { mtgCatalog } from '@arbiter/mtg';
import { presetDecks } from '@arbiter/pocket';
import { type BatchReport, stripTiming } from '@arbiter/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../helpers.ts';
import { startLab, submit, waitFor } from './lab-helpers.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arbiter-lab-sim-'));

function arbiterSim(args: string[]): BatchReport {
  const r = spawnSync(
    process.execPath,
    ['apps/cli/bin/arbiter.js', 'sim', ...args, '--json', '--no-timing', '--quiet'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ARBITER_FROM_SOURCES: '' },
    },
  );
  if (r.status !== 0) throw new Error(`arbiter sim failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as BatchReport;
}

/** A report as `--no-timing` prints it: the timing fields gone. */
const untimed = (r: BatchReport) => JSON.parse(JSON.stringify(stripTiming(r)));

let lab: Running;
beforeAll(async () => {
  lab = await startLab();
});
afterAll(async () => {
  await lab.server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a Lab run equals `arbiter sim` with the same inputs', () => {
  it('a built Pocket deck against a preset, from both seats', async () => {
    // The water preset with one card changed: a deck of the builder's, sent as text.
    const water = presetDecks().get('blastoiseex')!;
    const lines = [`Energy: Water`, ...countLines(water.cards)];
    const text = `${lines.join('\n')}\n`;
    const created = await submit(lab.base, {
      game: 'pocket',
      subject: { deck: text, label: 'my water' },
      opponents: ['fire'],
      agents: ['attach-then-attack', 'random'],
      games: 40,
      seed: 11,
    });
    expect(created.status).toBe(201);
    const { run, result } = await waitFor(lab.base, created.body.id);
    expect(run.status).toBe('done');
    const [first, second] = result!.batches;
    expect([first.subjectSeat, second.subjectSeat]).toEqual([0, 1]);
    // The CLI reads the same list from a file.
    mkdirSync(join(dir, 'pocket'), { recursive: true });
    const file = join(dir, 'pocket', 'custom.txt');
    writeFileSync(file, text);
    const asFirst = arbiterSim([
      'pocket',
      '--deck1',
      file,
      '--deck2',
      'fire',
      '--games',
      '20',
      '--seed',
      '11',
      '--agents',
      'attach-then-attack,random',
    ]);
    const asSecond = arbiterSim([
      'pocket',
      '--deck1',
      'fire',
      '--deck2',
      file,
      '--games',
      '20',
      '--seed',
      '11',
      '--agents',
      'random,attach-then-attack',
    ]);
    // The CLI reads the file and plays its text: the same options, the same report.
    const lab0 = untimed(first.report as BatchReport);
    const lab1 = untimed(second.report as BatchReport);
    expect(lab0.options.deck1).toBe(text);
    expect(lab1.options.deck2).toBe(text);
    expect(lab0).toEqual(untimed(asFirst));
    expect(lab1).toEqual(untimed(asSecond));
    expect(lab0.games).toBe(20);
  });

  it('a built Magic deck against a preset, from both seats', async () => {
    // A preset's cards as "4 Lightning Bolt" lines: a deck of the builder's, sent as text (not a preset id).
    const cat = mtgCatalog();
    const counts = new Map<string, number>();
    for (const id of cat.decks.glorious_combat.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
    const lines = [...counts].map(([id, n]) => `${n} ${cat.cards[id].name}`);
    const text = `${lines.join('\n')}\n`;
    const created = await submit(lab.base, {
      game: 'mtg',
      subject: { deck: text, label: 'my white' },
      opponents: ['draconic_fury'],
      agents: ['random', 'random'],
      games: 8,
      seed: 5,
    });
    expect(created.status).toBe(201);
    const { run, result } = await waitFor(lab.base, created.body.id);
    expect(run.status).toBe('done');
    const [first, second] = result!.batches;
    expect([first.subjectSeat, second.subjectSeat]).toEqual([0, 1]);
    mkdirSync(join(dir, 'mtg'), { recursive: true });
    const file = join(dir, 'mtg', 'white.txt');
    writeFileSync(file, text);
    const common = ['--games', '4', '--seed', '5', '--agents', 'random,random'];
    const asFirst = arbiterSim(['mtg', '--deck1', file, '--deck2', 'draconic_fury', ...common]);
    const asSecond = arbiterSim(['mtg', '--deck1', 'draconic_fury', '--deck2', file, ...common]);
    const lab0 = untimed(first.report as BatchReport);
    const lab1 = untimed(second.report as BatchReport);
    expect(lab0.options.deck1).toBe(text);
    expect(lab1.options.deck2).toBe(text);
    expect(lab0).toEqual(untimed(asFirst));
    expect(lab1).toEqual(untimed(asSecond));
    expect(lab0.games).toBe(4);
  });

  it('a Dice Duel data variant, A/B against the shipped data (`--data` with the changed file)', async () => {
    const heroes = structuredClone(diceDuel.dataDocuments!.documents['heroes.json']) as {
      heroes: Array<{ id: string; maxHp: number }>;
    };
    const at = heroes.heroes.findIndex((h) => h.id === 'pyromancer');
    const change = { file: 'heroes.json', path: ['heroes', at, 'maxHp'], value: 40 };
    const created = await submit(lab.base, {
      game: 'dice-duel',
      subject: { hero: 'pyromancer' },
      opponents: ['shadow-monk'],
      agents: ['random', 'random'],
      games: 60,
      seed: 3,
      mode: 'ab',
      variant: { name: 'tough pyromancer', changes: [change] },
    });
    expect(created.status).toBe(201);
    const { result } = await waitFor(lab.base, created.body.id);
    expect(result!.variants.map((v) => v.label)).toEqual(['shipped data', 'tough pyromancer']);
    const batch = (variant: number, seat: number) =>
      untimed(
        result!.batches.find((b) => b.variant === variant && b.subjectSeat === seat)!.report as BatchReport,
      );
    // The variant's data as a folder, for the CLI.
    heroes.heroes[at].maxHp = 40;
    const data = join(dir, 'dice-duel');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, 'heroes.json'), JSON.stringify(heroes));
    const common = ['--games', '30', '--seed', '3'];
    expect(batch(0, 0)).toEqual(
      untimed(
        arbiterSim(['dice-duel', '--option', 'hero1=pyromancer', '--option', 'hero2=shadow-monk', ...common]),
      ),
    );
    expect(batch(1, 0)).toEqual(
      untimed(
        arbiterSim([
          'dice-duel',
          '--data',
          data,
          '--option',
          'hero1=pyromancer',
          '--option',
          'hero2=shadow-monk',
          ...common,
        ]),
      ),
    );
    expect(batch(1, 1)).toEqual(
      untimed(
        arbiterSim([
          'dice-duel',
          '--data',
          data,
          '--option',
          'hero1=shadow-monk',
          '--option',
          'hero2=pyromancer',
          ...common,
        ]),
      ),
    );
    // And the variant did change the game.
    expect(batch(1, 0)).not.toEqual(batch(0, 0));
  });
});

function countLines(ids: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${n} ${id}`);
}

/**
 * Lab variants of Pocket and Card Kingdoms: one card's numbers changed in
 * memory (`dataDocuments`), A/B against the shipped data, and each batch
 * equal to the compiled `arbiter sim --data DIR` with the changed file;
 * a change the game's data check refuses is a 400 naming the file and path.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardKingdoms } from '@arbiter/card-kingdoms';
import { pocket, presetDecks } from '@arbiter/pocket';
import { type BatchReport, stripTiming } from '@arbiter/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../helpers.ts';
import { startLab, submit, waitFor } from './lab-helpers.ts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'arbiter-lab-variants-'));

function arbiterSim(args: string[]): BatchReport {
  const r = spawnSync(
    process.execPath,
    ['apps/cli/bin/arbiter.js', 'sim', ...args, '--json', '--no-timing', '--quiet'],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ARBITER_FROM_SOURCES: '' } },
  );
  if (r.status !== 0) throw new Error(`arbiter sim failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as BatchReport;
}

const untimed = (r: BatchReport) => JSON.parse(JSON.stringify(stripTiming(r)));

let lab: Running;
beforeAll(async () => {
  lab = await startLab();
});
afterAll(async () => {
  await lab.server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Lab variants of Pocket and Card Kingdoms', () => {
  it("Pocket: an attack's damage changed, A/B against the shipped data, as `arbiter sim --data`", async () => {
    type CardsFile = { cards: Array<{ id: string; attacks?: Array<{ damage: number }> }> };
    const file = structuredClone(pocket.dataDocuments!.documents['cards.json']) as CardsFile;
    // The fire preset's first Pokémon with an attack hits far harder.
    const fire = presetDecks().get('fire')!;
    const at = file.cards.findIndex((c) => fire.cards.includes(c.id) && (c.attacks?.length ?? 0) > 0);
    const change = { file: 'cards.json', path: ['cards', at, 'attacks', 0, 'damage'], value: 200 };
    const created = await submit(lab.base, {
      game: 'pocket',
      subject: { preset: 'fire' },
      opponents: ['mewtwoex'],
      agents: ['attach-then-attack', 'attach-then-attack'],
      games: 40,
      seed: 9,
      mode: 'ab',
      variant: { name: 'hot fire', changes: [change] },
    });
    expect(created.status).toBe(201);
    const { run, result } = await waitFor(lab.base, created.body.id);
    expect(run.status).toBe('done');
    expect(result!.variants.map((v) => v.label)).toEqual(['shipped data', 'hot fire']);
    const batch = (variant: number, seat: number) =>
      untimed(
        result!.batches.find((b) => b.variant === variant && b.subjectSeat === seat)!.report as BatchReport,
      );
    file.cards[at].attacks![0].damage = 200;
    const data = join(dir, 'pocket');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, 'cards.json'), JSON.stringify(file));
    const common = ['--games', '20', '--seed', '9', '--agents', 'attach-then-attack,attach-then-attack'];
    const asFirst = ['--deck1', 'fire', '--deck2', 'mewtwoex', ...common];
    expect(batch(0, 0)).toEqual(untimed(arbiterSim(['pocket', ...asFirst])));
    expect(batch(1, 0)).toEqual(untimed(arbiterSim(['pocket', '--data', data, ...asFirst])));
    expect(batch(1, 1)).toEqual(
      untimed(arbiterSim(['pocket', '--data', data, '--deck1', 'mewtwoex', '--deck2', 'fire', ...common])),
    );
    // The variant did change the game (the shipped batch, played in the same worker, is the CLI's without --data).
    expect(batch(1, 0)).not.toEqual(batch(0, 0));
  });

  it("Card Kingdoms: a citizen's cost changed, A/B against the shipped data, as `arbiter sim --data`", async () => {
    type Row = { name: string; gold_cost: number };
    const docs = cardKingdoms.dataDocuments!.documents;
    const citizens = structuredClone(docs['citizens.json']) as Row[];
    const at = citizens.findIndex((c) => c.gold_cost >= 3);
    const change = { file: 'citizens.json', path: [at, 'gold_cost'], value: 0 };
    const created = await submit(lab.base, {
      game: 'card-kingdoms',
      agents: ['greedy', 'random'],
      games: 6,
      seed: 4,
      mode: 'ab',
      variant: { name: 'free citizen', changes: [change] },
    });
    expect(created.status).toBe(201);
    const { run, result } = await waitFor(lab.base, created.body.id);
    expect(run.status).toBe('done');
    expect(result!.batches).toHaveLength(2);
    const batch = (variant: number) =>
      untimed(result!.batches.find((b) => b.variant === variant)!.report as BatchReport);
    // The variant's tables as a folder: the shipped ones with the changed citizens.
    const data = join(dir, 'card-kingdoms');
    cpSync(join(repoRoot, 'games/card-kingdoms/data'), data, { recursive: true });
    citizens[at].gold_cost = 0;
    writeFileSync(join(data, 'citizens.json'), JSON.stringify(citizens));
    const common = ['--games', '6', '--seed', '4', '--agents', 'greedy,random'];
    expect(batch(0)).toEqual(untimed(arbiterSim(['card-kingdoms', ...common])));
    expect(batch(1)).toEqual(untimed(arbiterSim(['card-kingdoms', '--data', data, ...common])));
    expect(batch(1)).not.toEqual(batch(0));
  });

  it('a change the data check refuses is a 400 naming the file and the path', async () => {
    const refused = await submit(lab.base, {
      game: 'card-kingdoms',
      agents: ['random', 'random'],
      games: 2,
      mode: 'ab',
      variant: { name: 'bad', changes: [{ file: 'citizens.json', path: [0, 'gold_cost'], value: 'free' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error!.reason).toMatch(/citizens\.json \$\[0\]\.gold_cost/);
    const moved = await submit(lab.base, {
      game: 'pocket',
      subject: { preset: 'fire' },
      opponents: ['mewtwoex'],
      games: 2,
      mode: 'ab',
      variant: { name: 'bad', changes: [{ file: 'cards.json', path: ['cards', 0, 'id'], value: 'A1 999' }] },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error!.reason).toMatch(
      /cards\.json \$\.cards\[0\]\.id: .*a variant keeps every card's id/,
    );
  });
});

/**
 * The Lab's HTTP API: what it says of each game, deck checks in each game's
 * text format (every problem with its line), variant checks naming the
 * field as `arbiter validate` does, runs of every mode, results kept in the
 * database across a restart (a run cut by a stop is marked failed), the
 * report as HTML and JSON, and nothing a request holds read as a path.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pocketCatalog } from '@arbiter/pocket';
import { queensBlood } from '@arbiter/queens-blood';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckCheck, LabGameInfo, LabGameSummary, VariantCheck } from '../../src/lab/protocol.ts';
import { api, type Running, tempDbPath } from '../helpers.ts';
import { CLIENT, startLab, submit, waitFor } from './lab-helpers.ts';

let lab: Running;
beforeAll(async () => {
  lab = await startLab();
});
afterAll(async () => {
  await lab.server.close();
});

const check = (game: string, text: string) =>
  api<DeckCheck>(lab.base, `/api/lab/games/${game}/deck`, { body: { text }, client: CLIENT });

const presetText = (info: LabGameInfo, id: string, line: (c: { id: string; count: number }) => string) => {
  const p = info.deck!.presets.find((x) => x.id === id)!;
  return [
    ...(p.energy
      ? [`Energy: ${p.energy.map((e) => info.deck!.energy!.find((x) => x.code === e)!.name).join(', ')}`]
      : []),
    ...p.cards.map(line),
  ].join('\n');
};

describe('the Lab API', () => {
  it('lists the games it knows, with sides, decks, opponents, agents and editable data', async () => {
    const { body: games } = await api<LabGameSummary[]>(lab.base, '/api/lab/games');
    expect(games.map((g) => [g.id, g.sides, g.variants])).toEqual([
      ['dice-duel', 'hero', true],
      ['queens-blood', 'deck', true],
      ['pocket', 'deck', true],
      ['card-kingdoms', 'none', true],
      ['mtg', 'deck', true],
    ]);
    const { body: pocket } = await api<LabGameInfo>(lab.base, '/api/lab/games/pocket');
    expect(pocket.deck!.presets.map((p) => p.id)).toContain('fire');
    expect(pocket.agents).toEqual(['random', 'greedy', 'mcts', 'rollout', 'attach-then-attack']);
    expect(pocket.optionFields.map((f) => f.name)).toEqual(['turnLimit']);
    const { body: dd } = await api<LabGameInfo>(lab.base, '/api/lab/games/dice-duel');
    expect(dd.entities[0].label).toBe('Heroes');
    expect(dd.entities[0].entries.map((e) => e.id)).toEqual(['pyromancer', 'shadow-monk', 'training-dummy']);
    expect((dd.entities[0].schema as { properties: Record<string, unknown> }).properties.maxHp).toMatchObject(
      { type: 'integer' },
    );
    expect((await api(lab.base, '/api/lab/games/nope')).status).toBe(404);
  });

  it("checks decks in each game's text format, every problem with its line", async () => {
    const { body: pocket } = await api<LabGameInfo>(lab.base, '/api/lab/games/pocket');
    for (const p of pocket.deck!.presets) {
      const r = await check(
        'pocket',
        presetText(pocket, p.id, (c) => `${c.count} ${c.id}`),
      );
      expect([p.id, r.body.problems]).toEqual([p.id, []]);
    }
    const bad = await check(
      'pocket',
      ['Energy: Water', '3 A1 053', '2 A1 999', 'two Squirtle', '2 Pikachu A1 053'].join('\n'),
    );
    expect(bad.body.ok).toBe(false);
    // The game's own deck check (`arbiter validate pocket --deck`), every problem on its line;
    // the count is what was written (the unknown card's line included).
    expect(bad.body.problems).toEqual([
      { line: 2, reason: "more than 2 cards named 'Squirtle'" },
      { line: 3, reason: "unknown card 'A1 999'" },
      { line: 4, reason: "not a card line ('COUNT [NAME] SET NUMBER'): 'two Squirtle'" },
      { line: 5, reason: "card 'A1 053' is Squirtle, not 'Pikachu'" },
      { line: 5, reason: 'a deck has 20 cards, this one has 7' },
    ]);
    expect(bad.body.cards).toEqual([{ id: 'A1 053', count: 5 }]);
    expect(bad.body.energy).toEqual(['W']);
    // A card of a later set: the game plays it, and (every text of the pool read) has no note for it.
    const first = pocket.deck!.presets[0];
    const pair = first.cards.find((c) => c.count === 2)!;
    const later = pocketCatalog().cards.find(
      (c) =>
        c.kind === 'pokemon' &&
        c.stage === 0 &&
        !c.id.startsWith('A1') &&
        c.type === 'W' &&
        c.attacks.length > 0,
    );
    if (later?.kind !== 'pokemon') throw new Error('no later Water Basic Pokémon');
    const withLater = (
      await check(
        'pocket',
        presetText(pocket, first.id, (c) => `${c === pair ? 1 : c.count} ${c.id}`) +
          `\n1 ${later.name} ${later.id}`,
      )
    ).body;
    expect([withLater.ok, withLater.problems, withLater.size]).toEqual([true, [], 20]);
    expect(withLater.cards).toContainEqual({ id: later.id, count: 1 });
    expect(withLater.notes ?? []).toEqual([]);
    const { body: mtg } = await api<LabGameInfo>(lab.base, '/api/lab/games/mtg');
    const sheet = mtg.deck!.presets[0];
    expect(sheet.cards.reduce((n, c) => n + c.count, 0)).toBe(60);
    const mtgBad = await check('mtg', ['4 Serra Angel', '4 Lightning Bolts', '56 Plains'].join('\n'));
    expect(mtgBad.body.problems).toEqual([
      {
        line: 2,
        reason: "no card named 'Lightning Bolts' in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)",
      },
    ]);
    expect((await check('mtg', ['4 Serra Angel', '56 Island'].join('\n'))).body.problems[0].reason).toMatch(
      /Serra Angel is white, which none of the deck's lands makes/,
    );
    const qb = await check('queens-blood', '3 Security Officer\n1 Cactuar');
    expect(qb.body.problems.map((p) => p.line)).toEqual([1, null]);
    expect(qb.body.problems[0].reason).toMatch(
      /^3 copies of Security Officer; a Regular card allows at most 2$/,
    );
  });

  it('checks a data variant as `arbiter validate` does, naming file and path', async () => {
    const change = (value: unknown) => ({
      changes: [{ file: 'heroes.json', path: ['heroes', 0, 'maxHp'], value }],
    });
    const ok = await api<VariantCheck>(lab.base, '/api/lab/games/dice-duel/variant', {
      body: change(35),
      client: CLIENT,
    });
    expect(ok.body).toMatchObject({ ok: true, errors: [] });
    const bad = await api<VariantCheck>(lab.base, '/api/lab/games/dice-duel/variant', {
      body: change('lots'),
      client: CLIENT,
    });
    expect(bad.body.ok).toBe(false);
    expect(bad.body.errors[0]).toMatchObject({ file: 'heroes.json', path: '$.heroes[0].maxHp' });
    expect(bad.body.errors[0].reason).toMatch(/number/);
    const nowhere = await api<VariantCheck>(lab.base, '/api/lab/games/dice-duel/variant', {
      body: { changes: [{ file: 'heroes.json', path: ['heroes', 9, 'maxHp'], value: 3 }] },
      client: CLIENT,
    });
    expect(nowhere.body.errors[0]).toEqual({
      file: 'heroes.json',
      path: '$.heroes[9].maxHp',
      reason: 'no entry 9 in a list of 3',
    });
  });

  it("sweeps one Queen's Blood card's power over three values, each value a variant of the same seeds", async () => {
    const db = queensBlood.dataDocuments!.documents['qb_DB_Complete_v2.json'] as Array<{ id?: string }>;
    const at = db.findIndex((c) => c.id === '009');
    const created = await submit(lab.base, {
      game: 'queens-blood',
      subject: { preset: 'enhance' },
      opponents: ['enfeeble', 'starter'],
      games: 20,
      mode: 'sweep',
      sweep: {
        label: 'power of card 009',
        file: 'qb_DB_Complete_v2.json',
        path: [at, 'power'],
        values: [1, 3, 6],
      },
    });
    expect(created.status).toBe(201);
    const { result, blocks } = await waitFor(lab.base, created.body.id);
    expect(result!.variants.map((v) => v.value)).toEqual([1, 3, 6]);
    expect(result!.batches).toHaveLength(3 * 2 * 2);
    const tables = (blocks as Array<{ kind: string; name?: string; rows?: string[][] }>).filter(
      (b) => b.kind === 'table',
    );
    expect(tables.find((t) => t.name === 'sweep')!.rows!.map((r) => r[0])).toEqual(['1', '3', '6']);
  });

  it('runs a game without sides (Card Kingdoms) as one batch per variant, an agent per seat', async () => {
    const created = await submit(lab.base, {
      game: 'card-kingdoms',
      agents: ['greedy', 'random', 'random'],
      games: 6,
      options: { players: 3 },
    });
    expect(created.status).toBe(201);
    const { result } = await waitFor(lab.base, created.body.id);
    expect(result!.batches).toHaveLength(1);
    expect(result!.batches[0].report.agents).toEqual(['greedy', 'random', 'random']);
  });

  it('refuses what it cannot play, in words', async () => {
    const refusal = async (body: unknown) => {
      const r = await submit(lab.base, body);
      expect(r.status).toBe(400);
      return r.body.error!.reason;
    };
    expect(
      await refusal({
        game: 'mtg',
        subject: { deck: '56 Plains\n4 Lightning Blot\n' },
        opponents: ['draconic_fury'],
        games: 4,
      }),
    ).toBe(
      "the deck is not legal: line 2: no card named 'Lightning Blot' in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)",
    );
    expect(
      await refusal({ game: 'pocket', subject: { preset: 'fire' }, opponents: ['toString'], games: 4 }),
    ).toMatch(/unknown opponent 'toString'/);
    expect(
      await refusal({
        game: 'pocket',
        subject: { preset: 'fire' },
        opponents: ['water'],
        games: 4,
        agents: ['llm'],
      }),
    ).toMatch(/agent 'llm'/);
    expect(
      await refusal({
        game: 'pocket',
        subject: { preset: 'fire' },
        opponents: ['fire'],
        games: 4,
        mode: 'ab',
      }),
    ).toMatch(/variant/);
    expect(
      await refusal({
        game: 'dice-duel',
        subject: { hero: 'pyromancer' },
        opponents: ['shadow-monk'],
        games: 4,
        variant: {
          name: 'broken',
          changes: [{ file: 'heroes.json', path: ['heroes', 0, 'maxHp'], value: -1 }],
        },
      }),
    ).toMatch(/heroes\.json \$\.heroes\[0\]\.maxHp/);
    // The deck options are the Lab's to set: a path there is refused, never read.
    expect(
      await refusal({
        game: 'pocket',
        subject: { preset: 'fire' },
        opponents: ['fire'],
        games: 4,
        options: { deck1: '/etc/passwd' },
      }),
    ).toBe('the Lab sets deck1 from the subject and the opponents: leave it out of the options');
    // JSON nested past any entry's depth is refused before anything reads it (no stack to overflow).
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const [path, body] of [
      ['/api/lab/runs', `{"game":"card-kingdoms","games":4,"options":{"x":${deep}}}`],
      [
        '/api/lab/games/dice-duel/variant',
        `{"changes":[{"file":"heroes.json","path":["heroes",0],"value":${deep}}]}`,
      ],
    ]) {
      const r = await api<{ error: { reason: string } }>(lab.base, path, { rawBody: body, client: CLIENT });
      expect([r.status, r.body.error.reason]).toEqual([400, 'a Lab request may nest at most 24 levels deep']);
    }
  });

  it('never reads a deck as a path: a FIFO named as a deck is answered at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-lab-fifo-'));
    try {
      const fifo = join(dir, 'deck.txt');
      execFileSync('mkfifo', [fifo]);
      const started = Date.now();
      const run = await submit(lab.base, {
        game: 'pocket',
        subject: { deck: fifo },
        opponents: ['fire'],
        games: 2,
      });
      expect(run.status).toBe(400);
      expect(run.body.error!.reason).toMatch(/not a card line/);
      const checked = await check('pocket', fifo);
      expect(checked.body.ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves a result as the HTML report and as JSON, to view or download', async () => {
    const created = await submit(lab.base, {
      game: 'dice-duel',
      subject: { hero: 'shadow-monk' },
      opponents: ['pyromancer', 'training-dummy'],
      games: 10,
    });
    const { run } = await waitFor(lab.base, created.body.id);
    const html = await fetch(`${lab.base}/api/lab/runs/${run.id}/report.html?download=1`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('content-disposition')).toBe(`attachment; filename="arbiter-lab-${run.id}.html"`);
    const page = await html.text();
    expect(page).toContain('Shadow Monk: win rate against each opponent');
    expect(page).toContain('vegaEmbed');
    const json = await api<{ kind: string; batches: unknown[] }>(
      lab.base,
      `/api/lab/runs/${run.id}/result.json`,
    );
    expect(json.body.kind).toBe('lab');
    expect(json.body.batches).toHaveLength(4);
    const mine = await api<Array<{ id: string }>>(lab.base, '/api/lab/runs', { client: CLIENT });
    expect(mine.body.map((r) => r.id)).toContain(run.id);
    expect((await fetch(`${lab.base}/api/lab/charts.js`)).headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('Lab runs in the database', () => {
  it('keep their results across a restart; a run cut by the stop is marked failed', async () => {
    const db = tempDbPath();
    try {
      let server = await startLab({}, { dbPath: db.path });
      const done = await submit(server.base, {
        game: 'dice-duel',
        subject: { hero: 'pyromancer' },
        opponents: ['shadow-monk'],
        games: 10,
      });
      await waitFor(server.base, done.body.id);
      const cut = await submit(server.base, {
        game: 'pocket',
        subject: { preset: 'fire' },
        opponents: ['mewtwoex'],
        games: 40_000,
      });
      await waitFor(server.base, cut.body.id, (r) => r.status === 'running');
      await server.server.close();
      server = await startLab({}, { dbPath: db.path });
      const again = await api<{ run: { status: string }; result?: unknown }>(
        server.base,
        `/api/lab/runs/${done.body.id}`,
      );
      expect(again.body.run.status).toBe('done');
      expect(again.body.result).toBeDefined();
      const failed = await api<{ run: { status: string; error: string } }>(
        server.base,
        `/api/lab/runs/${cut.body.id}`,
      );
      expect(failed.body.run.status).toBe('failed');
      await server.server.close();
    } finally {
      db.cleanup();
    }
  });
});

import { toyGame } from '@arbiter/core/testing';
import { runAb, runBatch, stripTiming } from '@arbiter/sim';
import { describe, expect, it } from 'vitest';
import { checkSimResult, metricsView, normalCdf, rateDifference, reportHtml } from '../src/index.ts';

describe('rateDifference', () => {
  it('gives the difference, an interval around it and the z-test p-value', () => {
    // 50/100 against 70/100: pooled p = 0.6, z = 0.2 / sqrt(0.24 * 0.02) = 2.887, p = 0.0039.
    const d = rateDifference(50, 100, 70, 100);
    expect(d.delta).toBeCloseTo(0.2, 12);
    expect(d.p).toBeCloseTo(0.00389, 4);
    // Newcombe's interval for this case (Newcombe 1998, method 10): about 0.066 to 0.325.
    expect(d.low).toBeCloseTo(0.0654, 2);
    expect(d.high).toBeCloseTo(0.3245, 2);
    expect(d.significant).toBe(true);
    const same = rateDifference(30, 60, 30, 60);
    expect(same.delta).toBe(0);
    expect(same.p).toBeCloseTo(1, 6);
    expect(same.significant).toBe(false);
    expect(rateDifference(0, 10, 0, 10).p).toBe(1);
  });

  it('Φ matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });
});

describe('metricsView', () => {
  it('sorts a game summary into figures, rate charts, number charts, matchups and tables', () => {
    const view = metricsView({
      turns: 12,
      mode: 'v2',
      byHero: { a: { rate: 0.4, low: 0.3, high: 0.5 }, b: { rate: 0.6, low: 0.5, high: 0.7 }, games: 10 },
      pipeline: { raw: 5, final: 3 },
      matchups: {
        'a vs b': { games: 10, winRate: { rate: 0.4, low: 0.3, high: 0.5 } },
        'b vs a': { games: 10, winRate: { rate: 0.6, low: 0.5, high: 0.7 } },
      },
      decks: [
        { deck: 'red', games: 4, rate: 0.5, low: 0.2, high: 0.8 },
        { deck: 'blue', games: 6, rate: 0.5, low: 0.2, high: 0.8 },
      ],
      single: { rate: 0.5, low: 0.4, high: 0.6 },
    });
    expect(view.figures).toEqual([
      { name: 'turns', value: 12 },
      { name: 'mode', value: 'v2' },
      { name: 'byHero.games', value: 10 },
      { name: 'single', value: '50.0% [40.0%, 60.0%]' },
    ]);
    expect(view.sections.map((s) => [s.kind, s.title])).toEqual([
      ['rates', 'byHero'],
      ['numbers', 'pipeline'],
      ['matchups', 'matchups'],
      ['table', 'matchups'],
      ['table', 'decks'],
    ]);
    const matchups = view.sections[2];
    expect(matchups.kind === 'matchups' && matchups.cells).toEqual([
      { row: 'a', column: 'b', rate: 0.4, games: 10 },
      { row: 'b', column: 'a', rate: 0.6, games: 10 },
    ]);
    const decks = view.sections[4];
    expect(decks.kind === 'table' && decks.rows.map((r) => r.label)).toEqual(['red', 'blue']);
    expect(decks.kind === 'table' && decks.chart).toEqual({ column: 'rate', interval: true });
  });
});

describe('metricsView groups', () => {
  it('finds a nested record of numbers every row has (a pipeline per hero) and charts it stage by stage', () => {
    const view = metricsView({
      heroes: {
        a: { games: 4, pipeline: { raw: 5, block: 3, final: 2 } },
        b: { games: 6, pipeline: { raw: 6, block: 2, final: 1 } },
      },
    });
    const [heroes] = view.sections;
    expect(heroes.kind === 'table' && heroes.groups).toEqual([
      { prefix: 'pipeline', keys: ['raw', 'block', 'final'] },
    ]);
    const html = reportHtml({
      game: 'x',
      games: 10,
      seed: 1,
      agents: ['random', 'random'],
      options: {},
      wins: [5, 5],
      draws: 0,
      winRate: [
        { rate: 0.5, low: 0.2, high: 0.8 },
        { rate: 0.5, low: 0.2, high: 0.8 },
      ],
      drawRate: { rate: 0, low: 0, high: 0.3 },
      avgLength: 3,
      medianLength: 3,
      metrics: {
        heroes: {
          a: { pipeline: { raw: 5, block: 3, final: 2 } },
          b: { pipeline: { raw: 6, block: 2, final: 1 } },
        },
      },
    });
    expect(html).toContain('<h4>heroes › pipeline</h4>');
    expect(html).toContain('{"row":"b","key":"final","value":1}');
  });
});

describe('reportHtml', () => {
  it('is one self-contained page: library code inlined, nothing loaded from elsewhere, text escaped', async () => {
    const report = await runBatch({ game: toyGame, games: 30, seed: 1, agents: ['greedy', 'random'] });
    const html = reportHtml(report, { title: 'a <b>"title"</b>' });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href=/);
    expect(html).not.toContain('sourceMappingURL');
    expect(html).toContain('<title>a &#60;b&#62;&#34;title&#34;&#60;/b&#62;</title>');
    expect(html).toContain('vegaEmbed');
    expect(html.length).toBeGreaterThan(500_000); // the library, inlined
    // The chart specs travel as JSON the page parses.
    const specs = JSON.parse(
      /<script type="application\/json" id="arbiter-charts">(.*?)<\/script>/s.exec(html)![1],
    );
    expect(specs.length).toBeGreaterThanOrEqual(3);
    expect(specs.every((c: { id: string }) => html.includes(`<div class="chart" id="${c.id}"></div>`))).toBe(
      true,
    );
    // Wins per seat with their intervals in the summary.
    expect(html).toContain(`${report.wins[0]} — ${(report.winRate[0].rate * 100).toFixed(1)}%`);
  });

  it('numbers seats from 1, as the CLI does, in its tables and charts', async () => {
    const report = await runBatch({ game: toyGame, games: 10, seed: 1, agents: ['greedy', 'random'] });
    const html = reportHtml(report);
    expect(html).toContain('<th>seat 1 (greedy) wins</th>');
    expect(html).toContain('<th>seat 2 (random) wins</th>');
    expect(html).toContain('"column":"seat 2 (random)"');
    expect(html).not.toMatch(/seat 0/);
    const ab = stripTiming(
      await runAb({
        game: toyGame,
        games: 10,
        seed: 1,
        agents: ['greedy', 'random'],
        key: 'handSize',
        values: [2, 4],
      }),
    );
    const abHtml = reportHtml(ab);
    expect(abHtml).toContain('<th>seat 1 win rate</th><th>seat 2 win rate</th>');
    expect(abHtml).toContain('Δ seat 1 win rate');
    expect(abHtml).toContain('difference in seat 1 win rate');
    expect(abHtml).not.toMatch(/seat 0/);
  });

  it("names a game's per-seat metric rows from seat 1", () => {
    const view = metricsView({
      perSeat: [
        { seat: 0, wins: 3 },
        { seat: 1, wins: 5 },
      ],
    });
    expect(JSON.stringify(view)).toContain('seat 1');
    expect(JSON.stringify(view)).toContain('seat 2');
    expect(JSON.stringify(view)).not.toContain('seat 0');
  });

  it('shows an A/B difference with its significance', async () => {
    const ab = await runAb({
      game: toyGame,
      games: 40,
      seed: 1,
      agents: ['greedy', 'random'],
      key: 'handSize',
      values: [2, 4],
    });
    const html = reportHtml(stripTiming(ab));
    expect(html).toContain('Difference from the baseline');
    expect(html).toContain('p (two-proportion z-test)');
    expect(html).toMatch(/<td>handSize=4<\/td><td>[+-]?\d/);
  });
});

describe('A/B matrices', () => {
  it("set the game's rates of every variant side by side, one heatmap per rates section", async () => {
    const ab = stripTiming(
      await runAb({
        game: toyGame,
        games: 20,
        seed: 1,
        agents: ['greedy', 'random'],
        key: 'handSize',
        values: [2, 4],
      }),
    );
    const rate = (r: number) => ({ rate: r, low: r - 0.1, high: r + 0.1 });
    ab.variants[0].report.metrics = { byDeck: { red: rate(0.3), blue: rate(0.6) } };
    ab.variants[1].report.metrics = {
      byDeck: { red: rate(0.5), blue: rate(0.4) },
      onlyHere: { x: rate(0.1), y: rate(0.2) },
    };
    const html = reportHtml(ab);
    expect(html).toContain('<h3>byDeck per variant</h3>');
    // A section only one variant has is no matrix.
    expect(html).not.toContain('onlyHere per variant');
    const specs = JSON.parse(
      /<script type="application\/json" id="arbiter-charts">(.*?)<\/script>/s.exec(html)![1],
    );
    const matrix = specs.find(
      (c: { spec: { data?: { values?: Array<{ row?: string; column?: string }> } } }) =>
        c.spec.data?.values?.some((v) => v.column === 'red'),
    );
    expect(matrix.spec.data.values).toEqual([
      { row: 'handSize=2', column: 'red', rate: 0.3 },
      { row: 'handSize=2', column: 'blue', rate: 0.6 },
      { row: 'handSize=4', column: 'red', rate: 0.5 },
      { row: 'handSize=4', column: 'blue', rate: 0.4 },
    ]);
  });
});

describe('checkSimResult', () => {
  it('accepts sim --json output, with or without timing, and refuses anything else with a path', async () => {
    const report = await runBatch({ game: toyGame, games: 5, seed: 1, agents: ['random'] });
    expect(checkSimResult(JSON.parse(JSON.stringify(report))).ok).toBe(true);
    expect(checkSimResult(stripTiming(report)).ok).toBe(true);
    const { convergence: _c, lengths: _l, ...older } = report;
    expect(checkSimResult(older).ok).toBe(true);
    expect(checkSimResult({ ...report, wins: [1, 'x'] })).toEqual({
      ok: false,
      reason:
        'not a report of `arbiter sim --json` (at wins.1: Invalid input: expected number, received string)',
    });
    expect(checkSimResult({ variants: [] })).toMatchObject({ ok: false });
    expect(checkSimResult(7)).toMatchObject({ ok: false, reason: expect.stringMatching(/at the top level/) });
  });
});

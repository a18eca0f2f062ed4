/**
 * One self-contained HTML page for a batch or an A/B comparison: tables
 * written here, charts drawn in the page by the inlined Vega-Lite from specs
 * embedded as JSON. Nothing is fetched when it is opened. When every chart
 * has drawn, the page marks `<body data-charts="rendered">` (or "failed",
 * with the error shown), which the browser test waits for.
 */
import { seatName } from '@arbiter/core';
import { type Block, metricsBlocks, round } from './blocks.ts';
import {
  convergenceChart,
  differenceChart,
  heatmap,
  lengthHistogram,
  type Spec,
  seatHeatmap,
  seatLabel,
} from './charts.ts';
import { labBlocks, labTitle } from './lab.ts';
import { formatInterval, metricsView, pct, sectionRates } from './metrics-view.ts';
import {
  type AbResult,
  type BatchResult,
  isAb,
  isLab,
  isMatrix,
  type MatrixResult,
  type SimResult,
} from './result.ts';
import { rateDifference } from './stats.ts';
import { isTournament, tournamentBody } from './tournament.ts';
import { chartLibraries } from './vendor.ts';

export interface HtmlOptions {
  /** The page title (default: from the game and the batch). */
  title?: string;
}

/** The page, as one string. */
export function reportHtml(result: SimResult, opts: HtmlOptions = {}): string {
  const page = new Page();
  const title = opts.title ?? defaultTitle(result);
  if (isTournament(result)) tournamentBody({ ...pageParts(page), table, esc }, result);
  else if (isLab(result)) for (const block of labBlocks(result)) page.block(block);
  else if (isAb(result)) abBody(page, result);
  else if (isMatrix(result)) matrixBody(page, result);
  else batchBody(page, result);
  return page.render(title);
}

/** The page's writing methods, bound, for sections written in other files. */
function pageParts(page: Page) {
  return {
    heading: page.heading.bind(page),
    html: page.html.bind(page),
    note: page.note.bind(page),
    chart: page.chart.bind(page),
  };
}

function defaultTitle(result: SimResult): string {
  if (isTournament(result)) {
    return `${result.game}: a round-robin of ${result.agents.length} agents, ${result.gamesPerPairing.toLocaleString('en-US')} games per pairing`;
  }
  if (isLab(result)) return labTitle(result);
  if (isMatrix(result)) {
    return `${result.game}: ${result.decks.length} decks against each other, ${result.gamesPerOrder.toLocaleString('en-US')} games per pairing and seat order`;
  }
  if (isAb(result)) {
    const games = result.variants[0]?.report.games ?? 0;
    return `${result.game}: A/B on ${result.key}, ${games.toLocaleString('en-US')} games per variant`;
  }
  return `${result.game}: ${result.games.toLocaleString('en-US')} games, ${result.agents.join(' vs ')}`;
}

/** A page being written: HTML parts and the charts it will draw. */
export class Page {
  private readonly parts: string[] = [];
  private readonly charts: Array<{ id: string; spec: Spec }> = [];

  html(text: string): void {
    this.parts.push(text);
  }

  heading(text: string, level = 2): void {
    this.parts.push(`<h${level}>${esc(text)}</h${level}>`);
  }

  note(text: string): void {
    this.parts.push(`<p class="note">${esc(text)}</p>`);
  }

  chart(spec: Spec | null, missing: string): void {
    if (!spec) {
      this.note(missing);
      return;
    }
    const id = `chart-${this.charts.length}`;
    this.charts.push({ id, spec });
    this.parts.push(`<div class="chart" id="${id}"></div>`);
  }

  /** A report block (blocks.ts), as the web Lab shows it too. */
  block(b: Block): void {
    switch (b.kind) {
      case 'heading':
        this.heading(b.text, b.level);
        return;
      case 'note':
        this.note(b.text);
        return;
      case 'paragraph':
        this.html(`<p>${esc(b.text)}</p>`);
        return;
      case 'table': {
        const t = table(b.head, b.rows);
        this.html(b.scroll ? `<div class="scroll">${t}</div>` : t);
        return;
      }
      case 'chart':
        this.chart(b.spec, b.missing ?? '');
        return;
    }
  }

  render(title: string): string {
    const libraries = chartLibraries()
      .map((code) => `<script>${code}</script>`)
      .join('\n');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="arbiter report">
<title>${esc(title)}</title>
<style>${STYLE}</style>
${libraries}
</head>
<body data-charts="pending">
<h1>${esc(title)}</h1>
${this.parts.join('\n')}
<p id="chart-error" class="error" hidden></p>
<script type="application/json" id="arbiter-charts">${jsonInScript(this.charts)}</script>
<script>${CLIENT}</script>
</body>
</html>
`;
  }
}

function batchBody(page: Page, r: BatchResult): void {
  page.heading('Summary');
  page.html(summaryTable(r));
  page.heading('Win rate as games add up');
  page.chart(convergenceChart(r), 'This report has no convergence series (made by an older arbiter).');
  page.heading('Win rate per seat');
  page.chart(seatHeatmap([{ label: 'all games', report: r }]), '');
  page.heading('Game length');
  page.chart(lengthHistogram(r), 'This report has no game-length histogram (made by an older arbiter).');
  metricsBody(page, r.metrics, 3);
}

function abBody(page: Page, ab: AbResult): void {
  const base = ab.variants[0].report;
  page.heading('Summary');
  page.html(
    `<p>The same ${base.games.toLocaleString('en-US')} seeds (from ${base.seed}) and agents (${esc(base.agents.join(' vs '))}) under each value of <code>${esc(ab.key)}</code>; the first value is the baseline.</p>`,
  );
  page.html(abTable(ab));
  page.heading('Difference from the baseline');
  const diffs = ab.variants.slice(1).map(({ value, report }) => ({
    label: `${ab.key}=${shown(value)}`,
    ...rateDifference(base.wins[0], base.games, report.wins[0], report.games),
  }));
  page.html(differenceTable(diffs));
  page.chart(differenceChart(diffs), '');
  page.heading('Win rate per seat and variant');
  page.chart(
    seatHeatmap(ab.variants.map(({ value, report }) => ({ label: `${ab.key}=${shown(value)}`, report }))),
    '',
  );
  for (const { title, cells } of variantMatrices(ab)) {
    page.heading(`${title} per variant`, 3);
    page.chart(heatmap(cells, 'variant', title.split(' › ').at(-1) ?? '', 'rate'), '');
  }
  for (const { value, report } of ab.variants) {
    page.heading(`${ab.key} = ${shown(value)}`);
    page.html(summaryTable(report));
    page.heading('Win rate as games add up', 3);
    page.chart(convergenceChart(report), 'No convergence series in this report.');
    page.heading('Game length', 3);
    page.chart(lengthHistogram(report), 'No game-length histogram in this report.');
    metricsBody(page, report.metrics, 3);
  }
}

/**
 * The game's rates (per hero, per deck, ...) side by side across the
 * variants: one matrix per rates section every variant has.
 */
function variantMatrices(
  ab: AbResult,
): Array<{ title: string; cells: Array<{ row: string; column: string; rate: number }> }> {
  const byTitle = new Map<string, Array<{ row: string; column: string; rate: number }>>();
  const seen = new Map<string, number>();
  for (const { value, report } of ab.variants) {
    const row = `${ab.key}=${shown(value)}`;
    for (const section of metricsView(report.metrics).sections) {
      const rates = sectionRates(section);
      if (!rates || rates.length < 2 || rates.length > 40) continue;
      const cells = byTitle.get(section.title) ?? [];
      cells.push(...rates.map((r) => ({ row, column: r.label, rate: r.rate })));
      byTitle.set(section.title, cells);
      seen.set(section.title, (seen.get(section.title) ?? 0) + 1);
    }
  }
  return [...byTitle]
    .filter(([title]) => seen.get(title) === ab.variants.length)
    .map(([title, cells]) => ({ title, cells }));
}

function matrixBody(page: Page, m: MatrixResult): void {
  page.heading('Summary');
  page.html(
    `<p>Every pair of decks, both seat orders, ${m.gamesPerOrder.toLocaleString('en-US')} games each; agents ${esc(m.agents.join(' vs '))}. A cell is the row deck's win rate against the column deck (draws count as not won), with its 95% Wilson interval.</p>`,
  );
  page.heading('Win rate, deck against deck');
  page.chart(
    heatmap(
      m.cells.map((c) => ({ row: c.row, column: c.column, rate: c.winRate.rate })),
      'deck',
      'against',
      'win rate',
    ),
    '',
  );
  page.html(
    table(
      ['deck', 'against', 'games', 'wins', 'draws', 'win rate'],
      m.cells.map((c) => [
        c.row,
        c.column,
        c.games.toLocaleString('en-US'),
        c.wins.toLocaleString('en-US'),
        c.draws.toLocaleString('en-US'),
        formatInterval(c.winRate),
      ]),
    ),
  );
}

function summaryTable(r: BatchResult): string {
  const rows: Array<[string, string]> = [
    ['game', r.game],
    ['games', r.games.toLocaleString('en-US')],
    ['seeds', `${r.seed}..${r.seed + r.games - 1}`],
    ['agents', r.agents.join(', ')],
    ['options', JSON.stringify(r.options)],
    ...r.winRate.map((w, seat): [string, string] => [
      `${seatLabel(r, seat)} wins`,
      `${r.wins[seat].toLocaleString('en-US')} — ${formatInterval(w)}`,
    ]),
    ['draws', `${r.draws.toLocaleString('en-US')} — ${formatInterval(r.drawRate)}`],
    ['actions per game', `mean ${round(r.avgLength)}, median ${round(r.medianLength)}`],
  ];
  if (r.elapsedMs !== undefined) {
    rows.push([
      'time',
      `${(r.elapsedMs / 1000).toFixed(1)} s, ${Math.round(r.gamesPerSecond ?? 0).toLocaleString('en-US')} games/s`,
    ]);
  }
  return `<table class="summary">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<p class="note">Rates are shown with their 95% Wilson intervals.</p>`;
}

function abTable(ab: AbResult): string {
  const seats = ab.variants[0].report.winRate.length;
  const head = [
    'value',
    'games',
    ...Array.from({ length: seats }, (_, s) => `${seatName(s)} win rate`),
    'draws',
    'mean length',
  ];
  const body = ab.variants.map(({ value, report }) => [
    shown(value),
    report.games.toLocaleString('en-US'),
    ...report.winRate.map(formatInterval),
    formatInterval(report.drawRate),
    round(report.avgLength),
  ]);
  return table(head, body);
}

function differenceTable(diffs: Array<{ label: string } & ReturnType<typeof rateDifference>>): string {
  return table(
    [
      'variant',
      `Δ ${seatName(0)} win rate`,
      '95% interval',
      'p (two-proportion z-test)',
      'significant at 5%',
    ],
    diffs.map((d) => [
      d.label,
      signedPct(d.delta),
      `[${signedPct(d.low)}, ${signedPct(d.high)}]`,
      d.p < 0.0001 ? '< 0.0001' : d.p.toFixed(4),
      d.significant ? 'yes' : 'no',
    ]),
  );
}

function metricsBody(page: Page, metrics: unknown, level: number): void {
  for (const block of metricsBlocks(metrics, level)) page.block(block);
}

function table(head: string[], rows: string[][]): string {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function signedPct(x: number): string {
  return `${x > 0 ? '+' : ''}${pct(x)}`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot end its <script> element early. */
function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 980px; padding: 0 1rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; } h3, h4 { margin-top: 1.5rem; }
table { border-collapse: collapse; margin: .5rem 0; } th, td { padding: .2rem .6rem; border-bottom: 1px solid #eee; text-align: left; }
table.summary th { font-weight: 600; color: #555; } td { font-variant-numeric: tabular-nums; }
.scroll { overflow-x: auto; } .note { color: #666; font-size: 12px; } .error { color: #b00; font-weight: 600; }
.chart { margin: .5rem 0 1rem; }
`;

/** Draws every chart; marks the body when all have drawn, or shows the first failure. */
const CLIENT = `
(function () {
  var charts = JSON.parse(document.getElementById('arbiter-charts').textContent);
  Promise.all(charts.map(function (c) {
    return vegaEmbed('#' + c.id, c.spec, { actions: false, renderer: 'svg' });
  })).then(function () {
    document.body.dataset.charts = 'rendered';
  }, function (e) {
    var p = document.getElementById('chart-error');
    p.textContent = 'A chart could not be drawn: ' + (e && e.message ? e.message : e);
    p.hidden = false;
    document.body.dataset.charts = 'failed';
    console.error(e);
  });
})();
`;

/**
 * Readable text for batch and A/B reports (the `--json` form is the report
 * itself). Timing lines are left out when the report carries no timing.
 */
import type { AbReport, BatchReport, Interval, TimelessAbReport, TimelessBatchReport } from '@arbiter/sim';
import { seatLabel } from './outcome.ts';
import { prettyJson } from './view-text.ts';

/** Columns padded to their widest cell; numeric-looking cells are right-aligned. */
export function textTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const numeric = (cell: string) => /^[-+]?[\d.,]+%?$/.test(cell);
  return rows
    .map((row) =>
      row
        .map((cell, i) => (numeric(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function interval(i: Interval): string {
  return `${percent(i.low)} – ${percent(i.high)}`;
}

function fixed(x: number, digits = 1): string {
  return Number.isFinite(x) ? x.toFixed(digits) : String(x);
}

/** Numbers rounded for reading; nested statistics as indented JSON (the `--json` report keeps full precision). */
function formatMetric(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : fixed(value, 3);
  return prettyJson(roundNumbers(value), '  ');
}

function roundNumbers(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number(value.toFixed(3));
  if (Array.isArray(value)) return value.map(roundNumbers);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundNumbers(v)]));
  }
  return value;
}

function agentsOf(agents: string[], seats: number): string[] {
  return Array.from({ length: seats }, (_, i) => agents[Math.min(i, agents.length - 1)]);
}

function hasTiming(report: BatchReport | TimelessBatchReport): report is BatchReport {
  return 'gamesPerSecond' in report && 'elapsedMs' in report;
}

function optionsText(options: unknown): string {
  if (options === undefined || options === null) return '';
  if (typeof options === 'object' && Object.keys(options).length === 0) return '';
  return `options: ${JSON.stringify(options)}\n`;
}

export function batchReportText(r: BatchReport | TimelessBatchReport): string {
  const agents = agentsOf(r.agents, r.wins.length);
  const rows = [['', 'agent', 'wins', 'win rate', '95% interval']];
  r.wins.forEach((wins, seat) => {
    rows.push([
      seatLabel(seat),
      agents[seat],
      String(wins),
      percent(r.winRate[seat].rate),
      interval(r.winRate[seat]),
    ]);
  });
  rows.push(['draws', '', String(r.draws), percent(r.drawRate.rate), interval(r.drawRate)]);
  let out = `${r.game}: ${r.games} games from seed ${r.seed}, ${agents.join(' vs ')}\n`;
  out += optionsText(r.options);
  out += `${textTable(rows)}\n`;
  out += `length: ${fixed(r.avgLength)} actions on average (median ${r.medianLength})\n`;
  if (hasTiming(r)) {
    out += `speed: ${fixed(r.gamesPerSecond)} games/s, ${fixed(r.actionsPerSecond, 0)} actions/s (${fixed(r.elapsedMs, 0)} ms)\n`;
  }
  const metrics = Object.entries(r.metrics ?? {});
  if (metrics.length > 0) {
    out += 'metrics:\n';
    for (const [key, value] of metrics) out += `  ${key}: ${formatMetric(value)}\n`;
  }
  if (r.logs) out += `logs: ${r.logs.length} match logs written\n`;
  if (r.export)
    out += `export: ${r.export.decisions} decisions of ${r.export.games} games written to ${r.export.path}\n`;
  return out;
}

function signed(x: number, text: string): string {
  return x > 0 ? `+${text}` : text;
}

export function abReportText(r: AbReport | TimelessAbReport): string {
  const first = r.variants[0]?.report;
  const rows = [
    [r.key, 'seat 1 win rate', '95% interval', 'avg length', 'Δ win rate', 'Δ length', 'significant'],
  ];
  r.variants.forEach(({ value, report }, i) => {
    const diff = i === 0 ? undefined : r.differences[i - 1];
    rows.push([
      typeof value === 'string' ? value : JSON.stringify(value),
      percent(report.winRate[0].rate),
      interval(report.winRate[0]),
      fixed(report.avgLength),
      diff ? signed(diff.seat0WinRateDelta, percent(diff.seat0WinRateDelta)) : '',
      diff ? signed(diff.avgLengthDelta, fixed(diff.avgLengthDelta)) : '',
      diff ? (diff.significant ? 'yes' : 'no') : '',
    ]);
  });
  const header = first
    ? `${r.game}: A/B on ${r.key}, ${first.games} games each from seed ${first.seed}, ${agentsOf(first.agents, first.wins.length).join(' vs ')}\n`
    : `${r.game}: A/B on ${r.key}\n`;
  return `${header}${textTable(rows)}\n`;
}

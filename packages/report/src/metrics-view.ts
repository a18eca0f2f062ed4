/**
 * A game's own metrics (its summarize() output: any JSON) turned into what
 * a report can show, by shape rather than by name, so every game gets its
 * figures without report code of its own:
 *   - a record of rates with intervals ({rate, low, high}) → rates chart;
 *   - a record of numbers (a mitigation pipeline) → bar chart;
 *   - a record whose keys read "A vs B" → matchup heatmap;
 *   - a record of records, or a list of records (per hero, per deck, per
 *     card) → a table, charted by its first rate column (or first number);
 *   - anything else that is a plain number, string or flag → the figures table.
 */
import { seatName } from '@arbiter/core';

export interface IntervalLike {
  rate: number;
  low: number;
  high: number;
}

export type MetricSection =
  | { kind: 'rates'; title: string; rows: Array<{ label: string } & IntervalLike> }
  | { kind: 'numbers'; title: string; rows: Array<{ label: string; value: number }> }
  | {
      kind: 'matchups';
      title: string;
      cells: Array<{ row: string; column: string; rate: number; games: number | null }>;
    }
  | {
      kind: 'table';
      title: string;
      columns: string[];
      rows: Array<{ label: string; cells: Record<string, number | string> }>;
      /** The column charted: a rate column (with its interval) or a number column. */
      chart: { column: string; interval: boolean } | null;
      /** Rows left out of a long table. */
      omitted: number;
      /** Nested records of numbers every row has (a mitigation pipeline per hero): charted stage by stage. */
      groups: Array<{ prefix: string; keys: string[] }>;
    };

export interface MetricsView {
  /** path → value for plain figures. */
  figures: Array<{ name: string; value: string | number | boolean }>;
  sections: MetricSection[];
}

const MAX_ROWS = 40;

export function isInterval(v: unknown): v is IntervalLike {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return typeof o.rate === 'number' && typeof o.low === 'number' && typeof o.high === 'number';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isScalar(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';
}

const title = (path: string[]) => path.join(' › ');

export function metricsView(metrics: unknown): MetricsView {
  const view: MetricsView = { figures: [], sections: [] };
  walk(metrics, [], view);
  return view;
}

function walk(value: unknown, path: string[], view: MetricsView): void {
  if (isScalar(value)) {
    view.figures.push({ name: path.join('.') || 'value', value });
    return;
  }
  if (isInterval(value)) {
    view.figures.push({ name: path.join('.'), value: formatInterval(value) });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'number')) {
      view.sections.push({
        kind: 'numbers',
        title: title(path),
        rows: value.map((v, i) => ({ label: String(i), value: v as number })),
      });
    } else if (value.length > 0 && value.every(isRecord)) {
      view.sections.push(
        tableOf(
          path,
          value.map((row, i) => [rowLabel(row, i), row]),
        ),
      );
    }
    return;
  }
  if (!isRecord(value)) return;
  const entries = Object.entries(value);
  if (entries.length === 0) return;
  const matchup = /^(.+?) vs (.+)$/;
  if (entries.length >= 2 && entries.every(([k, v]) => matchup.test(k) && rateOf(v) !== null)) {
    view.sections.push({
      kind: 'matchups',
      title: title(path),
      cells: entries.map(([k, v]) => {
        const [, row, column] = matchup.exec(k)!;
        const games = isRecord(v) && typeof v.games === 'number' ? v.games : null;
        return { row, column, rate: rateOf(v)!.rate, games };
      }),
    });
    view.sections.push(tableOf(path, entries));
    return;
  }
  const intervals = entries.filter(([, v]) => isInterval(v));
  if (intervals.length >= 2) {
    view.sections.push({
      kind: 'rates',
      title: title(path),
      rows: intervals.map(([label, v]) => ({ label, ...(v as IntervalLike) })),
    });
    for (const [k, v] of entries) if (!isInterval(v)) walk(v, [...path, k], view);
    return;
  }
  const numbers = entries.filter(([, v]) => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length >= 2 && numbers.length === entries.length && path.length > 0) {
    view.sections.push({
      kind: 'numbers',
      title: title(path),
      rows: numbers.map(([label, v]) => ({ label, value: v as number })),
    });
    return;
  }
  const records = entries.filter(([, v]) => isRecord(v) && !isInterval(v));
  // (Not the summary itself: its top-level records are separate sections, not rows of one table.)
  if (records.length >= 2 && records.length === entries.length && path.length > 0) {
    view.sections.push(tableOf(path, entries as Array<[string, Record<string, unknown>]>));
    return;
  }
  for (const [k, v] of entries) walk(v, [...path, k], view);
}

function rateOf(v: unknown): IntervalLike | null {
  if (isInterval(v)) return v;
  if (isRecord(v)) {
    if (isInterval(v.winRate)) return v.winRate;
    if (typeof v.winRate === 'number') return { rate: v.winRate, low: v.winRate, high: v.winRate };
  }
  return null;
}

/** A list row's name: its first string field (deck, name, id), else its index. */
function rowLabel(row: Record<string, unknown>, i: number): string {
  for (const key of ['name', 'label', 'deck', 'hero', 'id'])
    if (typeof row[key] === 'string') return row[key] as string;
  const s = Object.values(row).find((v) => typeof v === 'string');
  if (s !== undefined) return s as string;
  // Seats are numbered from 1 for a reader (the report's data keeps them 0-based).
  if (typeof row.seat === 'number') return seatName(row.seat);
  if (typeof row.index === 'number') return `index ${row.index}`;
  return String(i);
}

/** Flattens a row to one level: nested records become dotted columns, intervals become `x` plus `x.low`/`x.high`. */
function flatten(row: unknown, prefix: string, out: Record<string, number | string>): void {
  if (!isRecord(row)) return;
  // A row that is itself a rate ({deck, rate, low, high}): its bounds belong to its rate.
  const own = isInterval(row);
  for (const [k, v] of Object.entries(row)) {
    const key =
      own && (k === 'low' || k === 'high')
        ? `${prefix ? `${prefix}.` : ''}rate.${k}`
        : prefix
          ? `${prefix}.${k}`
          : k;
    if (isInterval(v)) {
      out[key] = v.rate;
      out[`${key}.low`] = v.low;
      out[`${key}.high`] = v.high;
    } else if (typeof v === 'number' && Number.isFinite(v)) out[key] = v;
    else if (typeof v === 'string') out[key] = v;
    else if (typeof v === 'boolean') out[key] = String(v);
    else if (isRecord(v)) flatten(v, key, out);
  }
}

function tableOf(path: string[], rows: Array<[string, unknown]>): MetricSection {
  const flat = rows.map(([label, row]) => {
    const cells: Record<string, number | string> = {};
    flatten(row, '', cells);
    return { label, cells };
  });
  const columns: string[] = [];
  for (const r of flat) for (const c of Object.keys(r.cells)) if (!columns.includes(c)) columns.push(c);
  const rateColumn = columns.find((c) => columns.includes(`${c}.low`) && columns.includes(`${c}.high`));
  const numeric = columns.filter((c) => flat.every((r) => typeof r.cells[c] === 'number'));
  // What a designer looks for first in a per-card table: its contribution to winning, else the first number.
  const numberColumn = numeric.find((c) => /contribution/i.test(c)) ?? numeric[0];
  const chart = rateColumn
    ? { column: rateColumn, interval: true }
    : numberColumn
      ? { column: numberColumn, interval: false }
      : null;
  return {
    kind: 'table',
    title: title(path),
    columns,
    rows: flat.slice(0, MAX_ROWS),
    chart,
    omitted: Math.max(0, flat.length - MAX_ROWS),
    groups: numberGroups(columns, numeric),
  };
}

/** Dotted number columns sharing a prefix, three or more (`avgPipeline.raw`, `avgPipeline.final`, ...). */
function numberGroups(columns: string[], numeric: string[]): Array<{ prefix: string; keys: string[] }> {
  const byPrefix = new Map<string, string[]>();
  for (const c of columns) {
    const dot = c.lastIndexOf('.');
    if (dot <= 0 || !numeric.includes(c) || /\.(low|high)$/.test(c)) continue;
    const prefix = c.slice(0, dot);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), c.slice(dot + 1)]);
  }
  return [...byPrefix].filter(([, keys]) => keys.length >= 3).map(([prefix, keys]) => ({ prefix, keys }));
}

/** A section's rates with intervals by label (a rates record, or a table charted by a rate column), if it has them. */
export function sectionRates(section: MetricSection): Array<{ label: string } & IntervalLike> | null {
  if (section.kind === 'rates') return section.rows;
  if (section.kind === 'table' && section.chart?.interval) {
    const { column } = section.chart;
    return section.rows.map((r) => ({
      label: r.label,
      rate: Number(r.cells[column]),
      low: Number(r.cells[`${column}.low`]),
      high: Number(r.cells[`${column}.high`]),
    }));
  }
  return null;
}

export function formatInterval(v: IntervalLike): string {
  return `${pct(v.rate)} [${pct(v.low)}, ${pct(v.high)}]`;
}

export function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

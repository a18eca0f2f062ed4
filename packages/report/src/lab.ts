/**
 * A Lab run's result (the web Lab: one deck, hero or data variant against
 * the field) and its report blocks. A run is made of plain batches — each a
 * `BatchReport`, the same as `arbiter sim` gives for its options and seeds —
 * for each data variant, opponent and seat order; everything shown here is
 * computed from them: the subject's win rate against each opponent (both
 * seat orders pooled) with its interval, the seat effect, game length, the
 * game's own metrics, and for an A/B or a sweep how the win rate moves.
 */
import { seatName, wilson } from '@arbiter/core';
import { type BatchReport, pathText } from '@arbiter/sim';
import { type Block, metricsBlocks } from './blocks.ts';
import { differenceChart, heatmap, lengthHistogram, type Spec } from './charts.ts';
import { formatInterval, pct } from './metrics-view.ts';
import type { BatchResult } from './result.ts';
import { rateDifference } from './stats.ts';

export type LabMode = 'field' | 'ab' | 'sweep';

/** One batch of a run: a variant's data, an opponent, the seat the subject played. */
export interface LabBatch {
  variant: number;
  /** The opponent's label, or null for a game without sides. */
  opponent: string | null;
  /** The subject's seat (0 or 1), or null for a game without sides. */
  subjectSeat: number | null;
  report: BatchResult | BatchReport;
}

export interface LabVariant {
  label: string;
  /** The swept value, for a sweep. */
  value?: unknown;
  /** The data changes this variant plays (empty: the shipped data). */
  changes: Array<{ file: string; path: Array<string | number>; value: unknown }>;
  /** The game's own metrics over every game of the variant. */
  metrics: Record<string, unknown>;
}

export interface LabResult {
  kind: 'lab';
  game: string;
  mode: LabMode;
  /** What was tested (a deck or hero), or null for a game without sides. */
  subject: string | null;
  /** [subject's agent, opponents' agent], or one per seat for a game without sides. */
  agents: string[];
  /** Games per opponent (both seat orders together), per variant. */
  games: number;
  seed: number;
  variants: LabVariant[];
  /** For a sweep: the field that varies. */
  sweep?: { label: string; file: string; path: Array<string | number>; values: unknown[] };
  batches: LabBatch[];
}

export function isLabResult(value: unknown): value is LabResult {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'lab';
}

/** The subject's record against one opponent (or over all of them) under one variant. */
export interface SubjectRecord {
  opponent: string;
  games: number;
  wins: number;
  draws: number;
  rate: number;
  low: number;
  high: number;
  /** As the first seat and as the second. */
  first: { games: number; wins: number };
  second: { games: number; wins: number };
}

const ALL = 'all opponents';

/** The subject's records per opponent for `variant`, then over all opponents. */
export function subjectRecords(result: LabResult, variant: number): SubjectRecord[] {
  const byOpponent = new Map<string, SubjectRecord>();
  const empty = (opponent: string): SubjectRecord => ({
    opponent,
    games: 0,
    wins: 0,
    draws: 0,
    rate: 0,
    low: 0,
    high: 0,
    first: { games: 0, wins: 0 },
    second: { games: 0, wins: 0 },
  });
  const all = empty(ALL);
  for (const b of result.batches) {
    if (b.variant !== variant || b.opponent === null || b.subjectSeat === null) continue;
    const rec = byOpponent.get(b.opponent) ?? empty(b.opponent);
    byOpponent.set(b.opponent, rec);
    const wins = b.report.wins[b.subjectSeat] ?? 0;
    for (const r of [rec, all]) {
      r.games += b.report.games;
      r.wins += wins;
      r.draws += b.report.draws;
      const seat = b.subjectSeat === 0 ? r.first : r.second;
      seat.games += b.report.games;
      seat.wins += wins;
    }
  }
  const out = [...byOpponent.values()];
  if (out.length > 1) out.push(all);
  for (const r of out) Object.assign(r, wilson(r.wins, r.games));
  return out;
}

/** Games of one variant: game length histogram, all batches together. */
function lengthsOf(result: LabResult, variant: number): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  let any = false;
  for (const b of result.batches) {
    if (b.variant !== variant || !b.report.lengths) continue;
    any = true;
    for (const [k, n] of Object.entries(b.report.lengths)) out[k] = (out[k] ?? 0) + n;
  }
  return any ? out : undefined;
}

const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const count = (n: number) => n.toLocaleString('en-US');

export function labTitle(result: LabResult): string {
  const what = result.subject ?? result.game;
  const opponents = new Set(result.batches.map((b) => b.opponent).filter((o) => o !== null)).size;
  const against = opponents > 0 ? ` against ${opponents} opponent${opponents === 1 ? '' : 's'}` : '';
  const mode =
    result.mode === 'ab'
      ? ', A/B against the shipped data'
      : result.mode === 'sweep'
        ? `, sweep of ${result.sweep?.label ?? 'a field'}`
        : '';
  return `${result.game}: ${what}${against}, ${count(result.games)} games each${mode}`;
}

/** Every block of the Lab report, in order. */
export function labBlocks(result: LabResult): Block[] {
  const out: Block[] = [{ kind: 'heading', text: 'Summary', level: 2 }, summaryTable(result)];
  const sides = result.batches.some((b) => b.subjectSeat !== null);
  if (result.mode === 'ab' && result.variants.length >= 2) out.push(...abBlocks(result, sides));
  if (result.mode === 'sweep') out.push(...sweepBlocks(result, sides));
  result.variants.forEach((v, i) => {
    const level = result.variants.length > 1 ? 3 : 2;
    if (result.variants.length > 1) out.push({ kind: 'heading', text: v.label, level: 2 });
    out.push(...(sides ? fieldBlocks(result, i, level) : seatBlocks(result, i, level)));
    out.push({ kind: 'heading', text: 'Game length', level });
    const lengths = lengthsOf(result, i);
    out.push({
      kind: 'chart',
      spec: lengths ? lengthHistogram({ lengths } as BatchResult) : null,
      missing: 'No game-length histogram in this result.',
    });
    out.push(...metricsBlocks(v.metrics, level));
  });
  return out;
}

function summaryTable(result: LabResult): Block {
  const rows: string[][] = [
    ['game', result.game],
    ...(result.subject ? [['subject', result.subject]] : []),
    ['agents', result.agents.join(' vs ')],
    ['games', `${count(result.games)} per opponent and variant, both seat orders, seeds from ${result.seed}`],
    ['data', result.variants.map((v) => v.label).join('; ')],
  ];
  for (const v of result.variants) {
    for (const c of v.changes)
      rows.push([`${v.label}: change`, `${c.file} ${pathText(c.path)} = ${shown(c.value)}`]);
  }
  return { kind: 'table', head: ['', ''], rows, name: 'summary' };
}

/** The subject against each opponent: win rates with intervals, the seat effect. */
function fieldBlocks(result: LabResult, variant: number, level: 2 | 3): Block[] {
  const records = subjectRecords(result, variant);
  return [
    { kind: 'heading', text: `${result.subject ?? 'Subject'}: win rate against each opponent`, level },
    { kind: 'chart', spec: matchupChart(records), name: `win-rate-${variant}` },
    {
      kind: 'table',
      name: `matchups-${variant}`,
      head: [
        'opponent',
        'games',
        'wins',
        'draws',
        'win rate (95% interval)',
        'as first seat',
        'as second seat',
      ],
      rows: records.map((r) => [
        r.opponent,
        count(r.games),
        count(r.wins),
        count(r.draws),
        formatInterval(r),
        seatShare(r.first),
        seatShare(r.second),
      ]),
    },
    { kind: 'heading', text: 'Seat effect', level: (level + 1) as 3 | 4 },
    { kind: 'chart', spec: seatEffectChart(records), name: `seat-effect-${variant}` },
    {
      kind: 'note',
      text: 'The subject played each seed from both seats: the same deals with the seats swapped. A gap between the two is the advantage of playing first (or second).',
    },
  ];
}

function seatShare(s: { games: number; wins: number }): string {
  return s.games === 0 ? '—' : `${pct(s.wins / s.games)} of ${count(s.games)}`;
}

/** A game without sides: each seat's win rate in the one batch of the variant. */
function seatBlocks(result: LabResult, variant: number, level: 2 | 3): Block[] {
  const batch = result.batches.find((b) => b.variant === variant);
  if (!batch) return [];
  const r = batch.report;
  const rows = r.winRate.map((w, seat) => ({
    label: `${seatName(seat)} (${r.agents[seat] ?? '?'})`,
    ...w,
  }));
  return [
    { kind: 'heading', text: 'Win rate per seat', level },
    { kind: 'chart', spec: rateBars(rows, 'win rate (95% interval)'), name: `win-rate-${variant}` },
    {
      kind: 'table',
      name: `seats-${variant}`,
      head: ['seat', 'wins', 'win rate (95% interval)'],
      rows: rows.map((row, seat) => [row.label, count(r.wins[seat]), formatInterval(row)]),
    },
    { kind: 'paragraph', text: `Draws: ${count(r.draws)} — ${formatInterval(r.drawRate)}.` },
  ];
}

/** Differences from the shipped data (variant 0), per opponent and over all. */
function abBlocks(result: LabResult, sides: boolean): Block[] {
  const base = result.variants[0];
  const out: Block[] = [{ kind: 'heading', text: 'Difference from the shipped data', level: 2 }];
  const diffs: Array<{ label: string } & ReturnType<typeof rateDifference>> = [];
  for (let v = 1; v < result.variants.length; v++) {
    const a = sides ? subjectRecords(result, 0) : seatRecords(result, 0);
    const b = sides ? subjectRecords(result, v) : seatRecords(result, v);
    for (const rb of b) {
      const ra = a.find((x) => x.opponent === rb.opponent);
      if (!ra) continue;
      diffs.push({
        label: result.variants.length > 2 ? `${result.variants[v].label}: ${rb.opponent}` : rb.opponent,
        ...rateDifference(ra.wins, ra.games, rb.wins, rb.games),
      });
    }
  }
  out.push({
    kind: 'paragraph',
    text: `The same seeds and agents with the shipped data (${base.label}) and with the changed data; ${
      sides ? "the subject's" : "seat 1's"
    } win rate under each, and the difference with its 95% interval and the two-proportion z-test's p-value.`,
  });
  out.push({
    kind: 'table',
    name: 'ab-differences',
    head: ['against', 'Δ win rate', '95% interval', 'p', 'significant at 5%'],
    rows: diffs.map((d) => [
      d.label,
      signed(d.delta),
      `[${signed(d.low)}, ${signed(d.high)}]`,
      d.p < 0.0001 ? '< 0.0001' : d.p.toFixed(4),
      d.significant ? 'yes' : 'no',
    ]),
  });
  out.push({ kind: 'chart', spec: differenceChart(diffs), name: 'ab-difference' });
  return out;
}

/** A game without sides, as records: seat 1's wins (the A/B compares it). */
function seatRecords(result: LabResult, variant: number): SubjectRecord[] {
  return result.batches
    .filter((b) => b.variant === variant)
    .map((b) => ({
      opponent: 'seat 1',
      games: b.report.games,
      wins: b.report.wins[0] ?? 0,
      draws: b.report.draws,
      ...wilson(b.report.wins[0] ?? 0, b.report.games),
      first: { games: b.report.games, wins: b.report.wins[0] ?? 0 },
      second: { games: 0, wins: 0 },
    }));
}

/** The win rate over the swept values, with intervals, overall and per opponent. */
function sweepBlocks(result: LabResult, sides: boolean): Block[] {
  const label = result.sweep?.label ?? 'value';
  const points = result.variants.map((v, i) => {
    const records = sides ? subjectRecords(result, i) : seatRecords(result, i);
    const overall = records.find((r) => r.opponent === ALL) ?? records[0];
    return { value: v.value, records, overall };
  });
  const numeric = points.every((p) => typeof p.value === 'number');
  const rows = points
    .filter((p) => p.overall)
    .map((p) => ({
      value: numeric ? (p.value as number) : shown(p.value),
      rate: p.overall.rate,
      low: p.overall.low,
      high: p.overall.high,
      games: p.overall.games,
    }));
  const out: Block[] = [
    { kind: 'heading', text: `Win rate over ${label}`, level: 2 },
    { kind: 'chart', spec: sweepChart(rows, label, numeric), name: 'sweep' },
    {
      kind: 'table',
      name: 'sweep',
      head: [label, 'games', 'wins', 'win rate (95% interval)'],
      rows: points
        .filter((p) => p.overall)
        .map((p) => [
          shown(p.value),
          count(p.overall.games),
          count(p.overall.wins),
          formatInterval(p.overall),
        ]),
    },
  ];
  const perOpponent = points.flatMap((p) =>
    p.records
      .filter((r) => r.opponent !== ALL)
      .map((r) => ({ row: shown(p.value), column: r.opponent, rate: r.rate })),
  );
  if (sides && new Set(perOpponent.map((c) => c.column)).size > 1) {
    out.push({ kind: 'heading', text: `Per opponent, over ${label}`, level: 3 });
    out.push({
      kind: 'chart',
      spec: heatmap(perOpponent, label, 'against', 'win rate'),
      name: 'sweep-opponents',
    });
  }
  return out;
}

function signed(x: number): string {
  return `${x > 0 ? '+' : ''}${pct(x)}`;
}

const WIDTH = 560;
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** Bars with their intervals and each rate written on its bar (the numbers a reader checks). */
function rateBars(
  rows: Array<{ label: string; rate: number; low: number; high: number }>,
  title: string,
): Spec {
  const x = {
    field: 'label',
    type: 'nominal',
    title: null,
    sort: null,
    axis: { labelAngle: rows.length > 5 ? -30 : 0 },
  };
  return {
    $schema: SCHEMA,
    width: WIDTH,
    height: 240,
    data: { values: rows },
    layer: [
      {
        mark: { type: 'bar', opacity: 0.8 },
        encoding: {
          x,
          y: {
            field: 'rate',
            type: 'quantitative',
            title,
            axis: { format: '.0%' },
            scale: { domain: [0, 1] },
          },
          tooltip: [
            { field: 'label' },
            { field: 'rate', format: '.1%' },
            { field: 'low', format: '.1%' },
            { field: 'high', format: '.1%' },
          ],
        },
      },
      { mark: 'rule', encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
      {
        mark: { type: 'text', dy: -8, fontSize: 12 },
        encoding: { x, y: { field: 'high', type: 'quantitative' }, text: { field: 'rate', format: '.1%' } },
      },
    ],
  };
}

function matchupChart(records: SubjectRecord[]): Spec {
  return rateBars(
    records.map((r) => ({ label: r.opponent, rate: r.rate, low: r.low, high: r.high })),
    'win rate (95% interval)',
  );
}

/** The subject's win rate as the first seat and as the second, against each opponent. */
function seatEffectChart(records: SubjectRecord[]): Spec {
  const rows = records.flatMap((r) =>
    (
      [
        ['as first seat', r.first],
        ['as second seat', r.second],
      ] as const
    )
      .filter(([, s]) => s.games > 0)
      .map(([seat, s]) => ({ opponent: r.opponent, seat, ...wilson(s.wins, s.games) })),
  );
  return {
    $schema: SCHEMA,
    width: WIDTH,
    height: 220,
    data: { values: rows },
    mark: 'bar',
    encoding: {
      x: { field: 'opponent', type: 'nominal', title: null, sort: null, axis: { labelAngle: 0 } },
      xOffset: { field: 'seat', type: 'nominal' },
      y: {
        field: 'rate',
        type: 'quantitative',
        title: 'win rate',
        axis: { format: '.0%' },
        scale: { domain: [0, 1] },
      },
      color: { field: 'seat', type: 'nominal', title: null },
      tooltip: [{ field: 'opponent' }, { field: 'seat' }, { field: 'rate', format: '.1%' }],
    },
  };
}

function sweepChart(
  rows: Array<{ value: number | string; rate: number; low: number; high: number }>,
  label: string,
  numeric: boolean,
): Spec {
  const x = { field: 'value', type: numeric ? 'quantitative' : 'ordinal', title: label, sort: null };
  return {
    $schema: SCHEMA,
    width: WIDTH,
    height: 240,
    data: { values: rows },
    layer: [
      {
        mark: { type: 'errorband', opacity: 0.2 },
        // The same title as the line's: layered titles merge.
        encoding: {
          x,
          y: { field: 'low', type: 'quantitative', title: 'win rate (95% interval)' },
          y2: { field: 'high' },
        },
      },
      {
        mark: { type: 'line', point: true },
        encoding: {
          x,
          y: {
            field: 'rate',
            type: 'quantitative',
            title: 'win rate (95% interval)',
            axis: { format: '.0%' },
            scale: { domain: [0, 1] },
          },
          tooltip: [
            { field: 'value', title: label },
            { field: 'rate', format: '.1%' },
            { field: 'low', format: '.1%' },
            { field: 'high', format: '.1%' },
          ],
        },
      },
      {
        mark: { type: 'text', dy: -10, fontSize: 12 },
        encoding: { x, y: { field: 'rate', type: 'quantitative' }, text: { field: 'rate', format: '.1%' } },
      },
    ],
  };
}

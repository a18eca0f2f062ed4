/**
 * The report's charts as Vega-Lite specifications: plain JSON, built here
 * from the report and drawn in the page by the inlined library.
 */
import { seatName, wilson } from '@arbiter/core';
import { type MetricSection, sectionRates } from './metrics-view.ts';
import type { BatchResult } from './result.ts';
import type { RateDifference } from './stats.ts';

export type Spec = Record<string, unknown>;

const WIDTH = 560;
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const percent = { format: '.0%' };

function base(height = 220): Spec {
  return { $schema: SCHEMA, width: WIDTH, height };
}

export function seatLabel(report: BatchResult, seat: number): string {
  return `${seatName(seat)} (${report.agents[seat] ?? '?'})`;
}

/** Each seat's win rate after 1, 2, ... games, with its interval narrowing as games add up. */
export function convergenceChart(report: BatchResult): Spec | null {
  if (!report.convergence || report.convergence.length < 2) return null;
  const rows = report.convergence.flatMap((p) =>
    p.wins.map((k, seat) => ({ games: p.games, seat: seatLabel(report, seat), ...wilson(k, p.games) })),
  );
  const x = {
    field: 'games',
    type: 'quantitative',
    scale: { type: 'log' },
    title: 'games played (log scale)',
  };
  const color = { field: 'seat', type: 'nominal', title: null };
  return {
    ...base(),
    data: { values: rows },
    layer: [
      {
        mark: { type: 'area', opacity: 0.2 },
        encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' }, color },
      },
      {
        mark: { type: 'line', point: true },
        encoding: {
          x,
          y: {
            field: 'rate',
            type: 'quantitative',
            title: 'win rate (95% interval)',
            axis: percent,
            scale: { domain: [0, 1] },
          },
          color,
          tooltip: [
            { field: 'seat' },
            { field: 'games' },
            { field: 'rate', format: '.1%' },
            { field: 'low', format: '.1%' },
            { field: 'high', format: '.1%' },
          ],
        },
      },
    ],
  };
}

/** Win rate per seat (columns) for each batch (rows: the A/B variants, or the one batch), and the draw rate. */
export function seatHeatmap(rows: Array<{ label: string; report: BatchResult }>): Spec {
  const cells = rows.flatMap(({ label, report }) => [
    ...report.winRate.map((w, seat) => ({
      row: label,
      column: seatLabel(report, seat),
      rate: w.rate,
    })),
    { row: label, column: 'draws', rate: report.drawRate.rate },
  ]);
  return heatmap(cells, 'batch', 'seat', 'win rate');
}

/** Rows against columns, coloured by rate, each cell labelled. */
export function heatmap(
  cells: Array<{ row: string; column: string; rate: number }>,
  rowTitle: string,
  columnTitle: string,
  rateTitle: string,
): Spec {
  const rowCount = new Set(cells.map((c) => c.row)).size;
  return {
    ...base(Math.max(60, 36 * rowCount)),
    data: { values: cells },
    encoding: {
      x: { field: 'column', type: 'nominal', title: columnTitle, axis: { labelAngle: 0 } },
      y: { field: 'row', type: 'nominal', title: rowTitle },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'rate',
            type: 'quantitative',
            title: rateTitle,
            scale: { domain: [0, 1], scheme: 'redblue' },
            legend: percent,
          },
          tooltip: [{ field: 'row' }, { field: 'column' }, { field: 'rate', format: '.1%' }],
        },
      },
      {
        mark: { type: 'text', fontSize: 12 },
        encoding: { text: { field: 'rate', type: 'quantitative', format: '.1%' } },
      },
    ],
  };
}

/** How long games ran: games per number of actions, binned when there are many lengths. */
export function lengthHistogram(report: BatchResult): Spec | null {
  if (!report.lengths) return null;
  const rows = Object.entries(report.lengths).map(([length, games]) => ({ length: Number(length), games }));
  if (rows.length === 0) return null;
  return {
    ...base(),
    data: { values: rows },
    mark: 'bar',
    encoding: {
      x: { field: 'length', type: 'quantitative', bin: { maxbins: 40 }, title: 'actions per game' },
      y: { aggregate: 'sum', field: 'games', type: 'quantitative', title: 'games' },
      tooltip: [{ aggregate: 'sum', field: 'games', title: 'games' }],
    },
  };
}

/** Rates with their intervals, one bar each. */
export function ratesChart(
  rows: Array<{ label: string; rate: number; low: number; high: number }>,
  yTitle: string,
): Spec {
  const x = {
    field: 'label',
    type: 'nominal',
    title: null,
    sort: null,
    axis: { labelAngle: rows.length > 6 ? -40 : 0 },
  };
  return {
    ...base(),
    data: { values: rows },
    layer: [
      {
        mark: { type: 'bar', opacity: 0.8 },
        encoding: {
          x,
          y: { field: 'rate', type: 'quantitative', title: yTitle, axis: percent },
          tooltip: [
            { field: 'label' },
            { field: 'rate', format: '.1%' },
            { field: 'low', format: '.1%' },
            { field: 'high', format: '.1%' },
          ],
        },
      },
      { mark: 'rule', encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
    ],
  };
}

export function numbersChart(rows: Array<{ label: string; value: number }>, yTitle: string): Spec {
  return {
    ...base(),
    data: { values: rows },
    mark: 'bar',
    encoding: {
      x: {
        field: 'label',
        type: 'nominal',
        title: null,
        sort: null,
        axis: { labelAngle: rows.length > 6 ? -40 : 0 },
      },
      y: { field: 'value', type: 'quantitative', title: yTitle },
      tooltip: [{ field: 'label' }, { field: 'value', format: ',.3~f' }],
    },
  };
}

/** Each variant's difference from the first in the first seat's win rate (seat 1 as a reader counts), with its interval, and the zero line. */
export function differenceChart(rows: Array<{ label: string } & RateDifference>): Spec {
  return {
    ...base(Math.max(80, 40 * rows.length)),
    data: { values: rows.map((r) => ({ ...r, verdict: r.significant ? 'significant' : 'not significant' })) },
    layer: [
      { mark: { type: 'rule', strokeDash: [4, 4] }, encoding: { x: { datum: 0 } } },
      {
        mark: 'rule',
        encoding: {
          y: { field: 'label', type: 'nominal', title: 'variant vs baseline', sort: null },
          x: {
            field: 'low',
            type: 'quantitative',
            title: `difference in ${seatName(0)} win rate (95% interval)`,
            axis: percent,
          },
          x2: { field: 'high' },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 80 },
        encoding: {
          y: { field: 'label', type: 'nominal', sort: null },
          x: { field: 'delta', type: 'quantitative' },
          color: {
            field: 'verdict',
            type: 'nominal',
            title: null,
            scale: { domain: ['significant', 'not significant'], range: ['#c0392b', '#7f8c8d'] },
          },
          tooltip: [
            { field: 'label' },
            { field: 'delta', format: '+.1%' },
            { field: 'low', format: '+.1%' },
            { field: 'high', format: '+.1%' },
            { field: 'p', format: '.3g' },
          ],
        },
      },
    ],
  };
}

/** One nested record of numbers across a table's rows: its keys in order, a bar per row within each. */
export function groupChart(
  section: Extract<MetricSection, { kind: 'table' }>,
  group: { prefix: string; keys: string[] },
): Spec {
  const rows = section.rows.flatMap((r) =>
    group.keys.map((key) => ({ row: r.label, key, value: Number(r.cells[`${group.prefix}.${key}`]) })),
  );
  return {
    ...base(),
    data: { values: rows },
    mark: 'bar',
    encoding: {
      x: { field: 'key', type: 'nominal', title: group.prefix, sort: group.keys, axis: { labelAngle: 0 } },
      xOffset: { field: 'row', type: 'nominal' },
      y: { field: 'value', type: 'quantitative', title: null },
      color: { field: 'row', type: 'nominal', title: null },
      tooltip: [{ field: 'row' }, { field: 'key' }, { field: 'value', format: ',.3~f' }],
    },
  };
}

/** The chart for one section of the game's metrics, if it has one. */
export function metricChart(section: MetricSection): Spec | null {
  switch (section.kind) {
    case 'rates':
      return ratesChart(section.rows, 'rate (95% interval)');
    case 'numbers':
      return numbersChart(section.rows, section.title.split(' › ').at(-1) ?? '');
    case 'matchups':
      return heatmap(section.cells, 'side', 'against', 'win rate');
    case 'table': {
      const chart = section.chart;
      if (!chart || section.rows.length < 2) return null;
      const rates = sectionRates(section);
      if (rates) return ratesChart(rates, `${chart.column} (95% interval)`);
      return numbersChart(
        section.rows.map((r) => ({ label: r.label, value: Number(r.cells[chart.column]) })),
        chart.column,
      );
    }
  }
}

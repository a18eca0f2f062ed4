/**
 * A report as a list of blocks — headings, notes, tables of text, charts as
 * Vega-Lite specs — in plain JSON, so the same report can be drawn by the
 * self-contained HTML page (html.ts) and by the web Lab (which gets the
 * blocks from the server and draws the charts with the same library).
 */
import { groupChart, metricChart, type Spec } from './charts.ts';
import { formatInterval, type MetricSection, metricsView } from './metrics-view.ts';

export type Block =
  | { kind: 'heading'; text: string; level: 2 | 3 | 4 | 5 }
  | { kind: 'note'; text: string }
  | { kind: 'paragraph'; text: string }
  | {
      kind: 'table';
      head: string[];
      rows: string[][];
      /** Wide tables scroll sideways. */
      scroll?: boolean;
      /** A name tests and pages find the table by. */
      name?: string;
    }
  | {
      kind: 'chart';
      spec: Spec | null;
      /** Said in the chart's place when there is no spec. */
      missing?: string;
      name?: string;
    };

export function round(x: number): string {
  return Number.isInteger(x)
    ? x.toLocaleString('en-US')
    : x.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

const clampLevel = (level: number) => Math.min(5, Math.max(2, level)) as 2 | 3 | 4 | 5;

/** The game's own metrics: its figures in a table, then each section's table and chart. */
export function metricsBlocks(metrics: unknown, level: number): Block[] {
  const view = metricsView(metrics);
  if (view.figures.length === 0 && view.sections.length === 0) return [];
  const out: Block[] = [{ kind: 'heading', text: "The game's own metrics", level: clampLevel(level) }];
  if (view.figures.length > 0) {
    out.push({
      kind: 'table',
      head: ['figure', 'value'],
      rows: view.figures.map((f) => [f.name, typeof f.value === 'number' ? round(f.value) : String(f.value)]),
    });
  }
  for (const section of view.sections) {
    out.push({ kind: 'heading', text: section.title || 'metrics', level: clampLevel(level + 1) });
    if (section.kind === 'table') out.push(...sectionTable(section));
    const spec = metricChart(section);
    if (spec) out.push({ kind: 'chart', spec });
    if (section.kind === 'table' && section.rows.length >= 1) {
      for (const group of section.groups) {
        out.push({
          kind: 'heading',
          text: `${section.title} › ${group.prefix}`,
          level: clampLevel(level + 1),
        });
        out.push({ kind: 'chart', spec: groupChart(section, group) });
      }
    }
  }
  return out;
}

function sectionTable(section: Extract<MetricSection, { kind: 'table' }>): Block[] {
  // Interval bounds ride along in their rate's cell.
  const columns = section.columns.filter(
    (c) => !/\.(low|high)$/.test(c) || !section.columns.includes(c.replace(/\.(low|high)$/, '')),
  );
  const rows = section.rows.map((r) => [
    r.label,
    ...columns.map((c) => {
      const v = r.cells[c];
      if (v === undefined) return '';
      const low = r.cells[`${c}.low`];
      const high = r.cells[`${c}.high`];
      if (typeof v === 'number' && typeof low === 'number' && typeof high === 'number') {
        return formatInterval({ rate: v, low, high });
      }
      return typeof v === 'number' ? round(v) : v;
    }),
  ]);
  const out: Block[] = [{ kind: 'table', head: ['', ...columns], rows, scroll: true }];
  if (section.omitted > 0) out.push({ kind: 'note', text: `${section.omitted} more rows not shown.` });
  return out;
}

/** Markdown for bench results: a header naming the machine, then one table per kind of case. */
import { cpus, loadavg } from 'node:os';
import type { Figures } from './cases.ts';

export interface BenchRow {
  table: string;
  label: string;
  figures: Figures;
}

/** `startLoad`: the 1-minute load average when the run began (other work on the machine skews the figures). */
export function machineHeader(budgets: string, startLoad: number): string {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const load = `load average ${startLoad.toFixed(1)} on ${cpus().length} cores at the start`;
  const machine = `Node ${process.version} · ${cpu} · ${load} · one thread, no workers, each case in a process of its own · ${budgets}`;
  return `## ${date}\n\n${machine}`;
}

export function currentLoad(): number {
  return loadavg()[0];
}

function formatFigure(value: number | string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  // Small figures (µs per action, ratios) keep two decimals, the rest one.
  return value.toLocaleString('en-US', { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 });
}

/**
 * One markdown table per `table`, in first-seen order; columns are the union
 * of the rows' figures; the first column is headed 'game' unless
 * `firstColumn` names it for that table. Cells are padded as the project's formatter pads
 * them, so results pasted into RESULTS.md pass the lint unchanged.
 */
export function markdownTables(
  rows: readonly BenchRow[],
  firstColumn: Readonly<Record<string, string>> = {},
): string {
  const tables = [...new Set(rows.map((r) => r.table))];
  return tables
    .map((table) => {
      const mine = rows.filter((r) => r.table === table);
      const columns = [...new Set(mine.flatMap((r) => Object.keys(r.figures)))];
      const header = [firstColumn[table] ?? 'game', ...columns];
      const body = mine.map((r) => [r.label, ...columns.map((c) => formatFigure(r.figures[c]))]);
      return [`### ${table}`, '', ...alignedTable(header, body)].join('\n');
    })
    .join('\n\n');
}

/** The first column left-aligned, the figures right-aligned. */
function alignedTable(header: string[], body: string[][]): string[] {
  const widths = header.map((_, i) => Math.max(3, ...[header, ...body].map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)];
}

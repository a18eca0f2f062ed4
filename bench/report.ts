/** Markdown for bench results: a header naming the machine, then one table per kind of case. */
import { cpus } from 'node:os';
import type { Figures } from './cases.ts';

export interface BenchRow {
  table: string;
  label: string;
  figures: Figures;
}

export function machineHeader(budgets: string): string {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [`## ${date}`, '', `Node ${process.version} · ${cpu} · one thread, no workers · ${budgets}`].join(
    '\n',
  );
}

function formatFigure(value: number | string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** One markdown table per `table`, in first-seen order; columns are the union of the rows' figures. */
export function markdownTables(rows: readonly BenchRow[]): string {
  const tables = [...new Set(rows.map((r) => r.table))];
  return tables
    .map((table) => {
      const mine = rows.filter((r) => r.table === table);
      const columns = [...new Set(mine.flatMap((r) => Object.keys(r.figures)))];
      const lines = [
        `### ${table}`,
        '',
        `| game | ${columns.join(' | ')} |`,
        `|---|${columns.map(() => '---:').join('|')}|`,
        ...mine.map((r) => `| ${r.label} | ${columns.map((c) => formatFigure(r.figures[c])).join(' | ')} |`),
      ];
      return lines.join('\n');
    })
    .join('\n\n');
}

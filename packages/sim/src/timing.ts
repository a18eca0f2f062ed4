/**
 * Reports without their clock readings, for diffing two runs: everything
 * else in a report is determined by its inputs.
 */
import type { AbReport, BatchReport } from './types.ts';

export type TimingField = 'gamesPerSecond' | 'actionsPerSecond' | 'elapsedMs';
export const TIMING_FIELDS: readonly TimingField[] = ['gamesPerSecond', 'actionsPerSecond', 'elapsedMs'];

export type TimelessBatchReport = Omit<BatchReport, TimingField>;
export type TimelessAbReport = Omit<AbReport, 'variants'> & {
  variants: Array<{ value: unknown; report: TimelessBatchReport }>;
};

export function stripTiming(report: BatchReport): TimelessBatchReport;
export function stripTiming(report: AbReport): TimelessAbReport;
export function stripTiming(report: BatchReport | AbReport): TimelessBatchReport | TimelessAbReport {
  if ('variants' in report) {
    return {
      ...report,
      variants: report.variants.map((v) => ({ value: v.value, report: stripBatch(v.report) })),
    };
  }
  return stripBatch(report);
}

function stripBatch(report: BatchReport): TimelessBatchReport {
  const { gamesPerSecond: _g, actionsPerSecond: _a, elapsedMs: _e, ...rest } = report;
  return rest;
}

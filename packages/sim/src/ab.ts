/**
 * A/B runs: the same seeds and agents under each value of one option, and
 * how each variant differs from the first.
 */
import { join } from 'node:path';
import { setPath } from '@arbiter/core';
import { runBatch } from './batch.ts';
import type { AbOptions, AbReport, BatchOptions, BatchReport } from './types.ts';
import { overlaps } from './wilson.ts';

/** Plays one variant's batch: runBatch here, or a runner that plays it elsewhere (a queue). */
export type VariantRunner = (batch: BatchOptions, variant: number) => Promise<BatchReport>;

export async function runAb(opts: AbOptions, run: VariantRunner = runBatch): Promise<AbReport> {
  const { key, values, ...batch } = opts;
  if (key.trim() === '') throw new Error('A/B needs the name of the option to vary');
  if (values.length < 2) throw new Error(`A/B on '${key}' needs at least two values, got ${values.length}`);

  const variants: AbReport['variants'] = [];
  for (const [i, value] of values.entries()) {
    const options = structuredClone(batch.options ?? {});
    setPath(options, key, value);
    // Each variant plays the same seeds, so its logs get a folder of their own.
    const logDir = batch.logDir === undefined ? undefined : join(batch.logDir, variantFolder(i, key, value));
    const exportPath =
      batch.exportPath === undefined ? undefined : variantFile(batch.exportPath, i, key, value);
    variants.push({ value, report: await run({ ...batch, options, logDir, exportPath }, i) });
  }

  const base = variants[0].report;
  const differences = variants.slice(1).map(({ value, report }) => ({
    value,
    seat0WinRateDelta: report.winRate[0].rate - base.winRate[0].rate,
    avgLengthDelta: report.avgLength - base.avgLength,
    significant: !overlaps(report.winRate[0], base.winRate[0]),
  }));
  return { game: opts.game.id, key, variants, differences };
}

/** `decisions.jsonl` → `decisions.0-key=value.jsonl`: one export per variant. */
function variantFile(path: string, index: number, key: string, value: unknown): string {
  const dot = path.lastIndexOf('.');
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const cut = dot > slash + 1 ? dot : path.length;
  return `${path.slice(0, cut)}.${variantFolder(index, key, value)}${path.slice(cut)}`;
}

function variantFolder(index: number, key: string, value: unknown): string {
  const text = `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
  // The index keeps values that sanitize alike apart.
  return `${index}-${text.replace(/[^\w.=-]/g, '_').slice(0, 80)}`;
}

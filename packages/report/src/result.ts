/**
 * What a report is made from: the JSON `arbiter sim --json` prints, a batch
 * or an A/B comparison, with or without its timing fields (`--no-timing`).
 * Reports from before the length histogram and convergence series still
 * load; their missing charts say why they are missing.
 */
import type { AbReport, BatchReport, TimingField } from '@arbiter/sim';
import { z } from 'zod';

export type BatchResult = Omit<BatchReport, TimingField | 'lengths' | 'convergence'> &
  Partial<Pick<BatchReport, TimingField | 'lengths' | 'convergence'>>;

export interface AbResult extends Omit<AbReport, 'variants'> {
  variants: Array<{ value: unknown; report: BatchResult }>;
}

export type SimResult = BatchResult | AbResult;

const interval = z.object({ rate: z.number(), low: z.number(), high: z.number() });
const count = z.number().int().min(0);

const batchSchema = z.object({
  game: z.string(),
  games: count,
  seed: z.number(),
  agents: z.array(z.string()),
  options: z.unknown(),
  wins: z.array(count),
  draws: count,
  winRate: z.array(interval),
  drawRate: interval,
  avgLength: z.number(),
  medianLength: z.number(),
  metrics: z.record(z.string(), z.unknown()),
  lengths: z.record(z.string(), count).optional(),
  convergence: z.array(z.object({ games: count, wins: z.array(count), draws: count })).optional(),
});

const abSchema = z.object({
  game: z.string(),
  key: z.string(),
  variants: z.array(z.object({ value: z.unknown(), report: batchSchema })).min(2),
  differences: z.array(z.unknown()),
});

export function isAb(result: SimResult): result is AbResult {
  return 'variants' in result;
}

/** The result, or the reason this JSON is not one (with the path of the first problem). */
export function checkSimResult(
  json: unknown,
): { ok: true; result: SimResult } | { ok: false; reason: string } {
  const isAbShape = typeof json === 'object' && json !== null && 'variants' in json;
  const parsed = (isAbShape ? abSchema : batchSchema).safeParse(json);
  if (parsed.success) return { ok: true, result: json as SimResult };
  const [issue] = parsed.error.issues;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the top level';
  return {
    ok: false,
    reason: `not a report of \`arbiter sim --json\` (at ${where}: ${issue.message})`,
  };
}

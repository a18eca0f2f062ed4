/**
 * What a report is made from: the JSON `arbiter sim --json` prints, a batch,
 * an A/B comparison or a deck matrix (`--matrix`), with or without its timing fields (`--no-timing`),
 * or the JSON of `arbiter tournament --json`.
 * Reports from before the length histogram and convergence series still
 * load; their missing charts say why they are missing.
 */
import type { AbReport, BatchReport, TimingField } from '@arbiter/sim';
import { z } from 'zod';
import type { LabResult } from './lab.ts';
import { type TournamentResult, tournamentSchema } from './tournament.ts';

/** Fields a report from an older arbiter may lack. */
type Newer = 'lengths' | 'convergence' | 'winRateByAgent';

export type BatchResult = Omit<BatchReport, TimingField | Newer> &
  Partial<Pick<BatchReport, TimingField | Newer>>;

export interface AbResult extends Omit<AbReport, 'variants'> {
  variants: Array<{ value: unknown; report: BatchResult }>;
}

/** `sim --matrix --json`: each deck's win rate against each other deck, both seat orders pooled. */
export interface MatrixResult {
  game: string;
  decks: string[];
  gamesPerOrder: number;
  agents: string[];
  cells: Array<{
    row: string;
    column: string;
    games: number;
    wins: number;
    draws: number;
    winRate: { rate: number; low: number; high: number };
  }>;
}

export type SimResult = BatchResult | AbResult | MatrixResult | TournamentResult | LabResult;

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
  return 'variants' in result && !isLab(result);
}

/** A web Lab run's result (lab.ts): batches per variant, opponent and seat order. */
export function isLab(result: SimResult): result is LabResult {
  return (result as { kind?: unknown }).kind === 'lab';
}

export function isMatrix(result: SimResult): result is MatrixResult {
  return 'cells' in result && 'decks' in result;
}

export { isTournament } from './tournament.ts';

const matrixSchema = z.object({
  game: z.string(),
  decks: z.array(z.string()).min(2),
  gamesPerOrder: count,
  agents: z.array(z.string()),
  cells: z.array(
    z.object({
      row: z.string(),
      column: z.string(),
      games: count,
      wins: count,
      draws: count,
      winRate: interval,
    }),
  ),
});

const labSchema = z.object({
  kind: z.literal('lab'),
  game: z.string(),
  mode: z.enum(['field', 'ab', 'sweep']),
  subject: z.string().nullable(),
  agents: z.array(z.string()),
  games: count,
  seed: z.number(),
  variants: z
    .array(
      z.object({
        label: z.string(),
        changes: z.array(z.object({ file: z.string(), path: z.array(z.union([z.string(), z.number()])) })),
        metrics: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1),
  batches: z.array(
    z.object({
      variant: count,
      opponent: z.string().nullable(),
      subjectSeat: count.nullable(),
      report: batchSchema,
    }),
  ),
});

/** The result, or the reason this JSON is not one (with the path of the first problem). */
export function checkSimResult(
  json: unknown,
): { ok: true; result: SimResult } | { ok: false; reason: string } {
  const shape = typeof json === 'object' && json !== null ? json : {};
  const schema =
    'format' in shape && shape.format === 'arbiter.tournament/1'
      ? tournamentSchema
      : 'kind' in shape && shape.kind === 'lab'
        ? labSchema
        : 'variants' in shape
          ? abSchema
          : 'cells' in shape
            ? matrixSchema
            : batchSchema;
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, result: json as SimResult };
  const [issue] = parsed.error.issues;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the top level';
  return {
    ok: false,
    reason: `not a report of \`arbiter sim --json\` (at ${where}: ${issue.message})`,
  };
}

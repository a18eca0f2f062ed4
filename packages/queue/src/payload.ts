/**
 * What a chunk job carries through Redis, and the check a worker runs on it
 * before playing anything. Anyone who can write to the queue can hand a
 * worker a job, so the payload is data only (no module paths, no LLM
 * endpoint or key) and is refused with a reason when it is not what a
 * submitter writes.
 */
import { agentSpecProblem, isAsyncAgentKind } from '@arbiter/agents';
import { z } from 'zod';

/** Bumped when the payload changes shape; a worker refuses other versions. */
export const PAYLOAD_VERSION = 1;

/** Most seeds one job may carry: keeps one job's work and result bounded. */
export const MAX_CHUNK = 100_000;

const finite = z.number().refine(Number.isFinite, 'must be a finite number');

export const chunkPayloadSchema = z.strictObject({
  v: z.literal(PAYLOAD_VERSION),
  batch: z.string().min(1),
  chunk: z.number().int().min(0),
  game: z.string().min(1),
  dataDir: z.string().min(1).optional(),
  /** The batch's first seed; game i of the batch plays String(seed + i). */
  seed: z.number().int().refine(Number.isSafeInteger, 'must be a safe integer'),
  /** Index in the batch of this chunk's first game, and how many games it holds. */
  first: z.number().int().min(0),
  count: z.number().int().min(1).max(MAX_CHUNK),
  kinds: z
    .array(z.string())
    .min(1)
    .superRefine((kinds, ctx) => {
      for (const kind of kinds) {
        // A kind or a spec of one (`mcts:200`, `mcts:250ms`): tournaments queue agents at several budgets.
        const problem = agentSpecProblem(kind);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
        else if (isAsyncAgentKind(kind)) {
          ctx.addIssue({ code: 'custom', message: `agent '${kind}' does not play in queued batches` });
        }
      }
    }),
  options: z.record(z.string(), z.unknown()),
  agentSettings: z
    .strictObject({
      iterations: z.number().int().min(1).optional(),
      samples: z.number().int().min(1).optional(),
      rolloutDepth: z.number().int().min(1).optional(),
      exploration: finite.optional(),
      thinkMs: finite.optional(),
      expandAfter: z.number().int().min(1).optional(),
      policyBias: finite.optional(),
      reuseTree: z.boolean().optional(),
      clock: z.enum(['wall', 'cpu']).optional(),
    })
    .optional(),
  logDir: z.string().min(1).optional(),
  maxActions: z.number().int().min(1).optional(),
});

export type ChunkPayload = z.infer<typeof chunkPayloadSchema>;

/** The payload, or the reason it is refused (the first problem, with its path). */
export function checkPayload(
  data: unknown,
): { ok: true; payload: ChunkPayload } | { ok: false; reason: string } {
  const parsed = chunkPayloadSchema.safeParse(data);
  if (parsed.success) {
    const p = parsed.data;
    if (!Number.isSafeInteger(p.seed + p.first + p.count)) {
      return { ok: false, reason: 'seed + first + count is beyond the safe integers' };
    }
    return { ok: true, payload: p };
  }
  const [issue] = parsed.error.issues;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'payload';
  return { ok: false, reason: `${where}: ${issue.message}` };
}

/** The seeds a chunk plays, as the batch runner names them. */
export function chunkSeeds(p: Pick<ChunkPayload, 'seed' | 'first' | 'count'>): string[] {
  return Array.from({ length: p.count }, (_, i) => String(p.seed + p.first + i));
}

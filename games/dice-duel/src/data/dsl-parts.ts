/**
 * The pieces of the defense card DSL (defense v2) that matchers and effects
 * share: fields, conditions, expiry, usable phases, selection policies and
 * the fields every effect may carry. Each matcher's and effect's own schema
 * lives in its module (defense/matchers/, defense/effects/); the card schema
 * (data/defense-card-schema.ts) assembles them.
 */
import { z } from 'zod';

/** Semver of the matcher/effect DSL this engine reads. */
export const DEFENSE_DSL_VERSION = '1.0.0';
/** Version of the defense card data model. */
export const DEFENSE_SCHEMA_VERSION = 2;

export const count = z.number().int().min(0);
export const positive = z.number().int().min(1);

export const fieldSchema = z.object({
  id: z.string().min(1),
  faces: z.array(z.number().int()).min(1),
});

/** When a granted status or buff may first be spent. */
export const usablePhaseSchema = z.enum(['immediate', 'nextAttack', 'nextTurn']);
export type UsablePhase = z.infer<typeof usablePhaseSchema>;

/** A status id (at least one stack), or a status with a minimum number of stacks. */
export const statusThresholdSchema = z.union([
  z.string(),
  z.object({ status: z.string(), atLeast: positive }).strict(),
]);
export type StatusThreshold = z.infer<typeof statusThresholdSchema>;

/** The threshold as status and minimum stacks. */
export function thresholdOf(t: StatusThreshold): { status: string; atLeast: number } {
  return typeof t === 'string' ? { status: t, atLeast: 1 } : t;
}

export const conditionSchema = z
  .object({
    opponentHasStatus: statusThresholdSchema.optional(),
    selfHasStatus: statusThresholdSchema.optional(),
    selfLacksStatus: z.string().optional(),
    minMatchCount: positive.optional(),
    selfHpAtMost: count.optional(),
    incomingAtLeast: count.optional(),
  })
  .strict();
export type ConditionDef = z.infer<typeof conditionSchema>;

export const expirySchema = z.object({
  type: z.enum(['nextAttack', 'endOfRound', 'endOfYourNextTurn', 'afterNTurns']),
  turns: positive.optional(),
});
export type ExpiryDef = z.infer<typeof expirySchema>;

/** Whether a buff outlives a KO: one flag, or apart for its owner's KO and its opponent's. */
export const carryOverOnKOSchema = z.union([
  z.boolean(),
  z.object({ ownerKO: z.boolean(), opponentKO: z.boolean() }).strict(),
]);
export type CarryOverOnKO = z.infer<typeof carryOverOnKOSchema>;

export const selectionPolicySchema = z.enum([
  'highestNonMatching',
  'lowestNonMatching',
  'lowest',
  'highest',
  'random',
]);
export type SelectionPolicy = z.infer<typeof selectionPolicySchema>;

/** Fields every effect may carry. */
export const effectBase = {
  target: z.enum(['self', 'opponent', 'ally']).optional(),
  owner: z.enum(['self', 'opponent']).optional(),
  conditions: conditionSchema.optional(),
  cap: count.optional(),
};

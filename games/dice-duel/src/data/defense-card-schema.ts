/**
 * The defense card DSL (defense v2), as zod schemas. This is the shape only;
 * cross-references (fields exist, faces disjoint, statuses known) are checked
 * by defense/validate.ts, which decides between "use the card" and "fall back
 * to v1".
 */
import { z } from 'zod';

/** Semver of the matcher/effect DSL this engine reads. */
export const DEFENSE_DSL_VERSION = '1.0.0';
/** Version of the defense card data model. */
export const DEFENSE_SCHEMA_VERSION = 2;

const count = z.number().int().min(0);
const positive = z.number().int().min(1);

export const fieldSchema = z.object({
  id: z.string().min(1),
  faces: z.array(z.number().int()).min(1),
});

export const countFieldMatcher = z.object({
  type: z.literal('countField'),
  fieldId: z.string(),
  per: positive.optional(),
  min: count.optional(),
  cap: count.optional(),
});
export const pairsFieldMatcher = z.object({
  type: z.literal('pairsField'),
  fieldId: z.string(),
  min: count.optional(),
  cap: count.optional(),
});
export const exactFaceMatcher = z.object({
  type: z.literal('exactFace'),
  face: z.number().int(),
  count: positive,
  cap: count.optional(),
});
export const comboMatcher = z.object({
  type: z.literal('combo'),
  fields: z.array(z.object({ id: z.string(), min: positive })).min(1),
  allowExtra: z.boolean().optional(),
});

export const matcherSchema = z.discriminatedUnion('type', [
  countFieldMatcher,
  pairsFieldMatcher,
  exactFaceMatcher,
  comboMatcher,
]);
export type MatcherDef = z.infer<typeof matcherSchema>;
export type MatcherType = MatcherDef['type'];

/** When a granted status or buff may first be spent. */
export const usablePhaseSchema = z.enum(['immediate', 'nextAttack', 'nextTurn']);
export type UsablePhase = z.infer<typeof usablePhaseSchema>;

export const conditionSchema = z
  .object({
    opponentHasStatus: z.string().optional(),
    selfHasStatus: z.string().optional(),
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

export const selectionPolicySchema = z.enum([
  'highestNonMatching',
  'lowestNonMatching',
  'lowest',
  'highest',
  'random',
]);
export type SelectionPolicy = z.infer<typeof selectionPolicySchema>;

const effectBase = {
  target: z.enum(['self', 'opponent', 'ally']).optional(),
  owner: z.enum(['self', 'opponent']).optional(),
  conditions: conditionSchema.optional(),
  cap: count.optional(),
};

/** gainStatus and applyStatusToOpponent: `amount` per match plus fixed `stacks`, capped by `stackCap`. */
const statusGrant = {
  status: z.string(),
  amount: positive.optional(),
  stacks: positive.optional(),
  stackCap: count.optional(),
  usablePhase: usablePhaseSchema.optional(),
};

export const effectSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dealPer'), amount: positive, ...effectBase }),
  z.object({ type: z.literal('flatBlock'), amount: positive, ...effectBase }),
  z.object({ type: z.literal('blockPer'), amount: positive, ...effectBase }),
  z.object({ type: z.literal('preventHalf'), ...effectBase }),
  z.object({ type: z.literal('reflect'), amount: positive, perMatch: z.boolean().optional(), ...effectBase }),
  z.object({ type: z.literal('gainStatus'), ...statusGrant, ...effectBase }),
  z.object({ type: z.literal('applyStatusToOpponent'), ...statusGrant, ...effectBase }),
  z.object({
    type: z.literal('buffNextAttack'),
    kind: z.string().optional(),
    amount: positive,
    stacks: positive.optional(),
    stackCap: positive.optional(),
    expires: expirySchema.optional(),
    usablePhase: usablePhaseSchema.optional(),
    cleansable: z.boolean().optional(),
    carryOverOnKO: z.boolean().optional(),
    ...effectBase,
  }),
  z.object({ type: z.literal('heal'), amount: positive, ...effectBase }),
  z.object({
    type: z.literal('cleanse'),
    status: z.string().optional(),
    amount: positive.optional(),
    ...effectBase,
  }),
  z.object({ type: z.literal('transferStatus'), status: z.string(), amount: positive, ...effectBase }),
  z.object({
    type: z.literal('rerollDice'),
    count: positive,
    fields: z.array(z.string()).optional(),
    selectionPolicy: selectionPolicySchema.optional(),
    ...effectBase,
  }),
]);
export type EffectDef = z.infer<typeof effectSchema>;
export type EffectType = EffectDef['type'];

export const ruleSchema = z.object({
  id: z.string().min(1),
  label: z.string().optional(),
  matcher: matcherSchema,
  effects: z.array(effectSchema).min(1),
});
export type RuleDef = z.infer<typeof ruleSchema>;

export const defenseCardSchema = z.object({
  dice: z.number().int().min(1).max(10),
  /** Lint: allow fields whose faces no rule reads. */
  allowIdleFaces: z.boolean().optional(),
  fields: z.array(fieldSchema).min(1),
  rules: z.array(ruleSchema).min(1),
});
export type DefenseCard = z.infer<typeof defenseCardSchema>;

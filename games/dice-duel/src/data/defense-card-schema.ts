/**
 * The defense card DSL (defense v2), as zod schemas: a card is dice, a
 * partition of faces into fields, and ordered rules of one matcher and its
 * effects. Each matcher's and effect's schema lives in its own module
 * (defense/matchers/, defense/effects/); this file assembles the card. This
 * is the shape only: cross-references (fields exist, faces disjoint,
 * statuses known) are checked by defense/validate.ts, which decides between
 * "use the card" and "fall back to v1".
 */
import { z } from 'zod';
import { type EffectDef, type EffectType, effectSchema } from '../defense/effects/index.ts';
import { type MatcherDef, type MatcherType, matcherSchema } from '../defense/matchers/index.ts';
import { fieldSchema } from './dsl-parts.ts';

export {
  type ConditionDef,
  conditionSchema,
  DEFENSE_DSL_VERSION,
  DEFENSE_SCHEMA_VERSION,
  type ExpiryDef,
  expirySchema,
  fieldSchema,
  type SelectionPolicy,
  selectionPolicySchema,
  type UsablePhase,
  usablePhaseSchema,
} from './dsl-parts.ts';
export type { EffectDef, EffectType, MatcherDef, MatcherType };
export { effectSchema, matcherSchema };

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

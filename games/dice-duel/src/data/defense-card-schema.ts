/**
 * The defense card DSL (defense v2): a card is dice, a partition of faces
 * into fields, and ordered rules of one matcher and its effects. This file
 * holds the card's shape around them; each matcher's and effect's params
 * are parsed by its own module (defense/matchers/, defense/effects/) when
 * the card is validated (defense/validate.ts), which also checks the
 * cross-references (fields exist, faces disjoint, statuses known) and
 * decides between "use the card" and "fall back to v1".
 *
 * The types here know no module: a card holds its matchers and effects as
 * their common part (`MatcherBase`, `EffectBase`), so the state and the
 * catalog never depend on the list of modules. Each module reads its own
 * params through its own type; `EffectDef` and `MatcherDef` (the unions of
 * every module's params) come from the registries.
 */
import { z } from 'zod';
import { effectBase, fieldSchema } from './dsl-parts.ts';

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

const effectCommon = z.object(effectBase);

/** What every effect's params have: its type and the common fields (target, owner, conditions, cap). */
export type EffectBase = { type: string } & z.output<typeof effectCommon>;

/** What every matcher's params have. */
export interface MatcherBase {
  type: string;
}

export type FieldDef = z.output<typeof fieldSchema>;

export interface RuleDef {
  id: string;
  label?: string;
  matcher: MatcherBase;
  effects: EffectBase[];
}

export interface DefenseCard {
  dice: number;
  /** Lint: allow fields whose faces no rule reads. */
  allowIdleFaces?: boolean;
  fields: FieldDef[];
  rules: RuleDef[];
}

/** A matcher or an effect before its module parses it: a type and its own fields. */
const typed = z.looseObject({ type: z.string() });

/** The card's shape; each matcher and effect is parsed by its module afterwards (defense/validate.ts). */
export const cardShellSchema = z.object({
  dice: z.number().int().min(1).max(10),
  allowIdleFaces: z.boolean().optional(),
  fields: z.array(fieldSchema).min(1),
  rules: z
    .array(
      z.object({
        id: z.string().min(1),
        label: z.string().optional(),
        matcher: typed,
        // At least one: checked with the effects themselves, so an empty list is reported beside the rest.
        effects: z.array(typed),
      }),
    )
    .min(1),
});

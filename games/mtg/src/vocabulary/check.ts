/**
 * The load check of the parser's output: every card's rules block, and
 * every block nested in it, against the vocabulary — the block's own shape
 * (keywords, targets, statics, triggers, activated abilities, costs,
 * conditions: their modules' schemas), then each step against its own
 * module's params schema. A card that does not fit is a DataError naming
 * the card, its JSON path and the reason; the game refuses to load
 * (src/index.ts) and `arbiter validate mtg` lists them.
 */
import { DataError, DataErrors, issuesToDataErrors } from '@arbiter/core';
import { z } from 'zod';
import type { Catalog } from '../cards/catalog.ts';
import type { RulesBlock, TriggerId } from '../cards/rules-block.ts';
import { filterSchema, manaCostSchema, refSchema, targetSpecSchema } from '../cards/shapes.ts';
import { conditionSchema } from './conditions/index.ts';
import { costSchema } from './costs/index.ts';
import { keywordSchema } from './keywords/index.ts';
import { continuousSchema } from './statics/index.ts';
import { stepRegistry } from './steps/index.ts';
import { nestedStepSchema } from './steps/step.ts';
import { triggerConditionSchema } from './trigger-conditions/index.ts';
import { triggerRegistry } from './triggers/index.ts';
import { type Path, walkRules } from './walk.ts';

const text = z.string();
const targets = z.array(targetSpecSchema);
/** Steps are checked one by one against their own modules (below). */
const steps = z.array(nestedStepSchema);

const triggerId = z.custom<TriggerId>(
  (v) => typeof v === 'string' && triggerRegistry.has(v),
  'a trigger of the trigger vocabulary',
);

/** The shape of a rules block, each vocabulary item checked by its module's schema. */
export const rulesBlockSchema: z.ZodType<RulesBlock> = z
  .object({
    keywords: z.array(keywordSchema),
    enchant: filterSchema.optional(),
    targets,
    steps,
    modes: z
      .object({
        choose: z.number().int().min(1),
        modes: z.array(z.object({ text, targets, steps }).strict()).min(2),
      })
      .strict()
      .optional(),
    statics: z.array(z.object({ text, effect: continuousSchema }).strict()),
    triggers: z.array(
      z
        .object({
          text,
          trigger: triggerId,
          subject: z.union([refSchema, z.object({ filter: filterSchema }).strict()]).optional(),
          conditions: z.array(triggerConditionSchema),
          interveningIf: conditionSchema.optional(),
          targets,
          steps,
        })
        .strict(),
    ),
    activated: z.array(
      z
        .object({
          text,
          costs: z.array(costSchema).min(1),
          targets,
          steps,
          timing: z.enum(['any', 'sorcery']),
          restriction: conditionSchema.optional(),
          mana: z.boolean(),
          zone: z.enum(['battlefield', 'graveyard']),
          equip: z.boolean().optional(),
        })
        .strict(),
    ),
    additionalCosts: z.array(costSchema),
    alternateCosts: z.array(
      z.object({ text, instead: steps, condition: conditionSchema.optional() }).strict(),
    ),
    flashback: manaCostSchema.optional(),
    unparsed: z.array(z.string()),
  })
  .strict();

/**
 * Parse options of the load check: each schema here checks a few values once
 * per process, so zod's compiled fast path (built per object schema on its
 * first parse, with `new Function`) costs more than it saves; the plain
 * parse gives the same result and issues.
 */
const ONCE = { jitless: true } as const;

/** What a card's rules block is checked as: its id (the path's head) and its name (the reason's). */
export interface CheckedCard {
  id: string;
  name: string;
  rules: RulesBlock;
}

/** Every problem with a card's rules block, each a DataError at `cards.json` [card id, 'rules', …]. */
export function checkCard(card: CheckedCard): DataError[] {
  const errors: DataError[] = [];
  const report = (
    path: Path,
    issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  ) => {
    for (const e of issuesToDataErrors('cards.json', issues, path))
      errors.push(new DataError(e.file, e.path, `${card.name}: ${e.reason}`));
  };
  walkRules(card.rules, [card.id, 'rules'], {
    block(b, path) {
      const r = rulesBlockSchema.safeParse(b, ONCE);
      if (!r.success) report(path, r.error.issues);
    },
    step(st, path) {
      if (!stepRegistry.has(st.op)) {
        errors.push(new DataError('cards.json', [...path, 'op'], `${card.name}: unknown effect '${st.op}'`));
        return false;
      }
      const r = stepRegistry.get(st.op).params.safeParse(st, ONCE);
      if (r.success) return true;
      report(path, r.error.issues);
      return false;
    },
  });
  return errors;
}

/** Every card of a catalog checked; [] when all fit. */
export function checkCatalog(cat: Catalog): DataError[] {
  return cat.cardList.flatMap((c) => checkCard(c));
}

/** Refuses a catalog with a card that does not fit: DataErrors naming each card, path and reason. */
export function assertCatalogFits(cat: Catalog): void {
  const problems = checkCatalog(cat);
  if (problems.length > 0) throw new DataErrors(problems);
}

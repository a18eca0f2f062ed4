/**
 * Validation and lint of a defense card: its shape, then each matcher and
 * effect through its own module (params schema, then compile step).
 *
 * Errors make the card unusable (the hero falls back to v1); warnings are
 * lint the author should look at but the card still plays:
 *   errors   — shape (the card's and each module's params), unknown matcher
 *              or effect types, faces outside 1..6, duplicate field or rule
 *              ids, overlapping fields (a face in two fields), references
 *              to unknown fields, statuses or buff kinds;
 *   warnings — exactFace on a face outside every field, rules that count the
 *              same dice twice, conflicting or useless caps, recipes that can
 *              never match, and idle fields (faces no rule reads) unless the
 *              card sets allowIdleFaces.
 */
import { issueProblems } from '@arbiter/core';
import type { CardProblem, CardUse, CardValidation, Path, StatusFacts } from '../data/catalog-types.ts';
import {
  cardShellSchema,
  type DefenseCard,
  type EffectBase,
  type MatcherBase,
  type RuleDef,
} from '../data/defense-card-schema.ts';
import { buffKinds } from './buff-kinds/index.ts';
import type { CardCheck, EffectCheck } from './card-check.ts';
import { checkConditionRefs } from './effects/conditions.ts';
import { type EffectDef, effectRegistry } from './effects/index.ts';
import { type MatcherDef, matcherRegistry } from './matchers/index.ts';

export type { CardProblem, CardValidation, StatusFacts } from '../data/catalog-types.ts';

/** A card as its author writes it in code: each matcher and effect typed by its module's params. */
export interface CardDef extends Omit<DefenseCard, 'rules'> {
  rules: Array<Omit<RuleDef, 'matcher' | 'effects'> & { matcher: MatcherDef; effects: EffectDef[] }>;
}

/** Zod issues of `input` (the JSON found at `at`) as card problems, with the kernel's expected/got wording. */
function issuesAt(at: Path, issues: Parameters<typeof issueProblems>[0], input: unknown): CardProblem[] {
  return issueProblems(issues, input).map((p) => ({ path: [...at, ...p.path], reason: p.reason }));
}

export function validateDefenseCard(raw: unknown, statuses: StatusFacts): CardValidation {
  const parsed = cardShellSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, card: null, errors: issuesAt([], parsed.error.issues, raw), warnings: [], uses: [] };
  const shell = parsed.data;
  const errors: CardProblem[] = [];
  const warnings: CardProblem[] = [];
  const uses: CardUse[] = [];

  // Fields: ids unique, faces real, partition disjoint.
  const fieldOfFace = new Map<number, string>();
  const fieldIds = new Set<string>();
  shell.fields.forEach((field, fi) => {
    if (fieldIds.has(field.id))
      errors.push({ path: ['fields', fi, 'id'], reason: `duplicate field id '${field.id}'` });
    fieldIds.add(field.id);
    field.faces.forEach((face, k) => {
      if (face < 1 || face > 6) {
        errors.push({ path: ['fields', fi, 'faces', k], reason: `face ${face} is not a die face (1..6)` });
        return;
      }
      const other = fieldOfFace.get(face);
      if (other !== undefined && other !== field.id) {
        errors.push({
          path: ['fields', fi, 'faces', k],
          reason: `face ${face} is in fields '${other}' and '${field.id}': fields must be disjoint`,
        });
      } else if (other === field.id) {
        errors.push({
          path: ['fields', fi, 'faces', k],
          reason: `face ${face} is listed twice in field '${field.id}'`,
        });
      } else fieldOfFace.set(face, field.id);
    });
  });

  // The card as the modules see it while they compile: its dice and fields (rules are filled in below).
  const rules: RuleDef[] = [];
  const card: DefenseCard = { ...shell, rules };
  const referenced = new Set<string>();
  const ruleIds = new Set<string>();
  /** field id → rules that count its dice with a damage effect */
  const countedBy = new Map<string, string[]>();
  const exclusiveComboFields = new Map<string, string[]>();
  /** The compile context of the matcher or effect at `base`. */
  const checkAt = (base: Path): CardCheck => ({
    card,
    statuses,
    fieldOfFace,
    field(id, path) {
      if (!fieldIds.has(id)) errors.push({ path: [...base, ...path], reason: `unknown field '${id}'` });
      referenced.add(id);
    },
    read: (id) => referenced.add(id),
    status(id, path) {
      if (!statuses.has(id)) errors.push({ path: [...base, ...path], reason: `unknown status '${id}'` });
    },
    buffKind(id, path) {
      uses.push({ vocabulary: buffKinds.vocabulary, id, path: [...base, ...path] });
      if (!buffKinds.has(id)) errors.push({ path: [...base, ...path], reason: `unknown buff kind '${id}'` });
    },
    error: (path, reason) => errors.push({ path: [...base, ...path], reason }),
    warn: (path, reason) => warnings.push({ path: [...base, ...path], reason }),
  });

  shell.rules.forEach((rawRule, ri) => {
    if (ruleIds.has(rawRule.id))
      errors.push({ path: ['rules', ri, 'id'], reason: `duplicate rule id '${rawRule.id}'` });
    ruleIds.add(rawRule.id);
    const at: Path = ['rules', ri, 'matcher'];
    uses.push({ vocabulary: matcherRegistry.vocabulary, id: rawRule.matcher.type, path: [...at, 'type'] });
    const matcher = matcherRegistry.has(rawRule.matcher.type)
      ? matcherRegistry.get(rawRule.matcher.type)
      : null;
    if (matcher === null)
      errors.push({ path: [...at, 'type'], reason: `unknown defense matcher '${rawRule.matcher.type}'` });
    const params = matcher?.params.safeParse(rawRule.matcher);
    if (params && !params.success) errors.push(...issuesAt(at, params.error.issues, rawRule.matcher));
    // A matcher that does not parse or compile has reported why; its rule's effects are still checked
    // (every problem at once), against the most matches the card's dice could give.
    const parsedMatcher = params?.success ? params.data : null;
    const m: MatcherBase | null =
      matcher && parsedMatcher
        ? ((matcher.compile ? matcher.compile(parsedMatcher, checkAt(at)) : null) ?? parsedMatcher)
        : null;
    const most = matcher && m ? matcher.maxMatchCount(m, card.dice) : card.dice;
    // What one match is decides what per-match numbers mean (README: matchCount).
    const reading =
      matcher && m
        ? `${m.type} gives at most ${most} match${most === 1 ? '' : 'es'} with ${card.dice} dice (one match is ${matcher.oneMatch})`
        : 'an unknown matcher';
    const effects: EffectBase[] = [];
    let damage = false;
    if (rawRule.effects.length === 0)
      errors.push({ path: ['rules', ri, 'effects'], reason: 'a rule needs at least one effect' });
    rawRule.effects.forEach((rawEffect, ei) => {
      const base: Path = ['rules', ri, 'effects', ei];
      uses.push({ vocabulary: effectRegistry.vocabulary, id: rawEffect.type, path: [...base, 'type'] });
      if (!effectRegistry.has(rawEffect.type)) {
        errors.push({ path: [...base, 'type'], reason: `unknown defense effect '${rawEffect.type}'` });
        return;
      }
      const module = effectRegistry.get(rawEffect.type);
      const parsedEffect = module.params.safeParse(rawEffect);
      if (!parsedEffect.success) {
        errors.push(...issuesAt(base, parsedEffect.error.issues, rawEffect));
        return;
      }
      const check: EffectCheck = { ...checkAt(base), rule: { most, reading } };
      const effect = commonLint(parsedEffect.data, check);
      const compiled = module.compile ? module.compile(effect, check) : effect;
      if (compiled === null) return;
      effects.push(compiled);
      if (module.countsIntoDamage === true) damage = true;
    });
    if (matcher === null || m === null) return;
    rules.push({ ...rawRule, matcher: m, effects });

    const counted = matcher.countedField?.(m);
    if (counted !== undefined && damage)
      countedBy.set(counted, [...(countedBy.get(counted) ?? []), rawRule.id]);
    for (const f of matcher.exactFields?.(m) ?? [])
      exclusiveComboFields.set(f, [...(exclusiveComboFields.get(f) ?? []), rawRule.id]);
  });

  // Double counting: the same dice feeding two rules' damage numbers.
  for (const [fieldId, ids] of countedBy) {
    if (ids.length > 1) {
      warnings.push({
        path: ['rules'],
        reason: `rules ${ids.join(', ')} all count field '${fieldId}' into damage effects: the same dice count twice`,
      });
    }
    const combos = exclusiveComboFields.get(fieldId);
    if (combos) {
      warnings.push({
        path: ['rules'],
        reason: `field '${fieldId}' is counted by ${ids.join(', ')} and also required exactly (allowExtra=false) by ${combos.join(', ')}: the same dice count twice`,
      });
    }
  }

  if (card.allowIdleFaces !== true) {
    card.fields.forEach((field, fi) => {
      if (!referenced.has(field.id)) {
        warnings.push({
          path: ['fields', fi],
          reason: `idle faces: field '${field.id}' (faces ${field.faces.join(',')}) is never read by a rule (set allowIdleFaces to allow)`,
        });
      }
    });
  }

  const ok = errors.length === 0;
  return { ok, card: ok ? card : null, errors, warnings, uses };
}

/** What every effect's common fields (conditions, cap, target) are checked for, whatever its module. */
function commonLint<E extends EffectBase>(effect: E, at: EffectCheck): E {
  const min = effect.conditions?.minMatchCount;
  if (min !== undefined && min > at.rule.most)
    at.warn(['conditions', 'minMatchCount'], `minMatchCount ${min} can never hold: ${at.rule.reading}`);
  if (effect.cap === 0) at.warn(['cap'], 'cap 0: this effect can never do anything');
  if (effect.target === 'ally') at.warn(['target'], "target 'ally' is reserved; treated as self");
  checkConditionRefs(effect.conditions, at);
  return effect;
}

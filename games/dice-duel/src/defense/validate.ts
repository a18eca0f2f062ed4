/**
 * Validation and lint of a defense card.
 *
 * Errors make the card unusable (the hero falls back to v1); warnings are
 * lint the author should look at but the card still plays:
 *   errors   — shape (DSL schema), faces outside 1..6, duplicate field or rule
 *              ids, overlapping fields (a face in two fields), references to
 *              unknown fields or statuses, unknown buff kinds;
 *   warnings — exactFace on a face outside every field, rules that count the
 *              same dice twice, conflicting or useless caps, recipes that can
 *              never match, and idle fields (faces no rule reads) unless the
 *              card sets allowIdleFaces.
 */
import { issueProblems } from '@arbiter/core';
import { type DefenseCard, defenseCardSchema } from '../data/defense-card-schema.ts';
import type { CardCheck, CardProblem, Path, StatusFacts } from './card-check.ts';
import { checkConditionRefs } from './effects/conditions.ts';
import { effectRegistry } from './effects/index.ts';
import { matcherRegistry } from './matchers/index.ts';

export type { CardProblem, StatusFacts } from './card-check.ts';

export interface CardValidation {
  ok: boolean;
  card: DefenseCard | null;
  errors: CardProblem[];
  warnings: CardProblem[];
}

export function validateDefenseCard(raw: unknown, statuses: StatusFacts): CardValidation {
  const parsed = defenseCardSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      card: null,
      errors: issueProblems(parsed.error.issues, raw),
      warnings: [],
    };
  }
  const card = parsed.data;
  const errors: CardProblem[] = [];
  const warnings: CardProblem[] = [];

  // Fields: ids unique, faces real, partition disjoint.
  const fieldOfFace = new Map<number, string>();
  const fieldIds = new Set<string>();
  card.fields.forEach((field, fi) => {
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

  const referenced = new Set<string>();
  const ruleIds = new Set<string>();
  /** field id → rules that count its dice with a damage effect */
  const countedBy = new Map<string, string[]>();
  const exclusiveComboFields = new Map<string, string[]>();
  /** The check context of the matcher or effect at `base`. */
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
    error: (path, reason) => errors.push({ path: [...base, ...path], reason }),
    warn: (path, reason) => warnings.push({ path: [...base, ...path], reason }),
  });

  card.rules.forEach((rule, ri) => {
    if (ruleIds.has(rule.id))
      errors.push({ path: ['rules', ri, 'id'], reason: `duplicate rule id '${rule.id}'` });
    ruleIds.add(rule.id);
    const matcher = matcherRegistry.get(rule.matcher.type);
    matcher.check(rule.matcher, checkAt(['rules', ri, 'matcher']));

    const hasDamage = rule.effects.some((e) => effectRegistry.get(e.type).countsIntoDamage === true);
    const counted = matcher.countedField?.(rule.matcher);
    if (counted !== undefined && hasDamage)
      countedBy.set(counted, [...(countedBy.get(counted) ?? []), rule.id]);
    for (const f of matcher.exactFields?.(rule.matcher) ?? [])
      exclusiveComboFields.set(f, [...(exclusiveComboFields.get(f) ?? []), rule.id]);

    // What one match is decides what per-match numbers mean (README: matchCount).
    const most = matcher.maxMatchCount(rule.matcher, card.dice);
    const reading = `${rule.matcher.type} gives at most ${most} match${most === 1 ? '' : 'es'} with ${card.dice} dice (one match is ${matcher.oneMatch})`;
    rule.effects.forEach((effect, ei) => {
      const at = checkAt(['rules', ri, 'effects', ei]);
      const min = effect.conditions?.minMatchCount;
      if (min !== undefined && min > most)
        at.warn(['conditions', 'minMatchCount'], `minMatchCount ${min} can never hold: ${reading}`);
      if (effect.type === 'reflect' && effect.perMatch === true && most <= 1)
        at.warn(
          ['perMatch'],
          `perMatch multiplies by the match count, which is never above 1 here: ${reading}`,
        );
      if (effect.cap === 0) at.warn(['cap'], 'cap 0: this effect can never do anything');
      if (effect.target === 'ally') at.warn(['target'], "target 'ally' is reserved; treated as self");
      checkConditionRefs(effect.conditions, at);
      effectRegistry.get(effect.type).check?.(effect, at);
    });
  });

  // Double counting: the same dice feeding two rules' damage numbers.
  for (const [fieldId, rules] of countedBy) {
    if (rules.length > 1) {
      warnings.push({
        path: ['rules'],
        reason: `rules ${rules.join(', ')} all count field '${fieldId}' into damage effects: the same dice count twice`,
      });
    }
    const combos = exclusiveComboFields.get(fieldId);
    if (combos) {
      warnings.push({
        path: ['rules'],
        reason: `field '${fieldId}' is counted by ${rules.join(', ')} and also required exactly (allowExtra=false) by ${combos.join(', ')}: the same dice count twice`,
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

  return { ok: errors.length === 0, card: errors.length === 0 ? card : null, errors, warnings };
}

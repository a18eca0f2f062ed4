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
import {
  type DefenseCard,
  defenseCardSchema,
  type EffectDef,
  type MatcherDef,
} from '../data/defense-card-schema.ts';
import { BUFF_KINDS } from './buff-kinds.ts';

export interface CardProblem {
  /** Path inside the card, e.g. ['fields', 1, 'faces', 0]. */
  path: Array<string | number>;
  reason: string;
}

export interface CardValidation {
  ok: boolean;
  card: DefenseCard | null;
  errors: CardProblem[];
  warnings: CardProblem[];
}

export interface StatusFacts {
  has(id: string): boolean;
  maxStacks(id: string): number;
}

const DAMAGE_EFFECTS = new Set(['dealPer', 'flatBlock', 'blockPer', 'reflect']);

export function validateDefenseCard(raw: unknown, statuses: StatusFacts): CardValidation {
  const parsed = defenseCardSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      card: null,
      errors: parsed.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
        reason: i.message,
      })),
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

  card.rules.forEach((rule, ri) => {
    const at = (...rest: Array<string | number>) => ['rules', ri, ...rest];
    if (ruleIds.has(rule.id)) errors.push({ path: at('id'), reason: `duplicate rule id '${rule.id}'` });
    ruleIds.add(rule.id);
    checkMatcher(rule.matcher, card, fieldIds, fieldOfFace, referenced, errors, warnings, at);

    const hasDamage = rule.effects.some((e) => DAMAGE_EFFECTS.has(e.type));
    const m = rule.matcher;
    if ((m.type === 'countField' || m.type === 'pairsField') && hasDamage) {
      countedBy.set(m.fieldId, [...(countedBy.get(m.fieldId) ?? []), rule.id]);
    }
    if (m.type === 'combo' && m.allowExtra === false) {
      for (const f of m.fields)
        exclusiveComboFields.set(f.id, [...(exclusiveComboFields.get(f.id) ?? []), rule.id]);
    }
    rule.effects.forEach((effect, ei) => {
      checkEffect(effect, fieldIds, referenced, statuses, errors, warnings, (...rest) =>
        at('effects', ei, ...rest),
      );
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

function checkMatcher(
  m: MatcherDef,
  card: DefenseCard,
  fieldIds: Set<string>,
  fieldOfFace: Map<number, string>,
  referenced: Set<string>,
  errors: CardProblem[],
  warnings: CardProblem[],
  at: (...rest: Array<string | number>) => Array<string | number>,
): void {
  const fieldRef = (id: string, path: Array<string | number>) => {
    if (!fieldIds.has(id)) errors.push({ path, reason: `unknown field '${id}'` });
    referenced.add(id);
  };
  switch (m.type) {
    case 'countField':
    case 'pairsField': {
      fieldRef(m.fieldId, at('matcher', 'fieldId'));
      if (m.cap === 0)
        warnings.push({ path: at('matcher', 'cap'), reason: 'cap 0: this rule can never do anything' });
      const per = m.type === 'countField' ? (m.per ?? 1) : 1;
      if (m.cap !== undefined && m.min !== undefined && m.cap < m.min * (m.type === 'pairsField' ? 1 : per)) {
        warnings.push({
          path: at('matcher'),
          reason: `conflicting caps: cap ${m.cap} is below min ${m.min}`,
        });
      }
      const most = m.type === 'pairsField' ? Math.floor(card.dice / 2) : card.dice;
      if (m.min !== undefined && m.min > most) {
        warnings.push({
          path: at('matcher', 'min'),
          reason: `min ${m.min} can never be reached with ${card.dice} dice`,
        });
      }
      break;
    }
    case 'exactFace': {
      if (m.face < 1 || m.face > 6) {
        errors.push({ path: at('matcher', 'face'), reason: `face ${m.face} is not a die face (1..6)` });
        break;
      }
      const field = fieldOfFace.get(m.face);
      if (field === undefined) {
        warnings.push({
          path: at('matcher', 'face'),
          reason: `exactFace ${m.face} is not in any field (allowed, but check it)`,
        });
      } else referenced.add(field);
      if (m.count > card.dice) {
        warnings.push({
          path: at('matcher', 'count'),
          reason: `count ${m.count} can never be reached with ${card.dice} dice`,
        });
      }
      break;
    }
    case 'combo': {
      let total = 0;
      m.fields.forEach((f, k) => {
        fieldRef(f.id, at('matcher', 'fields', k, 'id'));
        total += f.min;
      });
      if (total > card.dice) {
        warnings.push({
          path: at('matcher'),
          reason: `recipe needs ${total} dice but the card rolls ${card.dice}`,
        });
      }
      break;
    }
  }
}

function checkEffect(
  e: EffectDef,
  fieldIds: Set<string>,
  referenced: Set<string>,
  statuses: StatusFacts,
  errors: CardProblem[],
  warnings: CardProblem[],
  at: (...rest: Array<string | number>) => Array<string | number>,
): void {
  const status = (id: string, path: Array<string | number>) => {
    if (!statuses.has(id)) errors.push({ path, reason: `unknown status '${id}'` });
  };
  if (e.cap === 0) warnings.push({ path: at('cap'), reason: 'cap 0: this effect can never do anything' });
  if (e.target === 'ally')
    warnings.push({ path: at('target'), reason: "target 'ally' is reserved; treated as self" });
  const c = e.conditions;
  if (c?.opponentHasStatus) status(c.opponentHasStatus, at('conditions', 'opponentHasStatus'));
  if (c?.selfHasStatus) status(c.selfHasStatus, at('conditions', 'selfHasStatus'));
  if (c?.selfLacksStatus) status(c.selfLacksStatus, at('conditions', 'selfLacksStatus'));
  switch (e.type) {
    case 'gainStatus':
    case 'applyStatusToOpponent':
      status(e.status, at('status'));
      if (statuses.has(e.status) && e.stackCap !== undefined && e.stackCap > statuses.maxStacks(e.status)) {
        warnings.push({
          path: at('stackCap'),
          reason: `conflicting caps: stackCap ${e.stackCap} is above ${e.status}'s max stacks ${statuses.maxStacks(e.status)}`,
        });
      }
      if (e.stackCap === 0)
        warnings.push({ path: at('stackCap'), reason: 'stackCap 0: nothing can ever be gained' });
      break;
    case 'cleanse':
      if (e.status) status(e.status, at('status'));
      break;
    case 'transferStatus':
      status(e.status, at('status'));
      break;
    case 'preventHalf':
      if (e.cap !== undefined)
        warnings.push({
          path: at('cap'),
          reason: 'preventHalf ignores cap (it always prevents half, rounded up)',
        });
      break;
    case 'buffNextAttack':
      if (!BUFF_KINDS.has(e.kind ?? 'damageBonus'))
        errors.push({ path: at('kind'), reason: `unknown buff kind '${e.kind}'` });
      if (e.expires?.type === 'afterNTurns' && e.expires.turns === undefined) {
        errors.push({ path: at('expires', 'turns'), reason: "expiry 'afterNTurns' needs turns" });
      }
      break;
    case 'rerollDice':
      (e.fields ?? []).forEach((f, k) => {
        if (!fieldIds.has(f)) errors.push({ path: at('fields', k), reason: `unknown field '${f}'` });
        referenced.add(f);
      });
      break;
    default:
      break;
  }
}

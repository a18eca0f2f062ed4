/**
 * A defense card in words, from its modules' words: each rule reads "what
 * its matcher counts: what its effects do" ("each die showing 4 or 5:
 * block 1"), each effect with its conditions ("if the attacker has burn,
 * …"); and what an effect came to in a defense ("blocks 3"). The words
 * contexts the modules build from (`CardWords`, `OutcomeWords`) are made
 * here. Logs, the terminal board, `arbiter validate` and the web board's
 * word sheet all read these.
 */
import type { DefenseCard, EffectBase, RuleDef } from '../data/defense-card-schema.ts';
import { buffWords } from '../defense/buff-kinds/index.ts';
import { conditionWords, effectRegistry } from '../defense/effects/index.ts';
import { matcherRegistry } from '../defense/matchers/index.ts';
import type { EffectOutcome } from '../defense/resolution.ts';
import { statusWords } from '../rules/status-kinds/index.ts';
import type { CardWords, OutcomeWords } from './defense-words.ts';
import { capitalized, expiryWords, listWords, POLICY_WORDS, plural, USABLE_WORDS } from './phrases.ts';

/** The phrasing of words with no card at hand (log lines). */
export const outcomeWords: OutcomeWords = { status: statusWords, plural, buff: buffWords };

/** The phrasing of one card's text: its fields' faces. */
export function cardWords(card: DefenseCard): CardWords {
  return {
    ...outcomeWords,
    faces(fieldId) {
      const field = card.fields.find((f) => f.id === fieldId);
      return field ? listWords(field.faces, 'or') : 'no face';
    },
    usable: (phase) => USABLE_WORDS[phase],
    expiry: expiryWords,
    policy: (policy) => POLICY_WORDS[policy],
    conditions: conditionWords,
  };
}

/** A rule as players name it: its label, or its place on the card ("rule 2"). */
export function ruleName(label: string | null | undefined, index: number): string {
  return label ?? `rule ${index + 1}`;
}

/** One effect's clause: its module's words, after its conditions ("if the attacker has burn, block 2"). */
export function effectText(effect: EffectBase, w: CardWords): string {
  const words = effectRegistry.get(effect.type).words(effect, w) ?? '';
  return effect.conditions !== undefined && Object.keys(effect.conditions).length > 0
    ? `if ${w.conditions(effect.conditions)}, ${words}`
    : words;
}

/** A rule's text: "Each die showing 4 or 5: block 1." */
export function ruleText(rule: RuleDef, w: CardWords): string {
  const counts = matcherRegistry.get(rule.matcher.type).words(rule.matcher, w) ?? '';
  return `${capitalized(counts)}: ${rule.effects.map((e) => effectText(e, w)).join('; ')}.`;
}

/** What an effect came to in a defense: "blocks 3", "gives the attacker no burn (burn already at its cap)". */
export function outcomeText(effect: EffectBase, outcome: EffectOutcome): string {
  return effectRegistry.get(effect.type).outcome(effect, outcome, outcomeWords);
}

export interface RuleWords {
  id: string;
  name: string;
  text: string;
  /** Each effect's clause, in the rule's order. */
  effects: string[];
}

export interface CardText {
  /** Each field as the faces it holds, by field id ("4 or 5"). */
  fields: Record<string, string>;
  rules: RuleWords[];
}

/** The whole card in words. */
export function cardText(card: DefenseCard): CardText {
  const w = cardWords(card);
  const fields: Record<string, string> = {};
  for (const f of card.fields) fields[f.id] = w.faces(f.id);
  return {
    fields,
    rules: card.rules.map((rule, k) => ({
      id: rule.id,
      name: ruleName(rule.label, k),
      text: ruleText(rule, w),
      effects: rule.effects.map((e) => effectText(e, w)),
    })),
  };
}

/**
 * `as_enters_choice`: "As ~ enters, it becomes your choice of a 3/3 artifact
 * creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact
 * creature with defender in addition to its other types" (Primal Clay). A
 * replacement effect of the permanent itself (CR 614.1c, 614.12): the
 * controller chooses as it enters, and the option becomes its
 * characteristics from then on (its P/T, types added, keywords), as copiable
 * values (CR 707.2).
 */
import { z } from 'zod';
import type { RulesBlock } from '../../cards/rules-block.ts';
import { keywordSchema } from '../keywords/index.ts';
import { defineRuleFlag } from './rule-flag.ts';

const optionSchema = z
  .object({
    power: z.number().int(),
    toughness: z.number().int(),
    types: z.array(z.string()),
    subtypes: z.array(z.string()),
    keywords: z.array(keywordSchema),
  })
  .strict();

export type EntersAsOption = z.infer<typeof optionSchema>;

export const asEntersChoice = defineRuleFlag({
  id: 'as_enters_choice',
  description: 'as the permanent enters, its controller chooses what it becomes',
  // Sixth Edition's: the default pool has no card that uses it.
  reserved: true,
  rule: 'CR 614.1c, 614.12',
  enforcedIn: 'resolve.resolveTop (enter_as_chosen), zones.moveTo, derived.base',
  params: z.object({ id: z.literal('as_enters_choice'), options: z.array(optionSchema).min(2) }).strict(),
  words: ({ options }) => `as it enters, it becomes your choice of ${options.map(optionWords).join(', or ')}`,
});

/** "a 1/6 Wall artifact creature with defender". */
export function optionWords(o: EntersAsOption): string {
  const kinds = [...o.subtypes, ...o.types].join(' ');
  const kw = o.keywords.length > 0 ? ` with ${o.keywords.join(' and ')}` : '';
  return `a ${o.power}/${o.toughness} ${kinds}${kw}`;
}

/** The options a card's own static abilities offer as it enters, or null. */
export function asEntersOptions(rules: RulesBlock): EntersAsOption[] | null {
  for (const st of rules.statics)
    if ('self' in st.effect.affects)
      for (const r of st.effect.rules ?? []) if (r.id === 'as_enters_choice') return r.options;
  return null;
}

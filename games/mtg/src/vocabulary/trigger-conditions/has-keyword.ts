/** `has_keyword`: "a creature you control with flying enters". */
import { z } from 'zod';
import { keywordSchema } from '../keywords/index.ts';
import { subjectDerived } from './subject.ts';
import { defineTriggerCondition } from './trigger-condition.ts';

export const hasKeyword = defineTriggerCondition({
  id: 'has_keyword',
  description: 'the event’s object has a keyword',
  params: z.object({ id: z.literal('has_keyword'), keyword: keywordSchema }).strict(),
  holds: ({ s, event }, { keyword }) => !!subjectDerived(s, event)?.keywords.has(keyword),
  words: ({ keyword }, w) => `it has ${w.keywords([keyword])}`,
});

/** `spell_type`: "you cast an instant or sorcery spell". */
import { z } from 'zod';
import { filterSchema } from '../../cards/shapes.ts';
import { board } from '../../engine/derived.ts';
import { matches } from '../../engine/filter.ts';
import { subjectDerived } from './subject.ts';
import { defineTriggerCondition } from './trigger-condition.ts';

export const spellType = defineTriggerCondition({
  id: 'spell_type',
  description: 'the spell (or object) of the event matches a filter',
  params: z.object({ id: z.literal('spell_type'), filter: filterSchema }).strict(),
  holds({ s, self, controller, event }, { filter }) {
    const d = subjectDerived(s, event);
    return !!d && matches(board(s), d, filter, controller, self.id);
  },
  words: ({ filter }, w) => `it is ${w.count(1, w.filter(filter))}`,
});

/** `subtype`: "an Elf you control enters". */
import { z } from 'zod';
import { subjectDerived } from './subject.ts';
import { defineTriggerCondition } from './trigger-condition.ts';

export const subtype = defineTriggerCondition({
  id: 'subtype',
  description: 'the event’s object has one of these subtypes',
  params: z.object({ id: z.literal('subtype'), subtypes: z.array(z.string()).min(1) }).strict(),
  holds({ s, event }, { subtypes }) {
    const d = subjectDerived(s, event);
    return !!d && subtypes.some((t) => d.subtypes.includes(t));
  },
  words: ({ subtypes }) =>
    `it is ${subtypes.length === 1 ? `an ${subtypes[0]}` : `one of ${subtypes.join(', ')}`}`,
});

/** `OTHER_FRIENDLY_DIES`: "whenever another creature you control dies". */
import { cardDerived } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const otherFriendlyDies = defineTrigger({
  id: 'OTHER_FRIENDLY_DIES',
  description: 'another creature of the ability’s controller dies',
  events: ['DIES'],
  match: ({ self, event }) =>
    event.type === 'DIES' &&
    event.lkiObject.id !== self.id &&
    event.controller === self.controller &&
    cardDerived(event.lkiObject).types.includes('creature')
      ? { eventSubject: event.object }
      : null,
  words: () => 'whenever another creature you control dies',
});

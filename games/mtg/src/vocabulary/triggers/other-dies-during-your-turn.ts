/** `OTHER_DIES_DURING_YOUR_TURN`: "whenever another creature dies during your turn" (the turn: a trigger condition). */
import { cardDerived } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const otherDiesDuringYourTurn = defineTrigger({
  id: 'OTHER_DIES_DURING_YOUR_TURN',
  description: 'another creature dies',
  events: ['DIES'],
  match: ({ self, event }) =>
    event.type === 'DIES' &&
    event.lkiObject.id !== self.id &&
    cardDerived(event.lkiObject).types.includes('creature')
      ? { eventSubject: event.object }
      : null,
  words: () => 'whenever another creature dies during your turn',
});

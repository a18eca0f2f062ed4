/**
 * `BECOMES_TAPPED`: "whenever this becomes tapped" — by any means: for mana,
 * attacking, a cost or an effect (CR 701.26a). Sixth Edition's City of
 * Brass: "Whenever ~ becomes tapped, it deals 1 damage to you."
 */
import { defineTrigger } from './trigger.ts';

export const becomesTapped = defineTrigger({
  id: 'BECOMES_TAPPED',
  description: 'the ability’s own permanent becomes tapped',
  reserved: true,
  events: ['TAPPED'],
  match: ({ self, event }) =>
    event.type === 'TAPPED' && event.object === self.id ? { eventSubject: self.id } : null,
  words: () => 'whenever this becomes tapped',
});

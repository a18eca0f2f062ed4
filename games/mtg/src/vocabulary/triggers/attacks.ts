/** `ATTACKS`: "whenever this creature attacks" (CR 508.3a). */
import { defineTrigger, ownEvent } from './trigger.ts';

export const attacks = defineTrigger({
  id: 'ATTACKS',
  description: 'the ability’s own creature is declared as an attacker',
  events: ['ATTACKS'],
  match: (c) => ownEvent('ATTACKS', c),
  words: () => 'whenever this creature attacks',
});

/** `ETB`: "when this permanent enters" (CR 603.6a). */
import { defineTrigger, ownEvent } from './trigger.ts';

export const etb = defineTrigger({
  id: 'ETB',
  description: 'the ability’s own permanent enters the battlefield',
  events: ['ETB'],
  match: (c) => ownEvent('ETB', c),
  words: () => 'when this enters',
});

/**
 * `LEAVES_BATTLEFIELD`: "when this creature leaves the battlefield" — to
 * any zone, read looking back (CR 603.6c, 603.10a). Sixth Edition's
 * (Sengir Autocrat: "exile all Serf tokens").
 */
import { defineTrigger } from './trigger.ts';

export const leavesBattlefield = defineTrigger({
  id: 'LEAVES_BATTLEFIELD',
  description: 'the ability’s own permanent leaves the battlefield',
  reserved: true,
  events: ['LEAVES'],
  match: ({ self, event }) =>
    event.type === 'LEAVES' && event.lkiObject.id === self.id ? { eventSubject: event.object } : null,
  words: () => 'when this leaves the battlefield',
});

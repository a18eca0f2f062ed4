/**
 * `END_OF_COMBAT`: "at end of combat" — the beginning of the end of combat
 * step (CR 511.1), for the delayed abilities an effect creates during
 * combat (CR 603.7: Fog Elemental, Thicket Basilisk); "it" is the object
 * the delayed ability watches.
 */
import { defineTrigger } from './trigger.ts';

export const endOfCombat = defineTrigger({
  id: 'END_OF_COMBAT',
  description: 'the end of combat step begins',
  reserved: true,
  events: ['END_OF_COMBAT'],
  match: ({ self, event }) => (event.type === 'END_OF_COMBAT' ? { eventSubject: self.id } : null),
  words: () => 'at end of combat',
});

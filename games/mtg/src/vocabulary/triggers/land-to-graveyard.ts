/**
 * `LAND_TO_GRAVEYARD`: "whenever a land is put into a graveyard from the
 * battlefield" — any player's (Dingus Egg), read looking back (CR 603.10a):
 * "it" is the land as it last existed on the battlefield, so "that land's
 * controller" is who controlled it then.
 */
import { cardDerived } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const landToGraveyard = defineTrigger({
  id: 'LAND_TO_GRAVEYARD',
  description: 'a land is put into a graveyard from the battlefield',
  reserved: true,
  events: ['DIES'],
  match: ({ event }) =>
    event.type === 'DIES' && cardDerived(event.lkiObject).types.includes('land')
      ? { eventSubject: event.lkiObject.id }
      : null,
  words: () => 'whenever a land is put into a graveyard from the battlefield',
});

/**
 * `LAND_TAPPED_FOR_MANA`: "whenever a player taps a land for mana" /
 * "whenever a land is tapped for mana" (Manabarbs, Storm Cauldron): any
 * player's land tapped by activating its mana ability (CR 106.12). Such a
 * trigger that adds no mana is no mana ability and uses the stack (CR
 * 605.1b); "it" is the land, "that player" its controller.
 */
import { board } from '../../engine/derived.ts';
import { defineTrigger } from './trigger.ts';

export const landTappedForMana = defineTrigger({
  id: 'LAND_TAPPED_FOR_MANA',
  description: 'a land is tapped for mana',
  reserved: true,
  events: ['TAPPED'],
  match: ({ s, event }) => {
    if (event.type !== 'TAPPED' || !event.forMana) return null;
    return board(s).byId.get(event.object)?.types.includes('land') ? { eventSubject: event.object } : null;
  },
  words: () => 'whenever a land is tapped for mana',
});

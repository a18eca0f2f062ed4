/**
 * `ENCHANTED_TAPPED_FOR_MANA`: "whenever enchanted land is tapped for mana"
 * (Wild Growth: "its controller adds an additional {G}"): the enchanted
 * permanent tapped by activating its mana ability (CR 106.12). An ability
 * of this trigger that adds mana is a triggered mana ability (CR 605.1b):
 * it resolves at once (engine/mana-riders.ts), not on the stack.
 */
import { defineTrigger } from './trigger.ts';

export const enchantedTappedForMana = defineTrigger({
  id: 'ENCHANTED_TAPPED_FOR_MANA',
  description: 'the permanent the ability’s Aura enchants is tapped for mana',
  reserved: true,
  events: ['TAPPED'],
  match: ({ self, event }) =>
    event.type === 'TAPPED' && event.forMana && self.attachedTo !== null && event.object === self.attachedTo
      ? { eventSubject: event.object }
      : null,
  words: () => 'whenever enchanted land is tapped for mana',
});

/**
 * `ENCHANTED_BECOMES_TAPPED`: "when/whenever enchanted land becomes tapped"
 * (Blight: "destroy it"; Psychic Venom: damage to its controller), by any
 * means (CR 701.26a); "it" is the enchanted permanent.
 */
import { defineTrigger } from './trigger.ts';

export const enchantedBecomesTapped = defineTrigger({
  id: 'ENCHANTED_BECOMES_TAPPED',
  description: 'the permanent the ability’s Aura enchants becomes tapped',
  reserved: true,
  events: ['TAPPED'],
  match: ({ self, event }) =>
    event.type === 'TAPPED' && self.attachedTo !== null && event.object === self.attachedTo
      ? { eventSubject: event.object }
      : null,
  words: () => 'whenever enchanted permanent becomes tapped',
});

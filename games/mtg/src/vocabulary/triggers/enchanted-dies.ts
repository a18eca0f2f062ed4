/**
 * `ENCHANTED_DIES`: "when enchanted creature dies" (Abduction) — the Aura is
 * still on the battlefield as its creature dies (it goes to the graveyard
 * later, as a state-based action), and the trigger looks back (CR 603.10a):
 * the Aura was attached to the creature as it last existed. "That card" is
 * the card now in the graveyard.
 */
import { defineTrigger } from './trigger.ts';

export const enchantedDies = defineTrigger({
  id: 'ENCHANTED_DIES',
  description: 'the creature the ability’s Aura enchanted dies',
  reserved: true,
  events: ['DIES'],
  match: ({ self, event }) =>
    event.type === 'DIES' && event.attached?.includes(self.id) ? { eventSubject: event.object } : null,
  words: () => 'when enchanted creature dies',
});

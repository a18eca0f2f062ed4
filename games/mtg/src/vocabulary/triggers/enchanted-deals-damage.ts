/**
 * `ENCHANTED_DEALS_DAMAGE`: "whenever enchanted creature deals damage"
 * (Spirit Link: "you gain that much life"): that much is the damage dealt
 * (CR 120.3, after prevention). The engine tells damage one recipient at a
 * time, so a creature dealing combat damage to two blockers triggers it
 * twice, once per recipient (the total gained is the same).
 */
import { defineTrigger } from './trigger.ts';

export const enchantedDealsDamage = defineTrigger({
  id: 'ENCHANTED_DEALS_DAMAGE',
  description: 'the creature the ability’s Aura enchants deals damage',
  reserved: true,
  events: ['DEALS_DAMAGE'],
  match: ({ self, event }) =>
    event.type === 'DEALS_DAMAGE' && self.attachedTo !== null && event.source === self.attachedTo
      ? { eventSubject: event.source, eventAmount: event.amount }
      : null,
  words: () => 'whenever enchanted creature deals damage',
});

/**
 * `DEALS_DAMAGE_TO_PLAYER`: "whenever ~ deals damage to a player" — combat or
 * not (CR 120.3; unlike "combat damage", any damage counts). "That player" is
 * the player dealt damage, "that much" the amount.
 */
import { defineTrigger } from './trigger.ts';

export const dealsDamageToPlayer = defineTrigger({
  id: 'DEALS_DAMAGE_TO_PLAYER',
  description: 'the ability’s own permanent deals damage to a player',
  reserved: true,
  events: ['DEALS_DAMAGE'],
  match: ({ self, event }) =>
    event.type === 'DEALS_DAMAGE' && event.source === self.id && event.player !== undefined
      ? { eventSubject: -1 - event.player, eventAmount: event.amount }
      : null,
  words: () => 'whenever this deals damage to a player',
});

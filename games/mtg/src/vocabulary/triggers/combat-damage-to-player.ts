/** `COMBAT_DAMAGE_TO_PLAYER`: "whenever this creature deals combat damage to a player" ("that player", "that much"). */
import { defineTrigger } from './trigger.ts';

export const combatDamageToPlayer = defineTrigger({
  id: 'COMBAT_DAMAGE_TO_PLAYER',
  description: 'the ability’s own creature deals combat damage to a player',
  events: ['COMBAT_DAMAGE_TO_PLAYER'],
  match: ({ self, event }) =>
    event.type === 'COMBAT_DAMAGE_TO_PLAYER' && event.source === self.id
      ? { eventSubject: -1 - event.player, eventAmount: event.amount }
      : null,
  words: () => 'whenever this creature deals combat damage to a player',
});

/**
 * `attacks_your_opponent`: "attacks one of your opponents" — the player
 * attacked (the defending player) is not the ability's controller.
 */
import { z } from 'zod';
import { opponent } from '../../engine/state.ts';
import { defineTriggerCondition } from './trigger-condition.ts';

export const attacksYourOpponent = defineTriggerCondition({
  id: 'attacks_your_opponent',
  description: 'the attacked player is an opponent of the ability’s controller',
  params: z.object({ id: z.literal('attacks_your_opponent') }).strict(),
  holds: ({ s, controller, event }) => event.type === 'ATTACKS' && opponent(s.active) !== controller,
  words: () => 'it attacks one of your opponents',
});

import { z } from 'zod';
import { MAX_HEALTH } from '../state.ts';
import { defineOperation } from './operation.ts';

/** `{ "op": "heal", "amount": N }`: the player gains N health, up to the maximum. */
export const heal = defineOperation({
  id: 'heal',
  description: 'the player gains health, up to the maximum',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  run(state, { amount }, { player, emit }) {
    const healed = Math.min(amount, MAX_HEALTH - state.health[player]);
    state.health[player] += healed;
    emit?.({ type: 'healed', player, amount: healed });
  },
  words: ({ amount }) => `heal ${amount}`,
});

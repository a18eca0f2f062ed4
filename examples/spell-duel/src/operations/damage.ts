import { z } from 'zod';
import { defineOperation } from './operation.ts';

/** `{ "op": "damage", "amount": N }`: the opponent loses N health (not below 0). */
export const damage = defineOperation({
  id: 'damage',
  description: 'the opponent loses health',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  run(state, { amount }, { player, emit }) {
    const target = 1 - player;
    const dealt = Math.min(amount, state.health[target]);
    state.health[target] -= dealt;
    emit?.({ type: 'damaged', player: target, amount: dealt });
  },
  words: ({ amount }) => `deal ${amount} damage`,
});

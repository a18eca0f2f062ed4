import { z } from 'zod';
import { drawCards } from '../state.ts';
import { defineOperation } from './operation.ts';

/** `{ "op": "draw", "count": N }`: the player draws N cards (fewer when the deck runs out). */
export const draw = defineOperation({
  id: 'draw',
  description: 'the player draws cards',
  params: z.object({ count: z.number().int().min(1) }).strict(),
  run(state, { count }, { player, emit }) {
    const drawn = drawCards(state, player, count);
    // Only the drawer learns which cards; everyone learns how many.
    emit?.({ type: 'drew', player, count: drawn.length });
  },
  words: ({ count }) => `draw ${count} card${count === 1 ? '' : 's'}`,
});

/** `discard`: "Discard a card" as a cost (the card, other than the spell itself, chosen by the action). */
import { z } from 'zod';
import { defineCost } from './cost.ts';

export const discardCost = defineCost({
  id: 'discard',
  description: 'discard a card of the player’s choice',
  params: z.object({ kind: z.literal('discard'), amount: z.literal(1) }).strict(),
  choice: ({ s, player }, _p, exclude) => ({
    key: 'discard',
    options: s.players[player].hand.filter((id) => id !== exclude),
  }),
  pay({ s, choice, engine }) {
    if (choice.discard === undefined) throw new Error('discard: the action names no card');
    engine.moveTo(s, choice.discard, 'graveyard');
  },
  words: () => 'discard a card',
});

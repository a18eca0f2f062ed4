/** `graveyard_empty`: "If you can't" after "return a card from your graveyard" (Forbidden Crypt): that graveyard holds no card. */
import { z } from 'zod';
import { refSchema } from '../../cards/shapes.ts';
import { targetPlayer } from '../../engine/state.ts';
import { defineCondition } from './condition.ts';

export const graveyardEmpty = defineCondition({
  id: 'graveyard_empty',
  description: "a player's graveyard holds no card",
  params: z.object({ id: z.literal('graveyard_empty'), who: refSchema }).strict(),
  reserved: true,
  holds(c, { who }) {
    if (!c.refIds)
      throw new Error("condition 'graveyard_empty' is read only while a spell or ability resolves");
    const p = targetPlayer(c.refIds(who)[0] ?? 0);
    return p !== null && c.s.players[p].graveyard.length === 0;
  },
  words: ({ who }, w) => `${w.ref(who)} has no cards in the graveyard`,
});

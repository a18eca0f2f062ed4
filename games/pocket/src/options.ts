/** Game options: each side's deck (a preset id from data/decks/ or a path to a deck file) and the turn limit. */
import { z } from 'zod';

export const optionsSchema = z
  .object({
    deck1: z
      .string()
      .min(1)
      .default('mewtwoex')
      .describe("Player 1's deck: a preset id (data/decks/) or a .txt path"),
    deck2: z
      .string()
      .min(1)
      .default('fire')
      .describe("Player 2's deck: a preset id (data/decks/) or a .txt path"),
    turnLimit: z
      .number()
      .int()
      .min(1)
      .max(200)
      .default(30)
      .describe('turns in all before the game is a draw'),
  })
  .strict();

export type PocketOptions = z.output<typeof optionsSchema>;

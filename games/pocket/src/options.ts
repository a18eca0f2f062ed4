/**
 * Game options: each side's deck (a preset id from data/decks/, a deck list's
 * text — any value with a line break — or a path to a deck file) and the turn limit.
 */
import { z } from 'zod';

export const optionsSchema = z
  .object({
    deck1: z
      .string()
      .min(1)
      .default('mewtwoex')
      .describe("seat 0's deck: a preset id (data/decks/), a deck list's text, or a .txt path"),
    deck2: z
      .string()
      .min(1)
      .default('fire')
      .describe("seat 1's deck: a preset id (data/decks/), a deck list's text, or a .txt path"),
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

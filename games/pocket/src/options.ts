/**
 * Game options: each side's deck and the turn limit. A deck is a preset id
 * (data/decks/, data/decks-current/), a deck's text or its JSON (src/data/decks.ts), never a
 * path: checking the options reads no file, so a match created over the
 * network cannot make the server open one (the CLI reads deck files itself).
 */
import { z } from 'zod';
import { deckSpecProblem, presetChoices } from './data/decks.ts';

const MAX_DECK_TEXT = 4000;

const deckJson = z.strictObject({
  name: z.string().max(40).optional(),
  energy: z.array(z.string().max(20)).min(1).max(3).optional(),
  cards: z.array(z.string().max(12)).max(20),
});

function deckOption(seat: number, preset: string) {
  const what = `deck${seat + 1}`;
  return (
    z
      .union([z.string().min(1).max(MAX_DECK_TEXT), deckJson, z.array(z.string().max(12)).max(20)], {
        error: `a deck is a preset id, a deck's text (at most ${MAX_DECK_TEXT} characters), its JSON { name?, energy?, cards } or a list of card ids`,
      })
      .superRefine((spec, ctx) => {
        // Text the union already refused (empty, too long) is not read again.
        if (typeof spec === 'string' && (spec.length === 0 || spec.length > MAX_DECK_TEXT)) return;
        const problem = deckSpecProblem(spec, what);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default(preset)
      .describe(
        `Player ${seat + 1}'s deck: a preset id (data/decks/, data/decks-current/), a deck's text, its JSON { name?, energy?, cards } or a list of card ids; never a path`,
      )
      // The lobby's picker: the presets by folder (samples, current decks).
      .meta({ title: `Player ${seat + 1}'s deck`, deckPicker: { presets: presetChoices(), random: [] } })
  );
}

export const optionsSchema = z
  .object({
    deck1: deckOption(0, 'mewtwoex'),
    deck2: deckOption(1, 'fire'),
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

/** Game options. `{}` is valid: both seats get a preset picked by the seed, with a mulligan. */
import { z } from 'zod';
import { deckSpecProblem, deckSpecSchema, RANDOM_PRESET } from './decks.ts';

export const optionsSchema = z
  .object({
    /** Per seat: a preset name, a list of 15 card ids, 'random' or 'random-preset'. */
    decks: z.tuple([deckSpecSchema, deckSpecSchema]).default([RANDOM_PRESET, RANDOM_PRESET]),
    /** Offer each side its one mulligan before the first turn. */
    mulligan: z.boolean().default(true),
  })
  .superRefine((o, ctx) => {
    o.decks.forEach((spec, i) => {
      const problem = deckSpecProblem(spec);
      if (problem) ctx.addIssue({ code: 'custom', path: ['decks', i], message: problem });
    });
  });

export type QBOptions = z.infer<typeof optionsSchema>;

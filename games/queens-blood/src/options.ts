/**
 * Game options, checked against the catalog the game plays (preset names
 * and card ids come from its data). `{}` is valid: both seats get a preset
 * picked by the seed, with a mulligan.
 */
import { z } from 'zod';
import type { Catalog } from './catalog-types.ts';
import { deckSpecProblem, deckSpecSchema, RANDOM, RANDOM_PRESET } from './decks.ts';

/** "aura-support" → "Aura support". */
const words = (name: string) => {
  const text = name.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function makeOptionsSchema(cat: Catalog) {
  const presets = cat.presets.map((p) => p.name).join(', ');
  const deck = deckSpecSchema.describe(
    `a preset (${presets}), '${RANDOM}' (a random legal deck), '${RANDOM_PRESET}' (a preset picked by the seed) or a list of ${cat.rules.deckSize} card ids`,
  );
  return (
    z
      .object({
        decks: z
          .tuple([deck, deck])
          .default([RANDOM_PRESET, RANDOM_PRESET])
          .describe(`Each seat's deck, P1 then P2: ${deck.description}`)
          .meta({
            title: 'Decks',
            deckPicker: {
              presets: cat.presets.map((p) => ({
                value: p.name,
                label: words(p.name),
                description: p.description,
              })),
              random: [
                { value: RANDOM_PRESET, label: 'A random preset' },
                { value: RANDOM, label: 'A random legal deck' },
              ],
            },
          }),
        mulligan: z
          .boolean()
          .default(true)
          .describe(
            'Before its first turn, each side may once put back any of its opening cards and draw as many',
          )
          .meta({ title: 'Mulligan' }),
      })
      // An unknown key (a typo, another game's option) is refused, never silently dropped.
      .strict()
      .superRefine((o, ctx) => {
        o.decks.forEach((spec, i) => {
          const problem = deckSpecProblem(spec, cat);
          if (problem) ctx.addIssue({ code: 'custom', path: ['decks', i], message: problem });
        });
      })
  );
}

export type QBOptions = z.output<ReturnType<typeof makeOptionsSchema>>;

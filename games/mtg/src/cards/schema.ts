/**
 * The zod schemas of the two data files (`data/cards.json`, `data/decks.json`)
 * as the importer writes them. Loading checks every card and deck; a problem
 * names the file, the JSON path and the reason.
 */
import { z } from 'zod';

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];

/** "{2}{W}{W}", "{X}{R}", or "" (no mana cost). */
const manaCostText = z.string().regex(/^(\{(\d+|[WUBRGCX])\})*$/, 'a mana cost like {2}{W} or ""');

const wholeNumberText = z
  .string()
  .regex(/^(\d+|\*)$/, 'a whole number as text ("3"), or "*" where the card\'s text sets it');

export const cardRecordSchema = z
  .object({
    card_id: z.string().regex(/^[a-z0-9_]+$/, 'a lower-case id'),
    name: z.string().min(1),
    type_line: z.string().min(1),
    mana_cost: manaCostText,
    colors: z.array(z.enum(COLORS)),
    oracle_text: z.string(),
    // Printed as text ("3"); the rules read a number, so only whole numbers (or "*", a characteristic-defining ability's) are accepted.
    power: wholeNumberText.nullable(),
    toughness: wholeNumberText.nullable(),
    set: z.string().nullable(),
    collector_number: z.string().nullable(),
    scryfall_id: z.string().nullable(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const creature = /\bCreature\b/.test(c.type_line);
    if (creature && (c.power === null || c.toughness === null))
      ctx.addIssue({ code: 'custom', message: 'a creature needs power and toughness', path: ['power'] });
    if (/^Basic Land\b/.test(c.type_line) && c.mana_cost !== '')
      ctx.addIssue({ code: 'custom', message: 'a basic land has no mana cost', path: ['mana_cost'] });
  });
export type CardRecord = z.infer<typeof cardRecordSchema>;

export const cardsFileSchema = z
  .object({
    schema_version: z.literal(1),
    source: z.string(),
    cards: z.array(cardRecordSchema).min(1),
  })
  .strict()
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.cards.forEach((c, i) => {
      if (seen.has(c.card_id))
        ctx.addIssue({
          code: 'custom',
          message: `duplicate card_id '${c.card_id}'`,
          path: ['cards', i, 'card_id'],
        });
      seen.add(c.card_id);
    });
  });

export const deckSchema = z
  .object({
    deck_id: z.string().regex(/^[a-z0-9_]+$/),
    name: z.string(),
    format: z.string(),
    colors: z.array(z.enum(COLORS)),
    cards: z.array(z.object({ card_id: z.string(), count: z.number().int().min(1) }).strict()).min(1),
  })
  .strict();
export type DeckRecord = z.infer<typeof deckSchema>;

export const decksFileSchema = z
  .object({ schema_version: z.literal(1), decks: z.array(deckSchema).min(1) })
  .strict();

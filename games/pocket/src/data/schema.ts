/**
 * The shape of games/pocket/data/cards.json, checked with zod when it loads
 * (every problem names the file, the JSON path and the reason). Each card
 * text keeps its printed wording beside the effect types it maps to; an
 * effect reference is `{ type, ...params }`, its parameters checked by the
 * effect type's own schema (src/effects/registry.ts). The file's set list
 * names the sets card ids start with, in release order.
 */
import { z } from 'zod';

/** Energy letters as printed in brackets: [G]rass, [R] fire, [W]ater, [L]ightning, [P]sychic, [F]ighting, [D]arkness, [M]etal, [C]olorless; N for Dragon Pokémon (no Dragon energy exists). */
export const energyTypes = ['G', 'R', 'W', 'L', 'P', 'F', 'D', 'M', 'C'] as const;
export type EnergyType = (typeof energyTypes)[number];
export const pokemonTypes = [...energyTypes, 'N'] as const;
export type PokemonType = (typeof pokemonTypes)[number];

export const energyNames: Record<PokemonType, string> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  C: 'Colorless',
  N: 'Dragon',
};

/**
 * A set code as card ids and deck lines write it: a series letter, a number
 * and an optional letter (A1, A1a, A4b, B2), or a promo series (P-A, P-B).
 * Deck lines and JSON decks read codes of this shape; which codes exist is
 * the set list's business (cards.json `sets`), checked when the catalog loads.
 */
export const SET_CODE_PATTERN = '[A-Z][0-9]+[a-z]?|P-[A-Z]';

/**
 * Groups a card text can name that the printed card shows as a label:
 * Mega Evolution Pokémon ex, Ultra Beasts, Ancient and Future Pokémon. A
 * card without any has no `tags` (so the first sets' cards read as before).
 */
export const cardTags = ['mega', 'ultra-beast', 'ancient', 'future'] as const;
export type CardTag = (typeof cardTags)[number];

export const trainerTypes = ['item', 'supporter', 'tool', 'stadium', 'fossil'] as const;
export type TrainerType = (typeof trainerTypes)[number];

export const effectRefSchema = z.object({ type: z.string().min(1) }).passthrough();
export type EffectRef = { type: string; [param: string]: unknown };

/** A printed text and what it maps to; `effects` is empty when no rule reads it (unmapped). */
const textSchema = z
  .object({
    text: z.string(),
    effects: z.array(effectRefSchema),
  })
  .strict();

const attackSchema = z
  .object({
    name: z.string().min(1),
    cost: z.array(z.enum(energyTypes)),
    damage: z.number().int().min(0),
    effect: textSchema.optional(),
  })
  .strict();

const abilitySchema = z
  .object({
    name: z.string().min(1),
    use: z.enum(['passive', 'once', 'unlimited']),
    activeOnly: z.boolean(),
    effect: textSchema,
  })
  .strict();

const pokemonSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    kind: z.literal('pokemon'),
    stage: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    evolvesFrom: z.string().nullable(),
    hp: z.number().int().positive(),
    type: z.enum(pokemonTypes),
    weakness: z.enum(energyTypes).nullable(),
    retreat: z.number().int().min(0),
    ex: z.boolean(),
    tags: z.array(z.enum(cardTags)).min(1).optional(),
    ability: abilitySchema.nullable(),
    attacks: z.array(attackSchema),
    set: z.string(),
  })
  .strict();

const trainerSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    kind: z.literal('trainer'),
    trainerType: z.enum(trainerTypes),
    effect: textSchema,
    set: z.string(),
  })
  .strict();

/** One set of the pool, in release order (the `sets` list of cards.json). */
const setSchema = z
  .object({
    code: z.string().regex(new RegExp(`^(?:${SET_CODE_PATTERN})$`)),
    name: z.string().min(1),
    /** The set's pack as each of its cards names it (the card's `set`): "Genetic Apex (A1)". */
    pack: z.string().min(1),
    series: z.string().regex(/^[A-Z]$/),
    promo: z.boolean(),
    /** 1 for the first set released; promo series sit after the last expansion of their series. */
    order: z.number().int().positive(),
  })
  .strict();

export const cardSchema = z.discriminatedUnion('kind', [pokemonSchema, trainerSchema]);
export const cardsFileSchema = z
  .object({
    source: z.string(),
    /** The sets the cards belong to: a card id starts with one of these codes, its `set` is that set's pack. */
    sets: z.array(setSchema).min(1),
    cards: z.array(cardSchema),
  })
  .strict();

export type PokemonCard = z.infer<typeof pokemonSchema>;
export type TrainerCard = z.infer<typeof trainerSchema>;
export type Card = z.infer<typeof cardSchema>;
export type Attack = z.infer<typeof attackSchema>;
export type Ability = z.infer<typeof abilitySchema>;
export type CardText = z.infer<typeof textSchema>;
export type CardsFile = z.infer<typeof cardsFileSchema>;
export type CardSet = z.infer<typeof setSchema>;

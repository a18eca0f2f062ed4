/**
 * The zod schemas of the phrase shapes every vocabulary shares (rules-block.ts
 * declares their types): filters, refs, amounts, mana costs, target specs,
 * tokens. Each schema is held to its declared type by the compiler
 * (`z.ZodType<Filter>`), so the two cannot drift. A rules block nested in a
 * token or a step (a quoted ability) is checked by the rules-block checker
 * (src/vocabulary/check.ts), which walks into it as into the card's own.
 */
import { z } from 'zod';
import { keywordSchema } from '../vocabulary/keywords/index.ts';
import type { Amount, Filter, ManaCost, Ref, RulesBlock, TargetSpec, TokenDef } from './rules-block.ts';
import { COLORS } from './schema.ts';

export const colorSchema = z.enum(COLORS);

/** Coloured mana symbols by colour ({C} is colourless): "{G}{G}" is { G: 2 }. */
export const coloredManaSchema = z
  .object({
    W: z.number().int().min(1).optional(),
    U: z.number().int().min(1).optional(),
    B: z.number().int().min(1).optional(),
    R: z.number().int().min(1).optional(),
    G: z.number().int().min(1).optional(),
    C: z.number().int().min(1).optional(),
  })
  .strict();

export const manaCostSchema: z.ZodType<ManaCost> = z
  .object({
    generic: z.number().int().min(0),
    colored: coloredManaSchema,
    x: z.number().int().min(0),
    xColor: colorSchema.optional(),
  })
  .strict();

export const filterSchema: z.ZodType<Filter> = z.lazy(() =>
  z
    .object({
      types: z.array(z.string()).optional(),
      subtypes: z.array(z.string()).optional(),
      allTypes: z.array(z.string()).optional(),
      controller: z.enum(['you', 'opponent', 'defending']).optional(),
      keyword: keywordSchema.optional(),
      notColor: colorSchema.optional(),
      color: colorSchema.optional(),
      toughnessAtLeast: z.number().int().optional(),
      powerAtLeast: z.number().int().optional(),
      powerAtMost: z.number().int().optional(),
      notTypes: z.array(z.string()).optional(),
      notSubtypes: z.array(z.string()).optional(),
      token: z.boolean().optional(),
      dealtDamageThisTurn: z.boolean().optional(),
      other: z.boolean().optional(),
      self: z.boolean().optional(),
      equipped: z.boolean().optional(),
      tapped: z.boolean().optional(),
      basic: z.boolean().optional(),
      attacking: z.boolean().optional(),
      inCombat: z.boolean().optional(),
      attackedThisTurn: z.boolean().optional(),
      notKeyword: keywordSchema.optional(),
      anyOf: z.array(filterSchema).optional(),
    })
    .strict(),
);

const flag = z.literal(true);

export const refSchema: z.ZodType<Ref> = z.lazy(() =>
  z.union([
    z.object({ self: flag }).strict(),
    z.object({ target: z.number().int().min(0) }).strict(),
    z.object({ you: flag }).strict(),
    z.object({ eachPlayer: flag }).strict(),
    z.object({ eachOpponent: flag }).strict(),
    z.object({ defendingPlayer: flag }).strict(),
    z.object({ controllerOf: refSchema }).strict(),
    z.object({ ownerOf: refSchema }).strict(),
    z.object({ equipped: flag }).strict(),
    z.object({ enchanted: flag }).strict(),
    z.object({ eventSubject: flag }).strict(),
    z.object({ all: filterSchema }).strict(),
    z.object({ created: flag }).strict(),
    z.object({ paidWith: z.enum(['sacrifice', 'discard']) }).strict(),
    z.object({ spellController: refSchema }).strict(),
  ]),
);

export const amountSchema: z.ZodType<Amount> = z.union([
  z.number().int(),
  z.object({ x: flag }).strict(),
  z.object({ count: filterSchema, zone: z.literal('battlefield').optional() }).strict(),
  z.object({ powerOf: refSchema }).strict(),
  z.object({ toughnessOf: refSchema }).strict(),
  z.object({ countersOn: refSchema, kind: z.string() }).strict(),
  z.object({ attachedTo: refSchema }).strict(),
  z.object({ eventAmount: flag }).strict(),
  z.object({ damageDealtTo: refSchema, thisTurn: flag }).strict(),
  z.object({ tappedLands: z.literal('opponent') }).strict(),
  z.object({ halfLifeOf: refSchema, round: z.literal('up') }).strict(),
  z.object({ theirCount: filterSchema, zone: z.enum(['battlefield', 'graveyard']) }).strict(),
  z.object({ dealtThisWay: flag }).strict(),
  z.object({ discardedThisWay: flag }).strict(),
]);

export const targetSpecSchema: z.ZodType<TargetSpec> = z
  .object({
    kind: z.enum(['permanent', 'player', 'any', 'spell', 'card']),
    filter: filterSchema.optional(),
    zone: z.literal('graveyard').optional(),
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    differentControllers: z.boolean().optional(),
    otherThan: z.array(z.number().int().min(0)).optional(),
    owner: z.enum(['you', 'opponent']).optional(),
    singleTarget: z.literal(true).optional(),
    manaValue: z.literal('x').optional(),
    divided: z.number().int().min(1).optional(),
  })
  .strict();

/**
 * A rules block inside another (a token's quoted abilities, an ability a step
 * grants or delays): an object here, checked field by field by the
 * rules-block checker, which walks into it.
 */
export const nestedRulesSchema = z.custom<RulesBlock>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'a rules block',
);

export const tokenDefSchema: z.ZodType<TokenDef> = z
  .object({
    name: z.string().min(1),
    colors: z.array(colorSchema),
    types: z.array(z.string()),
    subtypes: z.array(z.string()),
    power: z.number().int(),
    toughness: z.number().int(),
    keywords: z.array(keywordSchema),
    rules: nestedRulesSchema.optional(),
  })
  .strict();

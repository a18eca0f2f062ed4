/**
 * zod schemas of the three data files, as they are on disk. Names that belong
 * to a registry vocabulary (trigger, scope, operation type, `per`) are read
 * as plain strings here and checked against the registries, so an unknown
 * name is reported as "unknown trigger 'x'" with its JSON path.
 */
import { z } from 'zod';

export const cellSchema = z.enum(['.', 'P', 'E', 'X', 'W']);

export const cardSchema = z.object({
  id: z.string().regex(/^\d{3}$/, 'id must be three digits'),
  name: z.string().min(1, 'name must not be empty'),
  category: z.enum(['Regular', 'Legend', 'Token']),
  cost: z.number().int().min(0).max(3),
  power: z.number().int().min(0),
  pattern: z
    .string()
    .regex(/^([A-E][1-5][PEX](,[A-E][1-5][PEX])*)?$/, 'pattern must be comma-separated cells like B3P')
    .nullable(),
  grid: z.array(z.array(cellSchema).length(5, 'a grid row has 5 cells')).length(5, 'a grid has 5 rows'),
  effect_id: z.string().optional(),
  effect_description: z.string().optional(),
});
export type RawCard = z.infer<typeof cardSchema>;

export const dbMetaSchema = z.object({ _meta: z.record(z.string(), z.unknown()) });

export const effectConditionsSchema = z
  .object({
    first_time: z.boolean().optional(),
    threshold: z.object({ stat: z.literal('power'), value: z.number().int() }).optional(),
  })
  .strict();

export const looseOperationSchema = z.object({ type: z.string() }).passthrough();

export const effectSchema = z
  .object({
    description: z.string(),
    trigger: z.string(),
    scope: z.string(),
    operations: z.array(looseOperationSchema).min(1, 'an effect needs at least one operation'),
    conditions: effectConditionsSchema.optional(),
  })
  .strict();
export type RawEffect = z.infer<typeof effectSchema>;

/** One schema per operation type; the operation registry holds them. */
export const operationSchemas = {
  modify_power: z
    .object({
      type: z.literal('modify_power'),
      stat: z.literal('power'),
      amount: z.number().int(),
      conditions: z
        .object({ replaced_pawns: z.number().int().min(0).max(3) })
        .strict()
        .optional(),
    })
    .strict(),
  modify_power_scale: z
    .object({
      type: z.literal('modify_power_scale'),
      stat: z.literal('power'),
      per: z.string(),
      amount_per: z.number().int(),
      apply_to: z.literal('self'),
    })
    .strict(),
  destroy_cards: z.object({ type: z.literal('destroy_cards'), apply_to: z.string() }).strict(),
  replace_ally: z
    .object({
      type: z.literal('replace_ally'),
      mode: z.enum(['neutral', 'lower', 'raise']),
      apply_to: z.string().optional(),
      adjustment: z.literal('replaced_ally_power').optional(),
    })
    .strict()
    .refine((o) => o.mode === 'neutral' || (o.apply_to !== undefined && o.adjustment !== undefined), {
      message: "modes 'lower' and 'raise' need apply_to and adjustment",
    }),
  add_to_hand: z.object({ type: z.literal('add_to_hand'), card_ids: z.array(z.string()).min(1) }).strict(),
  spawn_token: z
    .object({
      type: z.literal('spawn_token'),
      token_id: z.string(),
      apply_to: z.literal('empty_positions'),
      per_pawns: z.boolean().optional(),
    })
    .strict(),
  modify_tile_ranks: z
    .object({
      type: z.literal('modify_tile_ranks'),
      amount: z.number().int().min(1).max(3),
      apply_to: z.literal('affected_positions'),
    })
    .strict(),
  score_bonus: z
    .object({
      type: z.literal('score_bonus'),
      amount: z.number().int().optional(),
      mode: z.literal('lane_min_transfer').optional(),
    })
    .strict()
    .refine((o) => (o.amount === undefined) !== (o.mode === undefined), {
      message: 'score_bonus needs exactly one of amount or mode',
    }),
  expand_positions: z
    .object({ type: z.literal('expand_positions'), apply_to: z.literal('adjacent') })
    .strict(),
} as const;

export const decksFileSchema = z
  .object({
    _meta: z.record(z.string(), z.unknown()).optional(),
    rules: z
      .object({
        deck_size: z.number().int().min(1),
        max_copies: z.object({
          Regular: z.number().int().min(0),
          Legend: z.number().int().min(0),
          Token: z.number().int().min(0),
        }),
      })
      .strict(),
    presets: z
      .array(
        z
          .object({
            name: z.string().regex(/^[a-z0-9-]+$/, 'preset names are lower-case words joined by dashes'),
            description: z.string(),
            cards: z.array(z.string()),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type RawDecksFile = z.infer<typeof decksFileSchema>;

/**
 * zod schemas of the three data files, as they are on disk. Names that belong
 * to a registry vocabulary (trigger, scope, operation type, `per`) are read
 * as plain strings here (each operation's own schema is in its module) and checked against the registries, so an unknown
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

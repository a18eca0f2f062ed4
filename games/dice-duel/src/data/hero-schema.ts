/** The game's own hero data schema (data/heroes.json), written by scripts/import-data.ts. */
import { z } from 'zod';

export const COMBOS = [
  '5OAK',
  'LARGE_STRAIGHT',
  'FULL_HOUSE',
  '4OAK',
  'SMALL_STRAIGHT',
  '3OAK',
  'PAIR_PAIR',
] as const;
export const comboSchema = z.enum(COMBOS);
export type Combo = z.infer<typeof comboSchema>;

export const statusSchema = z.object({
  id: z.string().min(1),
  polarity: z.enum(['positive', 'negative']),
  maxStacks: z.number().int().min(1),
  tick: z.literal('upkeep').optional(),
  damageByStacks: z.array(z.number().int().min(0)).optional(),
  decayPerTick: z.number().int().min(0).optional(),
  cleanse: z.object({ roll: z.literal('d6'), successAtLeast: z.number().int().min(1).max(6) }).optional(),
  spend: z.string().optional(),
});
export type StatusDef = z.infer<typeof statusSchema>;

const grants = z.record(z.string(), z.number().int().min(1));

export const heroSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  maxHp: z.number().int().min(1),
  defenseVersion: z.enum(['v1', 'v2']),
  offense: z
    .array(
      z.object({
        combo: comboSchema,
        label: z.string(),
        damage: z.number().int().min(0),
        ultimate: z.boolean(),
        post: grants,
      }),
    )
    .min(1),
  defenseV1: z.array(
    z.object({
      combo: comboSchema,
      label: z.string(),
      block: z.number().int().min(0),
      reflect: z.number().int().min(0),
      gain: grants,
    }),
  ),
  /** Parsed loosely here: a card that fails the DSL makes the hero fall back to v1, not the file fail. */
  defenseCard: z.unknown().optional(),
});
export type HeroDef = z.infer<typeof heroSchema>;

export const heroFileSchema = z.object({
  schemaVersion: z.literal(1),
  provenance: z.object({ source: z.string(), about: z.string() }),
  statuses: z.array(statusSchema).min(1),
  heroes: z.array(heroSchema).min(1),
});
export type HeroFile = z.infer<typeof heroFileSchema>;

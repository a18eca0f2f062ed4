/**
 * What the per-family text tables share: a rule from an anchored pattern
 * (its first letter read in either case, so a clause reads the same inside a
 * wrapper's sentence), and the phrases of conditions and counts read with
 * scripts/inventory/phrases.ts, kept only when the engine's vocabulary
 * (src/effects/vocabulary/) reads them — a text whose phrase it does not read
 * stays unmapped rather than loading as data the catalog refuses.
 */
import type { EffectRef } from '../../src/data/schema.ts';
import { type ConditionRef, conditionSchema } from '../../src/effects/vocabulary/condition.ts';
import { type CounterRef, counterSchema } from '../../src/effects/vocabulary/counter.ts';
import { condition, counter } from '../inventory/phrases.ts';
import type { TextRule } from '../text-map.ts';

export const E = String.raw`\[([GRWLPFDMC])\]`;
export const N = String.raw`(\d+)`;
export const int = (s: string) => Number.parseInt(s, 10);

/** A rule from a pattern source: anchored, its first letter in either case. */
export function rule(
  source: string,
  effects: TextRule['effects'],
  opts: { general?: boolean; yields?: boolean } = {},
): TextRule {
  const first = source.charAt(0);
  const head = /[A-Za-z]/.test(first)
    ? `[${first.toUpperCase()}${first.toLowerCase()}]${source.slice(1)}`
    : source;
  return { pattern: new RegExp(`^${head}$`), effects, ...opts };
}

/** "your opponent's Active Pokémon is Poisoned" → a condition the engine reads, or null. */
export function readCondition(text: string): ConditionRef | null {
  const c = condition(text);
  return c && conditionSchema.safeParse(c).success ? (c as ConditionRef) : null;
}

/** "of your Benched Pokémon" → a counter the engine reads, or null. */
export function readCounter(text: string): CounterRef | null {
  const c = counter(text);
  return c && counterSchema.safeParse(c).success ? (c as CounterRef) : null;
}

export type { EffectRef };

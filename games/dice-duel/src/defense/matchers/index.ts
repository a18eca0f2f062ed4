/**
 * The matcher registry: one module per matcher (defense/matchers/<id>.ts),
 * listed once here. The card validator parses each matcher with its
 * module's params and compile step, the resolver evaluates it, the coverage
 * check and the card text read it, and `MatcherDef` — the union of every
 * module's params — comes from this list too.
 */
import { registryOf } from '@arbiter/core';
import type { z } from 'zod';
import type { MatcherBase } from '../../data/defense-card-schema.ts';
import { combo } from './combo.ts';
import { countField } from './count-field.ts';
import { exactFace } from './exact-face.ts';
import type { MatcherModule, MatchPayload, RollView } from './matcher-module.ts';
import { pairsField } from './pairs-field.ts';

const MATCHERS = [countField, pairsField, exactFace, combo] as const;

/** Modules marked `reserved` wait for data that uses them. */
export const matcherRegistry = registryOf<MatcherModule>('defense matcher', MATCHERS);

/** Any matcher as a card writes it: the union of every module's params. */
export type MatcherDef = z.output<(typeof MATCHERS)[number]['params']>;
export type MatcherType = MatcherDef['type'];

export function evaluateMatcher(m: MatcherBase, roll: RollView): MatchPayload {
  return matcherRegistry.get(m.type).evaluate(m, roll);
}

export {
  fieldCountsOf,
  type MatcherModule,
  type MatchPayload,
  type RollView,
  readRoll,
  readRollInto,
} from './matcher-module.ts';

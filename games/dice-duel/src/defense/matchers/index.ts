/**
 * The matcher registry: one module per matcher (defense/matchers/<id>.ts),
 * looked up by the data's `type`. The card schema, the validator, the
 * resolver and the data coverage check all read this one registry.
 */
import { registryOf } from '@arbiter/core';
import { z } from 'zod';
import { type ComboDef, combo, comboSchema } from './combo.ts';
import { type CountFieldDef, countField, countFieldSchema } from './count-field.ts';
import { type ExactFaceDef, exactFace, exactFaceSchema } from './exact-face.ts';
import type { MatcherModule, MatchPayload, RollView } from './matcher-module.ts';
import { type PairsFieldDef, pairsField, pairsFieldSchema } from './pairs-field.ts';

export type MatcherDef = CountFieldDef | PairsFieldDef | ExactFaceDef | ComboDef;
export type MatcherType = MatcherDef['type'];

export const matcherSchema = z.discriminatedUnion('type', [
  countFieldSchema,
  pairsFieldSchema,
  exactFaceSchema,
  comboSchema,
]);

const modules: ReadonlyArray<MatcherModule<MatcherDef>> = [countField, pairsField, exactFace, combo];

export const matcherRegistry = registryOf<MatcherModule<MatcherDef>>(
  'defense matcher',
  modules,
  // Registered and tested, but no shipped card uses them yet.
  ['pairsField', 'exactFace', 'combo'],
);

export function evaluateMatcher(m: MatcherDef, roll: RollView): MatchPayload {
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

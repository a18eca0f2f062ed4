/**
 * What one rule flag is: a change to the rules that is not a characteristic
 * (CR 613 layer 6 rides along; the rules read them where they apply, as
 * they read keywords): "can't attack you", goad, "attacks each combat if
 * able", an attack tax, a cost reduction. One module each: its params
 * schema, the rule, where the engine reads it, its words.
 */
import type { EffectModule, EffectTypes } from '@arbiter/core';
import type { Phrasing } from '../phrasing.ts';

export interface RuleFlagTypes extends EffectTypes {
  ctx: undefined;
  args: [];
  env: undefined;
  words: Phrasing;
}

export interface RuleFlagModule<P extends { id: string } = { id: string }>
  extends EffectModule<RuleFlagTypes, P> {
  readonly id: P['id'];
  /** The Comprehensive Rules section. */
  readonly rule: string;
  /** Where the engine reads it. */
  readonly enforcedIn: string;
}

export function defineRuleFlag<P extends { id: string }>(m: RuleFlagModule<P>): RuleFlagModule<P> {
  return m;
}

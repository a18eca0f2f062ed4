/**
 * The effect registry: one module per effect (defense/effects/<id>.ts),
 * looked up by the data's `type`. The card schema, the validator, the
 * resolver and the data coverage check all read this one registry.
 */
import { registryOf } from '@arbiter/core';
import { z } from 'zod';
import type { EffectOutcome } from '../resolution.ts';
import {
  type ApplyStatusToOpponentDef,
  applyStatusToOpponent,
  applyStatusToOpponentSchema,
} from './apply-status-to-opponent.ts';
import { type BlockPerDef, blockPer, blockPerSchema } from './block-per.ts';
import { type BuffNextAttackDef, buffNextAttack, buffNextAttackSchema } from './buff-next-attack.ts';
import { type CleanseDef, cleanse, cleanseSchema } from './cleanse.ts';
import { checkConditions } from './conditions.ts';
import { type DealPerDef, dealPer, dealPerSchema } from './deal-per.ts';
import type { EffectContext, EffectModule } from './effect-module.ts';
import { type FlatBlockDef, flatBlock, flatBlockSchema } from './flat-block.ts';
import { type GainStatusDef, gainStatus, gainStatusSchema } from './gain-status.ts';
import { type HealDef, heal, healSchema } from './heal.ts';
import { type PreventHalfDef, preventHalf, preventHalfSchema } from './prevent-half.ts';
import { type ReflectDef, reflect, reflectSchema } from './reflect.ts';
import { type RerollDiceDef, rerollDice, rerollDiceSchema } from './reroll-dice.ts';
import { type TransferStatusDef, transferStatus, transferStatusSchema } from './transfer-status.ts';

export type EffectDef =
  | DealPerDef
  | FlatBlockDef
  | BlockPerDef
  | PreventHalfDef
  | ReflectDef
  | GainStatusDef
  | ApplyStatusToOpponentDef
  | BuffNextAttackDef
  | HealDef
  | CleanseDef
  | TransferStatusDef
  | RerollDiceDef;
export type EffectType = EffectDef['type'];

export const effectSchema = z.discriminatedUnion('type', [
  dealPerSchema,
  flatBlockSchema,
  blockPerSchema,
  preventHalfSchema,
  reflectSchema,
  gainStatusSchema,
  applyStatusToOpponentSchema,
  buffNextAttackSchema,
  healSchema,
  cleanseSchema,
  transferStatusSchema,
  rerollDiceSchema,
]);

const modules: ReadonlyArray<EffectModule<EffectDef>> = [
  dealPer,
  flatBlock,
  blockPer,
  preventHalf,
  reflect,
  gainStatus,
  applyStatusToOpponent,
  buffNextAttack,
  heal,
  cleanse,
  transferStatus,
  rerollDice,
];

export const effectRegistry = registryOf<EffectModule<EffectDef>>(
  'defense effect',
  modules,
  // Registered and tested; no shipped card uses them yet.
  ['dealPer', 'flatBlock', 'reflect', 'buffNextAttack', 'heal', 'cleanse', 'transferStatus', 'rerollDice'],
);

export function runEffect(e: EffectDef, ctx: EffectContext): EffectOutcome {
  return runEffectWith(effectRegistry.get(e.type), e, ctx);
}

/** `runEffect` with the effect's module already looked up (the resolver looks a card's up once). */
export function runEffectWith(
  module: EffectModule<EffectDef>,
  e: EffectDef,
  ctx: EffectContext,
): EffectOutcome {
  if (e.conditions !== undefined) {
    const rejected = checkConditions(e.conditions, ctx, ctx.res.incoming);
    if (rejected) return { type: e.type, ok: false, reason: rejected };
  }
  return module.run(e, ctx);
}

export { checkConditions } from './conditions.ts';
export type { EffectContext, EffectModule, RerollRequest } from './effect-module.ts';

/**
 * The effect registry: one module per effect (defense/effects/<id>.ts),
 * listed once here. The card validator parses each effect with its module's
 * params and compile step, the resolver runs it, the coverage check and
 * the card text read it, and `EffectDef` — the union of every module's
 * params, for whoever writes a card in code — comes from this list too.
 * Adding an effect is its module, its line below, its data and a test.
 */
import { registryOf } from '@arbiter/core';
import type { z } from 'zod';
import type { EffectBase } from '../../data/defense-card-schema.ts';
import type { EffectOutcome } from '../resolution.ts';
import { applyStatusToOpponent } from './apply-status-to-opponent.ts';
import { blockPer } from './block-per.ts';
import { buffNextAttack } from './buff-next-attack.ts';
import { cleanse } from './cleanse.ts';
import { checkConditions } from './conditions.ts';
import { dealFlat } from './deal-flat.ts';
import { dealPer } from './deal-per.ts';
import type { DefenseEffect, EffectContext } from './effect-module.ts';
import { flatBlock } from './flat-block.ts';
import { gainStatus } from './gain-status.ts';
import { heal } from './heal.ts';
import { preventHalf } from './prevent-half.ts';
import { reflect } from './reflect.ts';
import { rerollDice } from './reroll-dice.ts';
import { transferStatus } from './transfer-status.ts';

const EFFECTS = [
  dealPer,
  dealFlat,
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
] as const;

/** Modules marked `reserved` wait for data that uses them. */
export const effectRegistry = registryOf<DefenseEffect>('defense effect', EFFECTS);

/** Any effect as a card writes it: the union of every module's params. */
export type EffectDef = z.output<(typeof EFFECTS)[number]['params']>;
export type EffectType = EffectDef['type'];

/** Runs an effect: its conditions first (a failed one rejects it with the reason), then its module. */
export function runEffect(e: EffectBase, ctx: EffectContext): EffectOutcome {
  return runEffectWith(effectRegistry.get(e.type), e, ctx);
}

/** `runEffect` with the effect's module already looked up (the resolver looks a card's up once). */
export function runEffectWith(module: DefenseEffect, e: EffectBase, ctx: EffectContext): EffectOutcome {
  if (e.conditions !== undefined) {
    const rejected = checkConditions(e.conditions, ctx, ctx.res.incoming);
    if (rejected) return { type: e.type, ok: false, reason: rejected };
  }
  return module.run(ctx, e);
}

export { checkConditions, conditionWords } from './conditions.ts';
export type { DefenseEffect, EffectContext, RerollRequest } from './effect-module.ts';

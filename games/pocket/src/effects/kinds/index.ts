/**
 * The kinds of active effect: one module each. `ActiveType` (the kernel
 * effect's `key`) is the union of their ids, named here once.
 */
import { registryOf } from '@arbiter/core';
import { abilityLoss } from './ability-loss.ts';
import { attachStatus } from './attach-status.ts';
import { attackCoinGate } from './attack-coin-gate.ts';
import { attackCost } from './attack-cost.ts';
import { attackImmunity } from './attack-immunity.ts';
import { cantAttack } from './cant-attack.ts';
import { cantRetreat } from './cant-retreat.ts';
import { cardLock } from './card-lock.ts';
import { coinDamageReduction } from './coin-damage-reduction.ts';
import { coinHeads } from './coin-heads.ts';
import { counterDamage } from './counter-damage.ts';
import { damageBoost } from './damage-boost.ts';
import { damageReduction } from './damage-reduction.ts';
import { delayedDamage, delayedKnockOut } from './delayed-damage.ts';
import { earlyEvolution } from './early-evolution.ts';
import { effectImmunity } from './effect-immunity.ts';
import { energyMultiplier } from './energy-multiplier.ts';
import { evolutionBlock } from './evolution-block.ts';
import { evolvesAs } from './evolves-as.ts';
import { extraType } from './extra-type.ts';
import { freeRetreat } from './free-retreat.ts';
import { hpModifier } from './hp-modifier.ts';
import { modifier } from './modifier.ts';
import { preventDamage } from './prevent-damage.ts';
import { retreatDamage } from './retreat-damage.ts';
import { retreatReduction } from './retreat-reduction.ts';
import { statusImmunity } from './status-immunity.ts';
import { supporterBlock } from './supporter-block.ts';
import { surviveKnockout } from './survive-knockout.ts';
import { usePreviousAttacks } from './use-previous-attacks.ts';

const KINDS = [
  damageBoost,
  damageReduction,
  attackImmunity,
  energyMultiplier,
  retreatReduction,
  freeRetreat,
  cantRetreat,
  cantAttack,
  attackCoinGate,
  supporterBlock,
  evolutionBlock,
  counterDamage,
  statusImmunity,
  hpModifier,
  effectImmunity,
  extraType,
  usePreviousAttacks,
  earlyEvolution,
  evolvesAs,
  coinDamageReduction,
  // the lasting family's shared types (src/effects/lasting/reach.ts)
  preventDamage,
  attackCost,
  cardLock,
  abilityLoss,
  surviveKnockout,
  modifier,
  // damage waiting for the end of a turn (the damage-other family)
  delayedDamage,
  delayedKnockOut,
  coinHeads,
  attachStatus,
  retreatDamage,
] as const;

/** The kinds an active effect may have (the kernel key). */
export type ActiveType = (typeof KINDS)[number]['id'];

export const activeKinds = registryOf('active effect kind', KINDS);

export type { ActiveKind, KindWords, Trigger } from './kind.ts';

/**
 * Loading's check of the effect strings against the registries: every
 * operation and key with a module is compiled by it (its params kept for
 * the engine), and each that does not fit is a problem naming the card.
 */
import type { Effect, Leg } from '../grammar/tree.ts';
import { compileWith, keepParams } from './compile.ts';
import { keyRegistry } from './keys/index.ts';
import { operationRegistry } from './operations/index.ts';

/** Calls `fn` on every leg of `legs`, inner legs (a choice's options, a scope's leg) included. */
export function walkLegs(legs: readonly Leg[], fn: (leg: Leg) => void): void {
  for (const leg of legs) {
    fn(leg);
    if (leg.kind === 'choose') for (const o of leg.options) walkLegs(o.legs, fn);
    else if (leg.kind === 'scoped') walkLegs([leg.leg], fn);
  }
}

/**
 * Compiles every operation and key of an effect whose module exists (a name
 * without a module is validation's to report), keeping the params for the
 * engine; each problem goes to `report`.
 */
export function checkEffect(effect: Effect, report: (reason: string) => void): void {
  walkLegs(effect.legs, (leg) => {
    if (leg.kind === 'op' && operationRegistry.has(leg.name)) {
      const made = compileWith(operationRegistry.get(leg.name), leg, report);
      if (made) keepParams(leg, made);
    } else if ((leg.kind === 'key' || leg.kind === 'flag') && keyRegistry.has(leg.key)) {
      const made = compileWith(keyRegistry.get(leg.key), leg, report);
      if (made) keepParams(leg, made);
    }
  });
}

/**
 * Every registry of the game's vocabulary, for the coverage check: triggers,
 * operations, scopes (each a folder of modules), scale matchers and
 * conditions. Data naming an id outside a registry fails validation.
 */
import { createRegistry } from '@arbiter/core';
import { matcherRegistry } from './matchers.ts';
import { operationRegistry } from './operations/index.ts';
import { scopeRegistry } from './scopes/index.ts';
import { triggerRegistry } from './triggers/index.ts';
import type { Condition } from './vocabulary.ts';

export const conditionRegistry = createRegistry<Condition, string>('condition', {
  first_time: 'fire once per card (first-enhanced, first-enfeebled, each threshold value)',
  threshold: 'on_power_threshold: { stat: power, value: K }, upward crossings only',
  replaced_pawns: 'operation runs only if the token replaced exactly this many pawns',
});

export { matcherRegistry, operationRegistry, scopeRegistry, triggerRegistry };

/**
 * Every registry of the game's vocabulary, for the coverage check: triggers
 * (when each fires), operations, scopes, scale matchers and conditions.
 * Handler maps are typed by the vocabulary unions, so a vocabulary name
 * without a handler does not compile; data naming an id outside a registry
 * fails validation.
 */
import { createRegistry } from '@arbiter/core';
import { matcherRegistry } from './matchers.ts';
import { operationRegistry } from './operations.ts';
import { scopeRegistry } from './scopes.ts';
import type { Condition, Trigger } from './vocabulary.ts';

/** Where the engine fires each trigger (documentation the coverage check also counts). */
export const triggerRegistry = createRegistry<Trigger, string>('trigger', {
  on_play: 'rules.ts playCard: after the card is placed and has projected its pawns',
  while_in_play: 'power.ts boardPowers: auras and snapshot scaling, recomputed from the board',
  on_destroy: 'resolve.ts destroyBatch step 2, before the batch leaves the board',
  on_card_destroyed: 'resolve.ts destroyBatch step 3, watchers via kernel dispatch',
  on_card_played: 'rules.ts playCard: watchers of a card played from hand, via kernel dispatch',
  on_enfeebled: 'resolve.ts applyPowerDelta: every negative modify_power, fired in settle',
  on_first_enfeebled: 'resolve.ts applyPowerDelta: power_delta crosses from >= 0 to < 0',
  on_first_enhanced: 'resolve.ts applyPowerDelta: power_delta crosses from <= 0 to > 0',
  on_power_threshold: 'resolve.ts settle: effective power crosses the threshold upward',
  on_spawned: 'operations.ts spawn_token: right after the token is placed',
  on_lane_win: 'scoring.ts: winning side cards in the lane',
  on_round_end: 'scoring.ts: winning side cards in the lane at the end of the round',
});

export const conditionRegistry = createRegistry<Condition, string>('condition', {
  first_time: 'fire once per card (first-enhanced, first-enfeebled, each threshold value)',
  threshold: 'on_power_threshold: { stat: power, value: K }, upward crossings only',
  replaced_pawns: 'operation runs only if the token replaced exactly this many pawns',
});

export { matcherRegistry, operationRegistry, scopeRegistry };

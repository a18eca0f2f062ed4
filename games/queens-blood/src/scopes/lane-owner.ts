/**
 * Scope `lane_owner`: the side that wins the lane. Only score modifiers use
 * it (their hooks read the lane being scored), so it reaches no card.
 */
import type { ScopeModule } from './scope.ts';

export const laneOwner: ScopeModule = {
  id: 'lane_owner',
  description: "the lane's winning side (score modifiers only; reaches no card)",
  // Reaches no card: only scoring reads it (score_bonus).
  words: "this lane's winner",
  includesSelf: false,
  resolve: () => {},
};

/**
 * How a searching agent values a position for a seat: a finished game is
 * worth +1 (won), -1 (lost) or 0 (drawn); an unfinished one is worth the
 * game's `evaluate` heuristic, or 0 when the game has none.
 */
import type { AnyGame, Outcome, PlayerId } from '@arbiter/core';

export function outcomeValue(outcome: Outcome, player: PlayerId): number {
  if (outcome.winner === null || outcome.draw) return 0;
  return outcome.winner === player ? 1 : -1;
}

export function positionValue(game: AnyGame, state: unknown, player: PlayerId): number {
  const outcome = game.outcome(state);
  if (outcome) return outcomeValue(outcome, player);
  return game.evaluate ? game.evaluate(state, player) : 0;
}

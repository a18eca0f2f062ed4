/** Human wording of outcomes. Seats are shown 1-based, as `--seat1`/`--seat2` name them. */
import { type Outcome, type PlayerId, seatName } from '@arbiter/core';

export function seatLabel(player: PlayerId): string {
  return seatName(player);
}

export function describeOutcome(outcome: Outcome | null): string {
  if (!outcome) return 'no outcome (the game did not finish)';
  const result = outcome.draw || outcome.winner === null ? 'draw' : `${seatLabel(outcome.winner)} wins`;
  const scores = outcome.scores ? ` (scores ${outcome.scores.join(' : ')})` : '';
  return `${result}: ${outcome.reason}${scores}`;
}

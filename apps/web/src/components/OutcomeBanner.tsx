import type { Outcome, PlayerId } from '@arbiter/core';
import type { SeatInfo } from '@arbiter/server/protocol';

export function outcomeText(outcome: Outcome, seats: SeatInfo[], you: PlayerId | null): string {
  if (outcome.draw || outcome.winner === null) return `Draw — ${outcome.reason}`;
  if (you !== null) return `${outcome.winner === you ? 'You win' : 'You lose'} — ${outcome.reason}`;
  return `${seats[outcome.winner]?.name ?? `Seat ${outcome.winner + 1}`} wins — ${outcome.reason}`;
}

export function OutcomeBanner({
  outcome,
  seats,
  you,
}: {
  outcome: Outcome;
  seats: SeatInfo[];
  you: PlayerId | null;
}) {
  const won = !outcome.draw && outcome.winner !== null && outcome.winner === you;
  return (
    <div className={`outcome-banner${won ? ' won' : ''}`} role="status">
      <strong className="outcome-text">{outcomeText(outcome, seats, you)}</strong>
      {outcome.scores && <span className="muted"> · scores {outcome.scores.join(' – ')}</span>}
    </div>
  );
}

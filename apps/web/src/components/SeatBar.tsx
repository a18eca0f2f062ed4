/** The seats of a match: who plays each, whether they are here, whose move it is. */
import type { PlayerId } from '@arbiter/core';
import type { SeatInfo } from '@arbiter/server/protocol';

interface Props {
  seats: SeatInfo[];
  you: PlayerId | null;
  toAct: PlayerId[];
  /** Invite links for open human seats. */
  inviteFor?: (seat: PlayerId) => string;
}

export function SeatBar({ seats, you, toAct, inviteFor }: Props) {
  return (
    <div className="seat-bar">
      {seats.map((s) => (
        <div key={s.seat} className={`seat-chip${toAct.includes(s.seat) ? ' to-act' : ''}`}>
          <span className="seat-name">
            {s.name}
            {s.seat === you ? ' (you)' : ''}
          </span>
          <span className="seat-kind">
            {s.kind === 'human' ? (s.connected > 0 ? 'online' : s.claimed ? 'away' : 'open seat') : s.kind}
          </span>
          {s.hints ? (
            <span className="seat-hints" title="hints this player asked for">
              {s.hints} hint{s.hints === 1 ? '' : 's'}
            </span>
          ) : null}
          {inviteFor && s.kind === 'human' && !s.claimed && (
            <button
              type="button"
              className="small-button"
              onClick={() => navigator.clipboard?.writeText(inviteFor(s.seat))}
              title={inviteFor(s.seat)}
            >
              copy invite link
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

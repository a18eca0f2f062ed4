/**
 * A live match: the game's board, the generic action panel, the log, the
 * seats (with invite links for open ones) and the result when it ends. This
 * browser acts for the seat whose token it holds, or watches.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type HeldSeat, heldSeat, holdSeat, playerName } from '../api.ts';
import { boardFor } from '../boards/index.ts';
import { ActionPanel } from '../components/ActionPanel.tsx';
import { HintPanel } from '../components/HintPanel.tsx';
import { Link } from '../components/Link.tsx';
import { LogPanel } from '../components/LogPanel.tsx';
import { OutcomeBanner } from '../components/OutcomeBanner.tsx';
import { SeatBar } from '../components/SeatBar.tsx';
import { navigate } from '../router.ts';
import { useMatchSocket } from '../useMatchSocket.ts';

/** Takes the seat an invite link names, unless this browser already holds one here. */
function useInviteClaim(
  id: string,
  claim: number | null,
  held: HeldSeat | null,
  onHeld: (h: HeldSeat) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (claim === null || started.current) return;
    started.current = true;
    if (held) {
      navigate(`/match/${id}`, true);
      return;
    }
    api
      .claim(id, claim, playerName() || undefined)
      .then(({ token }) => {
        const h = { seat: claim, token };
        holdSeat(id, h);
        onHeld(h);
      })
      .catch((e: Error) => setError(`Could not take seat ${claim + 1}: ${e.message}`))
      .finally(() => navigate(`/match/${id}`, true));
  }, [id, claim, held, onHeld]);
  return error;
}

export function MatchPage({ id, claim }: { id: string; claim: number | null }) {
  const [held, setHeld] = useState<HeldSeat | null>(() => heldSeat(id));
  const claimError = useInviteClaim(id, claim, held, setHeld);
  const conn = useMatchSocket(id, held?.token ?? null);
  const s = conn.state;

  if (conn.fatal) {
    return (
      <div className="panel">
        <h2>Cannot open this match</h2>
        <p className="error">{conn.fatal}</p>
        <Link to="/">Back to the lobby</Link>
      </div>
    );
  }
  if (!s) return <p className="muted">Connecting…</p>;

  const { Board, boardActions, actionWords } = boardFor(s.game);

  const inviteFor = (seat: number) => `${location.origin}/match/${id}?claim=${seat}`;
  return (
    <div className="match-page" data-status={s.status} data-version={s.version}>
      <div className="match-head">
        <h2>
          {s.gameName} <span className="muted small">match {id}</span>
        </h2>
        <span className={conn.connected ? 'conn ok' : 'conn lost'}>
          {conn.connected ? 'live' : 'reconnecting…'}
        </span>
      </div>
      <SeatBar seats={s.seats} you={s.seat} toAct={s.toAct} inviteFor={inviteFor} />
      {s.seat === null && s.status === 'active' && <p className="muted">You are watching this match.</p>}
      {claimError && <p className="error">{claimError}</p>}
      {s.outcome && (
        <div className="finished-row">
          <OutcomeBanner outcome={s.outcome} seats={s.seats} you={s.seat} />
          <Link to={`/replay/${id}`} className="button primary">
            Open the replay
          </Link>
        </div>
      )}
      {s.status === 'broken' && <p className="error">This match can no longer go on.</p>}
      {s.status === 'expired' && (
        <div className="finished-row">
          <p className="expired-note">
            This match expired unfinished{s.error ? `: ${s.error}` : ''}. Its replay stays.
          </p>
          <Link to={`/replay/${id}`} className="button">
            Open the replay
          </Link>
        </div>
      )}
      {conn.refusal && (
        <p className="error refusal">
          Refused ({conn.refusal.code}): {conn.refusal.reason}
        </p>
      )}
      <div className="match-grid">
        <Board view={s.view} seat={s.seat} seats={s.seats} legal={s.legal} onAct={conn.act} log={conn.log} />
        <div className="side">
          <ActionPanel
            legal={s.legal}
            onAct={conn.act}
            seat={s.seat}
            seats={s.seats}
            toAct={s.toAct}
            status={s.status}
            boardActions={boardActions}
            actionWords={actionWords}
            reason={s.error}
          />
          <HintPanel
            matchId={id}
            token={held?.token ?? null}
            seat={s.seat}
            status={s.status}
            version={s.version}
            onAct={conn.act}
          />
          <LogPanel log={conn.log} setup={conn.setup} seats={s.seats} />
        </div>
      </div>
    </div>
  );
}

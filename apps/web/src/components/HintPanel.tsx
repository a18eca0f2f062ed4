/**
 * The hint: this seat asks the server's search what it would play here, from
 * this seat's view only. It shows the best action with the estimated chance
 * of winning after it, the next two, and the seat's own chance; "Play it"
 * plays the best while the position is still the one it was worked out for.
 * Every hint is recorded: the seat bar shows how many each player took.
 */
import type { Action, PlayerId } from '@arbiter/core';
import type { HintChoice, HintResponse, MatchStatus } from '@arbiter/server/protocol';
import { useEffect, useState } from 'react';
import { api } from '../api.ts';

interface Props {
  matchId: string;
  /** This browser's seat token (no token: watching, no hints). */
  token: string | null;
  seat: PlayerId | null;
  status: MatchStatus;
  /** Actions played so far: a hint is for the position it was asked at. */
  version: number;
  onAct: (action: Action) => void;
}

const pct = (x: number) => `${Math.round(100 * x)}%`;

function Choice({ choice, best }: { choice: HintChoice; best: boolean }) {
  return (
    <li className={best ? 'hint-best' : 'hint-alt'}>
      <span className="hint-label">{choice.label}</span>
      <span className="hint-chance" title={`tried ${choice.visits} times`}>
        {pct(choice.winChance)}
      </span>
    </li>
  );
}

export function HintPanel({ matchId, token, seat, status, version, onAct }: Props) {
  const [hint, setHint] = useState<HintResponse | null>(null);
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A hint belongs to its position: once the match moves on, it is put away.
  useEffect(() => {
    if (hint && hint.version !== version) setHint(null);
  }, [hint, version]);
  if (token === null || seat === null || status !== 'active') return null;

  const ask = () => {
    setThinking(true);
    setError(null);
    api
      .hint(matchId, token)
      .then(setHint)
      .catch((e: Error) => setError(e.message))
      .finally(() => setThinking(false));
  };
  const current = hint && hint.version === version ? hint : null;
  return (
    <div className="panel hint-panel" data-state={thinking ? 'thinking' : current ? 'shown' : 'idle'}>
      <div className="hint-head">
        <h3>Hint</h3>
        <button type="button" className="small-button hint-ask" onClick={ask} disabled={thinking}>
          {thinking ? 'Thinking…' : current ? 'Ask again' : 'Ask for a hint'}
        </button>
      </div>
      {error && <p className="error">{error}</p>}
      {current && (
        <>
          <p className="hint-chance-line">
            {current.estimated
              ? `Your chance of winning, as the search sees it from what you can see: ${pct(current.winChance)}.`
              : 'This game gives the search nothing to work with: no estimate.'}
          </p>
          {current.best ? (
            <>
              <ol className="hint-choices">
                <Choice choice={current.best} best />
                {current.alternatives.map((c) => (
                  <Choice key={c.label} choice={c} best={false} />
                ))}
              </ol>
              <button
                type="button"
                className="small-button hint-play"
                onClick={() => onAct(current.best!.action)}
              >
                Play it
              </button>
            </>
          ) : (
            <p className="muted">It is not your decision now.</p>
          )}
          <p className="muted small">
            {current.iterations.toLocaleString('en-US')} playouts in {current.elapsedMs} ms · hints you took:{' '}
            {current.hintsUsed}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * Step through a match, finished or still going: a slider over every
 * position, buttons to step and to play, the board at that position and
 * the log up to it. It opens at the first position (the setup), so a replay
 * is watched from the start; the end is one key away (End, or Shift+→), and
 * ← / → step. While a match is on, only this browser's own seat (or the
 * spectator view) can be replayed; once over, any seat's.
 */
import type { PlayerId } from '@arbiter/core';
import type { ReplayResponse } from '@arbiter/server/protocol';
import { useEffect, useState } from 'react';
import { api, heldSeat } from '../api.ts';
import { boardFor } from '../boards/index.ts';
import { Link } from '../components/Link.tsx';
import { LogPanel } from '../components/LogPanel.tsx';
import { OutcomeBanner } from '../components/OutcomeBanner.tsx';

export function ReplayPage({ id }: { id: string }) {
  const held = heldSeat(id);
  const [viewer, setViewer] = useState<PlayerId | null>(held?.seat ?? null);
  const [data, setData] = useState<ReplayResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  /** Bumped to fetch an ongoing match's newer positions. */
  const [reloads, setReloads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` only asks for a fresh copy
  useEffect(() => {
    const token = viewer !== null && held?.seat === viewer ? held.token : null;
    api.replay(id, viewer, token).then(
      (r) => {
        setData(r);
        setError(null);
        // First load: the setup. A reload (newer moves, another seat) keeps the position.
        setStep((old) => Math.min(old, r.steps.length - 1));
      },
      (e: Error) => setError(e.message),
    );
  }, [id, viewer, held?.seat, held?.token, reloads]);

  useEffect(() => {
    if (!playing || !data) return;
    if (step >= data.steps.length - 1) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setStep(step + 1), 700);
    return () => clearTimeout(t);
  }, [playing, step, data]);

  const last = data ? data.steps.length - 1 : 0;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      // Form fields (the slider, the seat picker) keep their own keys.
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      let to: ((s: number) => number) | null = null;
      if (e.key === 'End' || (e.key === 'ArrowRight' && e.shiftKey)) to = () => last;
      else if (e.key === 'Home' || (e.key === 'ArrowLeft' && e.shiftKey)) to = () => 0;
      else if (e.key === 'ArrowRight') to = (s) => Math.min(last, s + 1);
      else if (e.key === 'ArrowLeft') to = (s) => Math.max(0, s - 1);
      if (!to) return;
      e.preventDefault();
      setPlaying(false);
      setStep((s) => to(Math.min(s, last)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  if (error) {
    return (
      <div className="panel">
        <h2>Replay</h2>
        <p className="error">{error}</p>
        <Link to="/">Back to the lobby</Link>
      </div>
    );
  }
  if (!data) return <p className="muted">Loading the replay…</p>;

  const m = data.match;
  const at = data.steps[Math.min(step, last)];
  const log = data.steps.slice(1, at.step + 1).map((s) => s.entry!);
  const { Board } = boardFor(m.game);
  const over = m.status !== 'active';
  return (
    <div className="replay-page">
      <div className="match-head">
        <h2>
          Replay · {m.gameName} <span className="muted small">match {id}</span>
        </h2>
        {m.status === 'active' && (
          <span className="row-buttons">
            <button type="button" onClick={() => setReloads(reloads + 1)}>
              Load newer moves
            </button>
            <Link to={`/match/${id}`} className="button">
              Back to the live match
            </Link>
          </span>
        )}
      </div>
      {m.outcome && <OutcomeBanner outcome={m.outcome} seats={m.seats} you={null} />}
      {m.status === 'expired' && (
        <p className="expired-note">Expired unfinished{m.error ? `: ${m.error}` : ''}.</p>
      )}
      <div className="replay-controls panel">
        <button type="button" onClick={() => setStep(0)} disabled={at.step === 0} aria-label="first">
          « first
        </button>
        <button
          type="button"
          onClick={() => setStep(at.step - 1)}
          disabled={at.step === 0}
          aria-label="previous"
        >
          ◀
        </button>
        <button type="button" onClick={() => setPlaying(!playing)} aria-label="play">
          {playing ? 'pause' : 'play'}
        </button>
        <button
          type="button"
          onClick={() => setStep(at.step + 1)}
          disabled={at.step >= last}
          aria-label="next"
        >
          ▶▶
        </button>
        <button
          type="button"
          onClick={() => setStep(last)}
          disabled={at.step >= last}
          aria-label="last"
          title="End (or Shift+→)"
        >
          last »
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={at.step}
          aria-label="position"
          onChange={(e) => setStep(Number(e.target.value))}
        />
        <span className="step-label">
          step {at.step} / {last}
          {at.entry ? ` · ${m.seats[at.entry.player]?.name}: ${at.entry.label}` : ' · setup'}
        </span>
        <span className="muted small key-hint">← → step · Home / End: first / last</span>
        <label className="viewer-pick">
          seen by{' '}
          <select
            value={viewer === null ? 'spectator' : String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'spectator' ? null : Number(e.target.value))}
          >
            <option value="spectator">spectator</option>
            {m.seats
              .filter((s) => over || s.seat === held?.seat)
              .map((s) => (
                <option key={s.seat} value={s.seat}>
                  {s.name}
                </option>
              ))}
          </select>
        </label>
      </div>
      <div className="match-grid">
        <Board view={at.view} seat={viewer} seats={m.seats} legal={[]} onAct={() => {}} log={log} />
        <div className="side">
          <LogPanel log={log} setup={data.setup} seats={m.seats} current={at.entry?.index} />
        </div>
      </div>
    </div>
  );
}

/**
 * One run, at its permanent link (`/lab/run/<id>`): while it waits, its
 * place in the queue; while it plays, the games done (live over the
 * socket) and a Cancel button; when it is done, the report — the same
 * blocks and charts as the HTML report — with downloads of the HTML report
 * and the JSON.
 */
import type { RunSummary } from '@arbiter/server/lab';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import { labApi, type RunView, watchRun } from '../api.ts';
import { Blocks } from '../Blocks.tsx';

function Progress({ run }: { run: RunSummary }) {
  const share = run.gamesTotal > 0 ? run.gamesDone / run.gamesTotal : 0;
  return (
    <div
      className="lab-progress"
      data-status={run.status}
      data-done={run.gamesDone}
      data-total={run.gamesTotal}
    >
      <div
        className="lab-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={run.gamesTotal}
        aria-valuenow={run.gamesDone}
      >
        <div style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <span className="small">
        {run.gamesDone.toLocaleString('en-US')} of {run.gamesTotal.toLocaleString('en-US')} games
      </span>
    </div>
  );
}

const STATUS_WORDS: Record<RunSummary['status'], string> = {
  queued: 'Waiting in the queue',
  running: 'Playing',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function RunPage({ id }: { id: string }) {
  const [view, setView] = useState<RunView | null>(null);
  const [live, setLive] = useState<RunSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    labApi.run(id).then(
      (v) => {
        setView(v);
        setLive(v.run);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [id]);

  useEffect(load, [load]);

  const status = live?.status;
  const active = status === 'queued' || status === 'running';
  useEffect(() => {
    if (!active) return;
    return watchRun(
      id,
      (run) => {
        setLive(run);
        // Its end brings the result: read it once.
        if (run.status !== 'queued' && run.status !== 'running') load();
      },
      setError,
    );
  }, [id, active, load]);

  if (error && !view) {
    return (
      <div className="panel">
        <p className="error">{error}</p>
        <Link to="/lab">Back to the Lab</Link>
      </div>
    );
  }
  if (!view || !live) return <p className="muted">Loading…</p>;
  const cancel = async () => {
    try {
      setLive(await labApi.cancel(id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const game = view.request.game;
  return (
    <div className="lab-run" data-run={id} data-status={live.status}>
      <div className="panel">
        <div className="lab-run-head">
          <h2>{live.title}</h2>
          <Link to={`/lab/${encodeURIComponent(game)}`}>Back to the {game} Lab</Link>
        </div>
        <p className="lab-status" data-status={live.status}>
          <strong>{STATUS_WORDS[live.status]}</strong>
          {live.status === 'queued' && live.position !== null && (
            <span className="lab-position" data-position={live.position}>
              {' '}
              — {live.position === 0 ? 'next' : `${live.position} run${live.position === 1 ? '' : 's'} ahead`}
            </span>
          )}
          {live.error && <span className="error"> — {live.error}</span>}
        </p>
        {(active || live.status === 'cancelled') && <Progress run={live} />}
        {active && live.mine && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
        <p className="muted small">
          Permanent link: <a href={`/lab/run/${id}`}>{`${location.origin}/lab/run/${id}`}</a>
        </p>
        {live.status === 'done' && (
          <div className="row-buttons">
            <a className="button" href={`/api/lab/runs/${id}/report.html?download=1`} download>
              Download the HTML report
            </a>
            <a className="button" href={`/api/lab/runs/${id}/result.json?download=1`} download>
              Download the JSON
            </a>
            <a className="button" href={`/api/lab/runs/${id}/report.html`} target="_blank" rel="noreferrer">
              Open the HTML report
            </a>
          </div>
        )}
        {error && <p className="error">{error}</p>}
      </div>
      {view.blocks && (
        <div className="panel lab-report">
          <Blocks blocks={view.blocks} />
        </div>
      )}
    </div>
  );
}

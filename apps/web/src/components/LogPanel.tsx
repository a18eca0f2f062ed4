/**
 * The match's log: each action with who played it, and the events it caused
 * (compact ones; verbose detail folds away).
 */
import type { GameEvent } from '@arbiter/core';
import type { LogEntry, SeatInfo } from '@arbiter/server/protocol';
import { useEffect, useRef } from 'react';

function eventText(event: GameEvent): string {
  const { type, level: _level, ...rest } = event;
  const detail = Object.entries(rest)
    .filter(([, v]) => v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v)))
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.map((x) => JSON.stringify(x)).join(',') : String(v)}`)
    .join(', ');
  const text = detail ? `${type}: ${detail}` : type;
  return text.length > 140 ? `${text.slice(0, 137)}…` : text;
}

interface Props {
  log: LogEntry[];
  seats: SeatInfo[];
  /** Highlight this entry (replays). */
  current?: number;
}

export function LogPanel({ log, seats, current }: Props) {
  const box = useRef<HTMLElement | null>(null);
  // Follow the newest entry live; in a replay, keep the current step in sight.
  // (Scrolls only the panel, never the page.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an entry arrives or the step moves
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (current === undefined) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    const row = el.querySelector<HTMLElement>('.log-entry.current');
    if (row) el.scrollTop = row.offsetTop - el.offsetTop - el.clientHeight / 2;
  }, [log.length, current]);
  return (
    <section className="panel log-panel" ref={box}>
      <h3>Log</h3>
      {log.length === 0 && <p className="muted">No actions yet.</p>}
      <ol className="log">
        {log.map((e) => {
          const compact = e.events.filter((ev) => ev.level !== 'verbose');
          const verbose = e.events.length - compact.length;
          return (
            <li key={e.index} className={e.index === current ? 'log-entry current' : 'log-entry'}>
              <div>
                <span className="log-index">{e.index + 1}.</span>{' '}
                <strong>{seats[e.player]?.name ?? `Seat ${e.player + 1}`}</strong>: {e.label}
              </div>
              {compact.length > 0 && (
                <ul className="log-events">
                  {compact.map((ev, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: events of one action keep their order
                    <li key={i}>{eventText(ev)}</li>
                  ))}
                </ul>
              )}
              {verbose > 0 && <div className="muted small">+{verbose} detail events</div>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

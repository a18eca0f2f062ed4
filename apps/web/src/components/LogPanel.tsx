/**
 * The match's log: the setup's events (a coin flip, forced setup steps), then
 * each action with who played it, and the events it caused
 * in words (the game's own text when it gives one; the server sends it with
 * each event). The compact events show; "details" (one click) adds the
 * verbose ones and every event's raw fields.
 */
import type { GameEvent } from '@arbiter/core';
import type { LogEntry, SeatInfo, SetupLog } from '@arbiter/server/protocol';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  log: LogEntry[];
  /** The events before the first action (the deal, a coin flip, forced setup steps). */
  setup?: SetupLog | null;
  seats: SeatInfo[];
  /** Highlight this entry (replays). */
  current?: number;
}

/** The raw fields of an event, as the engine logged them (the verbose form). */
function rawFields(event: GameEvent): string {
  const { type, ...rest } = event;
  return `${type} ${JSON.stringify(rest)}`;
}

function EventLine({ event, text, detailed }: { event: GameEvent; text: string; detailed: boolean }) {
  const verbose = event.level === 'verbose';
  return (
    <li className={verbose ? 'log-event verbose' : 'log-event'}>
      <span className="event-text">{text}</span>
      {detailed && <code className="event-raw">{rawFields(event)}</code>}
    </li>
  );
}

/** One log entry: its head line, then its events in words (the verbose ones only in detail). */
function EventGroup({
  className,
  head,
  events,
  texts,
  detailed,
}: {
  className: string;
  head: ReactNode;
  events: GameEvent[];
  texts: string[];
  detailed: boolean;
}) {
  const shown = events
    .map((event, i) => ({ event, text: texts[i] ?? event.type }))
    .filter(({ event }) => detailed || event.level !== 'verbose');
  const hidden = events.length - shown.length;
  return (
    <li className={className}>
      <div>{head}</div>
      {shown.length > 0 && (
        <ul className="log-events">
          {shown.map(({ event, text }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events of one entry keep their order
            <EventLine key={i} event={event} text={text} detailed={detailed} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <div className="muted small">
          +{hidden} detail event{hidden === 1 ? '' : 's'}
        </div>
      )}
    </li>
  );
}

export function LogPanel({ log, setup, seats, current }: Props) {
  const box = useRef<HTMLElement | null>(null);
  const [detailed, setDetailed] = useState(false);
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
    <section className={detailed ? 'panel log-panel detailed' : 'panel log-panel'} ref={box}>
      <div className="log-head">
        <h3>Log</h3>
        <button
          type="button"
          className="small-button log-details"
          aria-pressed={detailed}
          onClick={() => setDetailed(!detailed)}
          title="show every event, with the fields the engine logged"
        >
          {detailed ? 'hide details' : 'details'}
        </button>
      </div>
      {log.length === 0 && <p className="muted">No actions yet.</p>}
      <ol className="log">
        {setup && setup.events.length > 0 && (
          <EventGroup
            className="log-entry log-setup"
            head={<strong>Setup</strong>}
            events={setup.events}
            texts={setup.texts}
            detailed={detailed}
          />
        )}
        {log.map((e) => (
          <EventGroup
            key={e.index}
            className={e.index === current ? 'log-entry current' : 'log-entry'}
            head={
              <>
                <span className="log-index">{e.index + 1}.</span>{' '}
                <strong>{seats[e.player]?.name ?? `Seat ${e.player + 1}`}</strong>: {e.label}
              </>
            }
            events={e.events}
            texts={e.texts ?? []}
            detailed={detailed}
          />
        ))}
      </ol>
    </section>
  );
}

/**
 * Every legal action of this seat, as buttons labelled with the game's own
 * description, grouped by action type. Works for any game.
 */
import type { Action, PlayerId } from '@arbiter/core';
import type { LegalChoice, MatchStatus, SeatInfo } from '@arbiter/server/protocol';
import { useState } from 'react';

interface Props {
  legal: LegalChoice[];
  onAct: (action: Action) => void;
  seat: PlayerId | null;
  seats: SeatInfo[];
  toAct: PlayerId[];
  status: MatchStatus;
}

function groupByType(legal: LegalChoice[]): Array<[string, LegalChoice[]]> {
  const groups = new Map<string, LegalChoice[]>();
  for (const choice of legal) {
    const list = groups.get(choice.action.type) ?? [];
    list.push(choice);
    groups.set(choice.action.type, list);
  }
  return [...groups];
}

export function ActionPanel({ legal, onAct, seat, seats, toAct, status }: Props) {
  const [filter, setFilter] = useState('');
  const waitingFor = toAct.map((p) => seats[p]?.name ?? `Seat ${p + 1}`).join(' and ');
  if (status !== 'active') {
    return (
      <section className="panel action-panel">
        <h3>Actions</h3>
        <p className="muted">The match is over.</p>
      </section>
    );
  }
  if (seat === null || legal.length === 0) {
    return (
      <section className="panel action-panel">
        <h3>Actions</h3>
        <p className="muted waiting">{waitingFor ? `Waiting for ${waitingFor}…` : 'Waiting…'}</p>
      </section>
    );
  }
  const shown = filter ? legal.filter((c) => c.label.toLowerCase().includes(filter.toLowerCase())) : legal;
  return (
    <section className="panel action-panel your-turn">
      <h3>Your move</h3>
      {legal.length > 12 && (
        <input
          className="filter"
          placeholder={`Filter ${legal.length} actions…`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {groupByType(shown).map(([type, choices]) => (
        <div key={type} className="action-group">
          <h4>{type}</h4>
          <div className="action-buttons">
            {choices.map((c) => (
              <button
                type="button"
                key={JSON.stringify(c.action)}
                className="action-button"
                onClick={() => onAct(c.action)}
              >
                {c.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * Every legal action of this seat, labelled with the game's own description
 * and grouped by action type. Works for any game. Two kinds of group get a
 * better control than one button per action:
 * - actions the game's board offers controls for (`BoardModule.boardActions`)
 *   give way to the board: they are folded into one line ("N choices on the
 *   board"), a click away from being listed here;
 * - a group whose actions are subsets of a list (a mulligan's cards) becomes
 *   "tick the items, then confirm".
 */
import type { Action, PlayerId } from '@arbiter/core';
import type { LegalChoice, MatchStatus, SeatInfo } from '@arbiter/server/protocol';
import { useState } from 'react';
import { groupSameLabels } from '../actions/same-label.ts';
import { subsetGroup } from '../actions/subsets.ts';
import { actionTypeWords } from '../actions/type-words.ts';
import { SubsetChooser } from './SubsetChooser.tsx';

interface Props {
  legal: LegalChoice[];
  onAct: (action: Action) => void;
  seat: PlayerId | null;
  seats: SeatInfo[];
  toAct: PlayerId[];
  status: MatchStatus;
  /** Action types the board has its own controls for. */
  boardActions?: string[];
  /** The game's words for action types, the groups' headings (see actions/type-words.ts). */
  actionWords?: Partial<Record<string, string>>;
  /** Why an expired or broken match stopped (shown instead of the actions). */
  reason?: string;
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

const ENDED: Partial<Record<MatchStatus, string>> = {
  finished: 'The match is over.',
  expired: 'This match expired unfinished.',
  broken: 'This match can no longer go on.',
};

function ActionGroup({
  heading,
  choices,
  onAct,
}: {
  heading: string;
  choices: LegalChoice[];
  onAct: (action: Action) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <div className="action-group">
      <h4>{heading}</h4>
      <div className="action-buttons">
        {groupSameLabels(choices).map(({ first, text }) => (
          <button
            type="button"
            key={JSON.stringify(first.action)}
            className="action-button"
            onClick={() => onAct(first.action)}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

export function ActionPanel({
  legal,
  onAct,
  seat,
  seats,
  toAct,
  status,
  boardActions = [],
  actionWords,
  reason,
}: Props) {
  const [filter, setFilter] = useState('');
  const [listBoard, setListBoard] = useState(false);
  const waitingFor = toAct.map((p) => seats[p]?.name ?? `Seat ${p + 1}`).join(' and ');
  if (status !== 'active') {
    return (
      <section className="panel action-panel">
        <h3>Actions</h3>
        <p className="muted">{ENDED[status] ?? 'The match is over.'}</p>
        {reason && <p className="muted small">{reason}</p>}
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
  const onBoard = legal.filter((c) => boardActions.includes(c.action.type));
  const listed = listBoard ? legal : legal.filter((c) => !boardActions.includes(c.action.type));
  // The filter is for long lists of buttons; a subset chooser is one control, however many actions it holds.
  const groups = groupByType(listed).map(([type, choices]) => ({
    type,
    heading: actionTypeWords(type, actionWords),
    choices,
    subsets: subsetGroup(type, choices),
  }));
  const buttons = groups.reduce((n, g) => n + (g.subsets ? 0 : g.choices.length), 0);
  const wanted = (c: LegalChoice) => !filter || c.label.toLowerCase().includes(filter.toLowerCase());
  return (
    <section className="panel action-panel your-turn">
      <h3>Your move</h3>
      {onBoard.length > 0 && (
        <p className="board-note">
          {listBoard
            ? `${onBoard.length} of these are also on the board. `
            : `Make it on the board (${onBoard.length} choice${onBoard.length === 1 ? '' : 's'}${
                listed.length > 0 ? ', the rest below' : ''
              }). `}
          <button
            type="button"
            className="link-button list-board-actions"
            onClick={() => setListBoard(!listBoard)}
          >
            {listBoard ? 'hide them here' : 'list them here'}
          </button>
        </p>
      )}
      {buttons > 12 && (
        <input
          className="filter"
          placeholder={`Filter ${buttons} actions…`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {groups.map((g) =>
        g.subsets ? (
          <SubsetChooser
            key={`${g.type}-${g.choices.length}`}
            group={g.subsets}
            heading={g.heading}
            onAct={onAct}
          />
        ) : (
          <ActionGroup key={g.type} heading={g.heading} choices={g.choices.filter(wanted)} onAct={onAct} />
        ),
      )}
    </section>
  );
}

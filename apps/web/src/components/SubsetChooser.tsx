/**
 * A group of legal actions that are subsets (see actions/subsets.ts) as one
 * control: tick the items, then confirm. The confirm button names the action
 * the ticked set makes (the game's own label) and is disabled when that set
 * is not among the legal actions.
 */
import type { Action } from '@arbiter/core';
import { useState } from 'react';
import { choiceFor, type SubsetGroup } from '../actions/subsets.ts';

export function SubsetChooser({
  group,
  heading,
  onAct,
}: {
  group: SubsetGroup;
  /** The group's heading in the game's words (see actions/type-words.ts). */
  heading: string;
  onAct: (action: Action) => void;
}) {
  const [picked, setPicked] = useState<Array<string | number>>([]);
  const chosen = choiceFor(group, picked);
  const toggle = (v: string | number) =>
    setPicked(picked.includes(v) ? picked.filter((x) => x !== v) : [...picked, v]);
  return (
    <fieldset className="subset-chooser" data-type={group.type}>
      <legend>{heading}: tick your choice, then confirm</legend>
      <ul className="subset-items">
        {group.items.map((item) => (
          <li key={JSON.stringify(item.value)}>
            <label>
              <input
                type="checkbox"
                checked={picked.includes(item.value)}
                onChange={() => toggle(item.value)}
              />{' '}
              {item.label}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="primary subset-confirm"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAct(chosen.action);
          setPicked([]);
        }}
      >
        {chosen ? `Confirm: ${chosen.label}` : 'This choice is not allowed'}
      </button>
    </fieldset>
  );
}

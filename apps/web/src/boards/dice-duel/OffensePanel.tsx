/**
 * The attacker's dice: click dice to hold them, reroll the rest (up to three
 * rolls), then strike with an ability the dice satisfy. Controls appear only
 * for the seat whose move it is; they send the same legal actions the action
 * panel lists.
 */
import type { DuelAction, DuelView } from '@arbiter/dice-duel';
import { useState } from 'react';
import type { BoardChoice } from '../types.ts';
import { Die } from './Die.tsx';
import { comboName } from './text.ts';

interface Props {
  view: DuelView;
  legal: BoardChoice<DuelAction>[];
  onAct: (action: DuelAction) => void;
}

function findLegal(
  legal: BoardChoice<DuelAction>[],
  match: (a: Record<string, unknown>) => boolean,
): DuelAction | null {
  // Actions are plain JSON objects: read their fields by name.
  return legal.find((c) => match(c.action as DuelAction & Record<string, unknown>))?.action ?? null;
}

export function OffensePanel({ view, legal, onAct }: Props) {
  const o = view.offense;
  const attacker = view.fighters[view.active];
  const mine = legal.length > 0 && view.phase === 'offense';
  const [hold, setHold] = useState<{ key: string; dice: number[] }>({ key: '', dice: [] });
  const key = `${view.turn}-${o.attempt}`;
  const held = hold.key === key ? hold.dice : [];
  const toggle = (i: number) =>
    setHold({
      key,
      dice: held.includes(i) ? held.filter((d) => d !== i) : [...held, i].sort((a, b) => a - b),
    });
  const reroll = findLegal(
    legal,
    (a) => a.type === 'reroll' && JSON.stringify(a.hold) === JSON.stringify(held),
  );
  const chiMax = mine ? (attacker.spendable.chi ?? 0) : 0;
  const [chi, setChi] = useState(0);
  const shows = new Set(o.shows);

  return (
    <div className="offense">
      <div className="dice-row">
        {o.dice.map((f, i) => (
          <Die
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions
            key={i}
            face={f}
            held={held.includes(i)}
            onClick={mine && o.attemptsLeft > 0 ? () => toggle(i) : undefined}
            label={`offense die ${i + 1}: ${f}${held.includes(i) ? ' (held)' : ''}`}
          />
        ))}
        <span className="muted small">
          roll {o.attempt} of 3{mine && o.attemptsLeft > 0 ? ' · click dice to hold them' : ''}
        </span>
      </div>
      {mine && o.attemptsLeft > 0 && (
        <button
          type="button"
          className="reroll-button"
          disabled={!reroll}
          onClick={() => reroll && onAct(reroll)}
        >
          {held.length === 5
            ? 'Release a die to reroll'
            : `Reroll ${5 - held.length} ${5 - held.length === 1 ? 'die' : 'dice'}`}
        </button>
      )}
      <div className="abilities">
        <h4>{attacker.name}'s abilities</h4>
        <ul>
          {attacker.offense.map((ab) => {
            const ready = shows.has(ab.combo);
            const action = mine
              ? findLegal(
                  legal,
                  (a) => a.type === 'attack' && a.combo === ab.combo && a.chi === Math.min(chi, chiMax),
                )
              : null;
            return (
              <li key={ab.combo} className={ready ? 'ability ready' : 'ability'}>
                <span>
                  <strong>{ab.label}</strong> <span className="muted small">{comboName(ab.combo)}</span>
                </span>
                <span className="dmg">
                  {ab.damage} dmg{ab.ultimate ? ' · ultimate' : ''}
                </span>
                {action && (
                  <button type="button" className="primary small-button" onClick={() => onAct(action)}>
                    Attack
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {mine && chiMax > 0 && (
          <label className="option-row">
            <span>spend chi (+1 damage each)</span>
            <input
              type="number"
              min={0}
              max={chiMax}
              value={Math.min(chi, chiMax)}
              onChange={(e) => setChi(Number(e.target.value))}
            />
          </label>
        )}
        {mine && (
          <button
            type="button"
            className="small-button"
            onClick={() => {
              const none = findLegal(legal, (a) => a.type === 'attack' && a.combo === null);
              if (none) onAct(none);
            }}
          >
            End turn without an ability
          </button>
        )}
      </div>
    </div>
  );
}

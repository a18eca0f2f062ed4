/** The defender's reaction window: spend evasive, prevent half and chi, then take the hit. */
import type { DuelAction, FighterView } from '@arbiter/dice-duel';
import { useState } from 'react';
import type { BoardChoice } from '../types.ts';

export function ReactionPanel({
  defender,
  legal,
  onAct,
}: {
  defender: FighterView;
  legal: BoardChoice<DuelAction>[];
  onAct: (action: DuelAction) => void;
}) {
  const [evasive, setEvasive] = useState(false);
  const [preventHalf, setPreventHalf] = useState(false);
  const [chi, setChi] = useState(0);
  const chiMax = defender.spendable.chi ?? 0;
  const action = legal.find((c) => {
    const a = c.action as DuelAction & { evasive?: boolean; preventHalf?: boolean; chi?: number };
    return a.type === 'react' && a.evasive === evasive && a.preventHalf === preventHalf && a.chi === chi;
  })?.action;
  return (
    <div className="reaction">
      <h4>Your reaction</h4>
      {(defender.spendable.evasive ?? 0) > 0 && (
        <label>
          <input type="checkbox" checked={evasive} onChange={(e) => setEvasive(e.target.checked)} /> spend
          evasive (d6, 5+ negates the attack)
        </label>
      )}
      {(defender.spendable.prevent_half ?? 0) > 0 && (
        <label>
          <input type="checkbox" checked={preventHalf} onChange={(e) => setPreventHalf(e.target.checked)} />{' '}
          spend prevent half
        </label>
      )}
      {chiMax > 0 && (
        <label>
          spend chi (+1 block each){' '}
          <input
            type="number"
            min={0}
            max={chiMax}
            value={chi}
            onChange={(e) => setChi(Number(e.target.value))}
          />
        </label>
      )}
      <button type="button" className="primary" disabled={!action} onClick={() => action && onAct(action)}>
        {evasive || preventHalf || chi > 0 ? 'Spend and take the hit' : 'Take the hit'}
      </button>
    </div>
  );
}

/**
 * Dice Duel's board: both heroes, the attacker's dice and abilities, the
 * attack being defended (the defense roll, the defender's card with matched
 * rules, the reaction window) and the last exchange's mitigation pipeline.
 */
import type { DuelAction, DuelView } from '@arbiter/dice-duel';
import type { BoardProps } from '../types.ts';
import { DefensePanel } from './DefensePanel.tsx';
import { FighterPanel } from './FighterPanel.tsx';
import { OffensePanel } from './OffensePanel.tsx';
import { Pipeline } from './Pipeline.tsx';
import { ReactionPanel } from './ReactionPanel.tsx';

export function DiceDuelBoard({ view, seat, seats, legal, onAct }: BoardProps<DuelView, DuelAction>) {
  const defender = (1 - view.active) as 0 | 1;
  const nameOf = (s: number) => seats[s]?.name ?? `Seat ${s + 1}`;
  const role = (s: number) =>
    view.phase === 'over' ? null : s === view.active ? ('attacking' as const) : ('defending' as const);
  const pending = view.pending;
  const last = view.lastAttack;
  return (
    <div className="panel board dice-duel">
      <div className="round-line muted small">
        round {view.round} · turn {view.turn} ·{' '}
        {view.options.defenseOverride === 'hero'
          ? 'defense per hero'
          : `defense ${view.options.defenseOverride}`}
        {view.phase === 'react' ? ` · ${nameOf(defender)} is reacting` : ''}
      </div>
      <div className="fighters">
        {view.fighters.map((f) => (
          <FighterPanel
            key={f.seat}
            fighter={f}
            role={role(f.seat)}
            playerName={nameOf(f.seat)}
            isYou={seat === f.seat}
          />
        ))}
      </div>
      {view.phase === 'offense' && (
        <section className="zone">
          <h3>
            {view.fighters[view.active].name} attacks
            {seat === view.active ? ' (your roll)' : ''}
          </h3>
          <OffensePanel view={view} legal={legal} onAct={onAct} />
        </section>
      )}
      {pending && view.phase === 'react' && (
        <section className="zone">
          <h3>
            Incoming: {pending.label} — {pending.raw} damage
            {pending.chiSpent ? ` (incl. ${pending.chiSpent} chi)` : ''}
            {pending.buffBonus ? ` (+${pending.buffBonus} buff)` : ''}
            {pending.ultimate ? ' · ultimate, cannot be defended' : ''}
          </h3>
          <h4>{view.fighters[defender].name}'s defense</h4>
          <DefensePanel defense={pending.defense} defender={view.fighters[defender]} />
          {seat === defender && legal.length > 0 && (
            <ReactionPanel defender={view.fighters[defender]} legal={legal} onAct={onAct} />
          )}
        </section>
      )}
      {last && (
        <section className="zone last-exchange">
          <h3>
            Last exchange: {view.fighters[last.attacker].name}'s {last.label}
          </h3>
          <div className="exchange-grid">
            {view.lastDefense && (
              <div>
                <h4>{view.fighters[view.lastDefense.defender].name}'s defense</h4>
                <DefensePanel
                  defense={view.lastDefense}
                  defender={view.fighters[view.lastDefense.defender]}
                />
              </div>
            )}
            <div>
              <h4>Mitigation</h4>
              <Pipeline attack={last} attackerName={view.fighters[last.attacker].name} />
            </div>
          </div>
        </section>
      )}
      {view.buffs.length > 0 && (
        <section className="zone">
          <h4>Pending buffs</h4>
          <ul className="small">
            {view.buffs.map((b) => (
              <li key={b.id}>
                {view.fighters[b.owner].name}: {b.kind} +{b.payload.amount} ×{b.stacks} ({b.payload.source},
                expires {b.expires.type})
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.result && (
        <section className="zone">
          <h3>
            {view.result.winner === null ? 'Draw' : `${view.fighters[view.result.winner].name} wins`} —{' '}
            {view.result.reason}
          </h3>
        </section>
      )}
    </div>
  );
}

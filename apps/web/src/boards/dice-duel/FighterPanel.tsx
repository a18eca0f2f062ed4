/** One hero: name, HP bar, statuses (spendable / locked), defense system. */
import type { FighterView } from '@arbiter/dice-duel';
import { statusName } from './words.ts';

interface Props {
  fighter: FighterView;
  role: 'attacking' | 'defending' | null;
  playerName: string;
  isYou: boolean;
}

export function FighterPanel({ fighter, role, playerName, isYou }: Props) {
  const pct = Math.max(0, Math.min(100, (fighter.hp / fighter.maxHp) * 100));
  const statuses = Object.entries(fighter.statuses).filter(([, n]) => n > 0);
  return (
    <section className={`fighter${role ? ` ${role}` : ''}`} data-seat={fighter.seat}>
      <div className="fighter-head">
        <h3>
          {fighter.name} <span className="muted small">{isYou ? 'you' : playerName}</span>
        </h3>
        {role && <span className={`role-badge ${role}`}>{role}</span>}
      </div>
      <div className="hp" title={`HP ${fighter.hp} of ${fighter.maxHp}`}>
        <div className="hp-fill" style={{ width: `${pct}%` }} />
        <span className="hp-text">
          {fighter.hp} / {fighter.maxHp} HP
        </span>
      </div>
      <div className="statuses">
        {statuses.length === 0 && <span className="muted small">no statuses</span>}
        {statuses.map(([s, n]) => {
          const free = fighter.spendable[s] ?? 0;
          return (
            <span key={s} className={`status status-${s}`} title={`${free} of ${n} spendable now`}>
              {statusName(s)} ×{n}
              {free < n && <span className="locked"> ({n - free} locked)</span>}
            </span>
          );
        })}
      </div>
      <div className="muted small">
        defense {fighter.defense}
        {fighter.fellBackToV1 ? ' (its card failed validation: fell back to v1)' : ''}
      </div>
    </section>
  );
}

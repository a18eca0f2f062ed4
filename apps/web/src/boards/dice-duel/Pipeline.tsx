/** The mitigation pipeline of an attack, one checkpoint per step, with what each step took off. */
import type { DuelView } from '@arbiter/dice-duel';

type AttackRecord = NonNullable<DuelView['lastAttack']>;

export function Pipeline({ attack, attackerName }: { attack: AttackRecord; attackerName: string }) {
  const c = attack.checkpoints;
  const steps: Array<{ name: string; value: number; delta: number; note?: string }> = [
    { name: 'raw damage', value: c.raw, delta: 0 },
    { name: 'flat reductions', value: c.afterFlat, delta: c.afterFlat - c.raw },
    {
      name: attack.negatedByEvasive ? 'evasive: negated' : 'prevent half',
      value: c.afterPrevent,
      delta: c.afterPrevent - c.afterFlat,
    },
    { name: 'block', value: c.afterBlock, delta: c.afterBlock - c.afterPrevent },
    {
      name: 'reflect',
      value: c.afterReflect,
      delta: c.afterReflect - c.afterBlock,
      note: attack.reflected > 0 ? `${attack.reflected} back to ${attackerName}` : undefined,
    },
    {
      name: 'final',
      value: c.final,
      delta: c.final - c.afterReflect,
      note: attack.clamped ? 'floored at 0' : undefined,
    },
  ];
  return (
    <div className="pipeline">
      <ol>
        {steps.map((s) => (
          <li key={s.name} className={s.delta !== 0 ? 'changed' : ''}>
            <span className="pipe-name">{s.name}</span>
            <span className="pipe-value">{s.value}</span>
            {s.delta !== 0 && <span className="pipe-delta">{s.delta > 0 ? `+${s.delta}` : s.delta}</span>}
            {s.note && <span className="muted small"> {s.note}</span>}
          </li>
        ))}
      </ol>
      <div className="muted small">
        blocked {attack.blocked} · prevented {attack.prevented} · reflected {attack.reflected}
        {attack.dealtToAttacker > 0 ? ` · ${attack.dealtToAttacker} dealt to the attacker` : ''}
      </div>
    </div>
  );
}

/**
 * The defender's side of an exchange: the defense dice (before and after
 * rerolls), the defense card with the rules that matched highlighted (or the
 * v1 board entry used), and what each rule's effects came to — in the
 * game's words (words.ts).
 */
import type { DefenseResolution, FighterView, RuleHit } from '@arbiter/dice-duel';
import { Die } from './Die.tsx';
import { boardEntryName, comboName, fieldFaces, outcomeText, ruleWords } from './words.ts';

function hitsByRule(hits: RuleHit[]): Map<string, RuleHit[]> {
  const out = new Map<string, RuleHit[]>();
  for (const h of hits) out.set(h.ruleId, [...(out.get(h.ruleId) ?? []), h]);
  return out;
}

/** Each effect outcome of a rule's hits, with a stable id (pass and position). */
function outcomesOf(hits: RuleHit[]) {
  return hits.flatMap((h) =>
    h.effects.map((outcome, position) => ({ id: `${h.pass}-${position}`, pass: h.pass, position, outcome })),
  );
}

export function DefensePanel({ defense, defender }: { defense: DefenseResolution; defender: FighterView }) {
  const matched = new Set(defense.rulesHit.flatMap((h) => h.matchedDiceIndexes));
  const rerolled = new Set(defense.rerolls.flatMap((r) => r.indexes));
  const hits = hitsByRule(defense.rulesHit);
  const card = defense.version === 'v2' ? defender.card : null;
  return (
    <div className="defense">
      <div className="dice-row">
        <span className="muted small">defense roll</span>
        {defense.diceBefore.map((f, i) => (
          <Die
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions
            key={i}
            face={f}
            mark={defense.rerolls.length === 0 && matched.has(i) ? 'matched' : null}
            label={`defense die ${i + 1}: ${f}`}
          />
        ))}
        {defense.rerolls.length > 0 && (
          <>
            <span className="muted small">after rerolls</span>
            {defense.diceAfter.map((f, i) => (
              <Die
                // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions
                key={i}
                face={f}
                mark={matched.has(i) ? 'matched' : rerolled.has(i) ? 'rerolled' : null}
                label={`defense die ${i + 1}: ${f}`}
              />
            ))}
          </>
        )}
      </div>
      {card ? (
        <div className="defense-card">
          <div className="card-fields">
            {card.fields.map((f) => (
              <span key={f.id} className="field-chip">
                showing {fieldFaces(defender.hero, f.id, f.faces)}: {defense.fieldCounts[f.id] ?? 0}{' '}
                {(defense.fieldCounts[f.id] ?? 0) === 1 ? 'die' : 'dice'}
              </span>
            ))}
          </div>
          <ul className="card-rules">
            {card.rules.map((rule, index) => {
              const words = ruleWords(defender.hero, rule.id, index, rule.label);
              const ruleHits = hits.get(rule.id) ?? [];
              const matchCount = ruleHits.reduce((n, h) => Math.max(n, h.matchCount), 0);
              return (
                <li key={rule.id} className={ruleHits.length ? 'rule matched' : 'rule'} data-rule={rule.id}>
                  <div>
                    <strong>{words.name}</strong>
                    {ruleHits.length > 0 && <span className="match-badge">matched ×{matchCount}</span>}
                  </div>
                  {words.text && <div className="muted small">{words.text}</div>}
                  {outcomesOf(ruleHits).map(({ id, pass, position, outcome: o }) => (
                    <div key={id} className={o.ok ? 'effect ok small' : 'effect rejected small'}>
                      {pass > 0 ? `after reroll ${pass}: ` : ''}
                      {outcomeText(words, o, position)}
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
          {defense.rerollLimitReached && <p className="muted small">reroll limit reached</p>}
        </div>
      ) : (
        <div className="defense-card v1">
          <p>
            v1 board:{' '}
            {defense.v1Combo ? <strong>{comboName(defense.v1Combo)}</strong> : 'no combo on the defense dice'}
          </p>
          <ul className="card-rules">
            {defender.defenseV1.map((row) => (
              <li key={row.combo} className={row.combo === defense.v1Combo ? 'rule matched' : 'rule'}>
                <strong>{boardEntryName(defender.hero, row.combo, row.label)}</strong>{' '}
                <span className="muted small">
                  {comboName(row.combo)}: block {row.block}
                  {row.reflect ? `, reflect ${row.reflect}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="contrib small">
        contributions: reduce {defense.flat} · halve ×{defense.preventHalf} · block {defense.block} · reflect{' '}
        {defense.reflect}
        {defense.dealToAttacker ? ` · ${defense.dealToAttacker} to the attacker` : ''}
      </div>
    </div>
  );
}

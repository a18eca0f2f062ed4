/**
 * Magic's board: each player's life, library, hand (this seat's by name, the
 * other's as a count), mana pool, graveyard and the battlefield by
 * controller — tapped permanents turned, attachments under their host,
 * counters, damage, derived power/toughness and keywords — then the stack,
 * exile, combat and the pending decision. Every action is taken from the
 * action panel beside it (numbered like the terminal's list).
 */
import type { MtgView } from '@arbiter/mtg';
import type { BoardProps } from '../types.ts';

type Permanent = MtgView['battlefield'][number];

/** Permanents this seat's pending decision names (the legend rule's candidates): outlined, with their ids. */
function candidatesOf(view: MtgView): number[] {
  return view.pending && 'candidates' in view.pending ? view.pending.candidates : [];
}

function PermanentCard({ p, all, candidate }: { p: Permanent; all: Permanent[]; candidate: boolean }) {
  const creature = p.types.includes('creature');
  const counters = Object.entries(p.counters).filter(([, n]) => n > 0);
  const attached = all.filter((x) => x.attachedTo === p.id);
  return (
    <div
      className={`mtg-permanent${p.tapped ? ' tapped' : ''}${candidate ? ' mtg-candidate' : ''}`}
      data-id={p.id}
      data-candidate={candidate ? 'true' : undefined}
      data-card={p.card ?? ''}
      data-tapped={p.tapped ? 'true' : 'false'}
    >
      <div className="mtg-name">
        {p.name}
        {candidate && <span className="mtg-id"> [{p.id}]</span>}
      </div>
      {creature && (
        <div className="mtg-pt" data-pt={`${p.power}/${p.toughness}`}>
          {p.power}/{p.toughness}
          {p.damage > 0 && <span className="mtg-damage"> ({p.damage} damage)</span>}
        </div>
      )}
      {p.keywords.length > 0 && (
        <div className="mtg-keywords">{p.keywords.join(', ').replace(/_/g, ' ')}</div>
      )}
      {counters.length > 0 && (
        <div className="mtg-counters">
          {counters.map(([k, n]) => (
            <span key={k} data-counter={k}>
              {n}× {k}
            </span>
          ))}
        </div>
      )}
      {creature && p.sick && <div className="mtg-sick">summoning sick</div>}
      {attached.length > 0 && (
        <div className="mtg-attachments">
          {attached.map((a) => (
            <div key={a.id} className="mtg-attachment" data-card={a.card ?? ''}>
              + {a.name}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function Side({ view, seat, you }: { view: MtgView; seat: number; you: boolean }) {
  const p = view.players[seat];
  const pool = Object.entries(p.pool).filter(([, n]) => n > 0);
  const mine = view.battlefield.filter((x) => x.controller === seat && x.attachedTo === null);
  const candidates = candidatesOf(view);
  return (
    <section
      className={`mtg-side${view.active === seat ? ' mtg-active' : ''}`}
      data-side={seat}
      aria-label={you ? 'Your side' : 'Opponent side'}
    >
      <header className="mtg-side-head">
        <strong>{you ? 'You' : 'Opponent'}</strong>
        <span className="mtg-life" data-life={p.life}>
          Life {p.life}
        </span>
        <span>Library {p.library}</span>
        <span>Hand {Array.isArray(p.hand) ? p.hand.length : p.hand}</span>
        <span>Graveyard {p.graveyard.length}</span>
        {pool.length > 0 && (
          <span className="mtg-pool">
            Pool {pool.map(([c, n]) => `${c}${n > 1 ? `×${n}` : ''}`).join(' ')}
          </span>
        )}
        {view.priority === seat && !view.pending && <span className="mtg-priority">priority</span>}
      </header>
      <div className="mtg-battlefield">
        {mine.map((perm) => (
          <PermanentCard
            key={perm.id}
            p={perm}
            all={view.battlefield}
            candidate={candidates.includes(perm.id)}
          />
        ))}
      </div>
      {Array.isArray(p.hand) && (
        <div className="mtg-hand">
          {p.hand.map((c) => (
            <span key={c.id} className="mtg-hand-card" data-card={c.card ?? ''}>
              {c.name}
            </span>
          ))}
        </div>
      )}
      {p.graveyard.length > 0 && (
        <div className="mtg-graveyard">Graveyard: {p.graveyard.map((c) => c.name).join(', ')}</div>
      )}
    </section>
  );
}

export function MtgBoard({ view: raw, seat }: BoardProps) {
  const view = raw as MtgView;
  const me = seat ?? 0;
  const other = 1 - me;
  const byId = new Map(view.battlefield.map((p) => [p.id, p]));
  return (
    <div className="mtg">
      <div className="mtg-turn">
        Turn {view.turn} · {view.step.replace(/_/g, ' ')} ·{' '}
        {view.active === me ? 'your turn' : "opponent's turn"}
      </div>
      <Side view={view} seat={other} you={false} />
      {(view.stack.length > 0 || view.combat || view.exile.length > 0 || view.pending) && (
        <section className="mtg-middle">
          {view.stack.length > 0 && (
            <div className="mtg-stack">
              <strong>Stack</strong>
              <ol>
                {[...view.stack].reverse().map((item) => (
                  <li key={item.id}>{item.text}</li>
                ))}
              </ol>
            </div>
          )}
          {view.combat && view.combat.attackers.length > 0 && (
            <div className="mtg-combat">
              <strong>Combat</strong>
              {view.combat.attackers.map((a) => {
                const blockers = Object.entries(view.combat?.blocks ?? {})
                  .filter(([, at]) => at === a)
                  .map(([b]) => byId.get(Number(b))?.name ?? b);
                return (
                  <div key={a} className="mtg-attacker">
                    {byId.get(a)?.name ?? a} attacks
                    {blockers.length ? `, blocked by ${blockers.join(', ')}` : ''}
                  </div>
                );
              })}
            </div>
          )}
          {view.exile.length > 0 && (
            <div className="mtg-exile">Exile: {view.exile.map((c) => c.name).join(', ')}</div>
          )}
          {view.pending && (
            <div className="mtg-decision" data-kind={view.pending.kind}>
              Decision: {view.pending.kind.replace(/_/g, ' ')}
              {'prompt' in view.pending ? ` — ${view.pending.prompt}` : ''}
              {'count' in view.pending
                ? ` — put ${view.pending.count} more card${view.pending.count === 1 ? '' : 's'} on the bottom, one at a time`
                : ''}
              {view.pending.player === me ? ' (yours)' : ' (opponent)'}
            </div>
          )}
        </section>
      )}
      <Side view={view} seat={me} you={true} />
    </div>
  );
}

/**
 * Pokémon TCG Pocket's board: each side's Active and Bench (HP, energy,
 * tool, special conditions, the active effects on it), points, hand, deck and
 * discard counts and the Energy Zone (the preview only for its owner), the
 * active effects, and the pending decision. Controls: attach, evolve, play,
 * abilities, retreat and attacks next to what they concern, the decision's
 * options, and End turn; each is one of this seat's legal actions.
 */
import type { Action } from '@arbiter/core';
import type { PocketView } from '@arbiter/pocket';
import type { LegalChoice } from '@arbiter/server/protocol';
import type { BoardProps } from '../types.ts';

type SideView = PocketView['sides'][number];
type PokemonView = NonNullable<SideView['active']>;

const energyName: Record<string, string> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  C: 'Colorless',
  N: 'Dragon',
};

/** A row of energy symbols (a list of types; the same type repeats, so position is its identity). */
function Energies({ types }: { types: readonly string[] }) {
  const keyed = types.map((type, i) => ({ type, key: `${i}:${type}` }));
  return (
    <>
      {keyed.map((e) => (
        <Energy key={e.key} type={e.type} />
      ))}
    </>
  );
}

function Energy({ type }: { type: string }) {
  return (
    <span className={`pk-energy pk-energy-${type}`} title={energyName[type] ?? type} data-energy={type}>
      {type}
    </span>
  );
}

function Controls({ choices, onAct }: { choices: LegalChoice[]; onAct: (a: Action) => void }) {
  if (choices.length === 0) return null;
  return (
    <div className="pk-controls">
      {choices.map((c) => (
        <button
          key={JSON.stringify(c.action)}
          type="button"
          className="pk-action"
          onClick={() => onAct(c.action)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

function Pokemon({
  p,
  active,
  view,
  legal,
  onAct,
}: {
  p: PokemonView;
  active: boolean;
  view: PocketView;
  legal: LegalChoice[];
  onAct: (a: Action) => void;
}) {
  const mine = legal.filter((c) => {
    const a = c.action as { type: string; target?: number; pokemon?: number; to?: number };
    if (a.type === 'attach' || a.type === 'evolve') return a.target === p.pid;
    if (a.type === 'ability' || a.type === 'discardFossil') return a.pokemon === p.pid;
    if (a.type === 'retreat') return a.to === p.pid;
    return active && a.type === 'attack';
  });
  const effects = view.effects.filter((e) => e.target === p.pid);
  const pct = Math.max(0, Math.round((p.hp / p.maxHp) * 100));
  return (
    <div className={`pk-pokemon${active ? ' pk-active' : ''}`} data-pid={p.pid} data-card={p.card}>
      <div className="pk-name">
        {p.name} <span className="muted small">{p.card}</span>
      </div>
      <div className="pk-hp" data-hp={p.hp} data-max-hp={p.maxHp}>
        <div className="pk-hp-bar" style={{ width: `${pct}%` }} />
        <span>
          {p.hp} / {p.maxHp} HP
        </span>
      </div>
      <div className="pk-energies">
        {p.energy.length === 0 ? (
          <span className="muted small">no energy</span>
        ) : (
          <Energies types={p.energy} />
        )}
      </div>
      {p.tool && <div className="pk-tool small">tool: {p.tool}</div>}
      {p.status.length > 0 && (
        <div className="pk-status">
          {p.status.map((s) => (
            <span key={s} className={`pk-badge pk-${s}`}>
              {s}
            </span>
          ))}
        </div>
      )}
      {active && (
        <ul className="pk-attacks small">
          {p.attacks.map((a) => (
            <li key={a.name}>
              <Energies types={a.cost} /> {a.name} {a.damage > 0 ? a.damage : ''}
            </li>
          ))}
        </ul>
      )}
      {p.ability && <div className="pk-ability small">Ability: {p.ability.name}</div>}
      {effects.length > 0 && (
        <ul className="pk-effects small">
          {effects.map((e) => (
            <li key={e.id}>
              {e.source}: {e.type.replace(/_/g, ' ')} {e.value !== 1 ? e.value : ''} ({e.until})
            </li>
          ))}
        </ul>
      )}
      <Controls choices={mine} onAct={onAct} />
    </div>
  );
}

function Side({
  side,
  index,
  view,
  name,
  legal,
  onAct,
}: {
  side: SideView;
  index: number;
  view: PocketView;
  name: string;
  legal: LegalChoice[];
  onAct: (a: Action) => void;
}) {
  const plays = legal.filter((c) => (c.action as { type: string }).type === 'play');
  return (
    <section
      className={`pk-side${view.current === index && view.stage !== 'over' ? ' pk-turn' : ''}`}
      data-side={index}
    >
      <header className="pk-side-head">
        <h3>{name}</h3>
        <span className="pk-points" data-points={side.points}>
          {side.points} / 3 points
        </span>
        <span className="muted small">
          hand {side.handCount} · deck {side.deckCount} · discard {side.discard.length}
        </span>
        <span className="pk-zone small">
          Energy Zone{' '}
          {side.energyTypes.map((t) => (
            <Energy key={t} type={t} />
          ))}{' '}
          · now {side.zone ? <Energy type={side.zone} /> : '—'}
          {side.next ? (
            <>
              {' '}
              · next <Energy type={side.next} />
            </>
          ) : null}
        </span>
      </header>
      <div className="pk-field">
        <div className="pk-active-spot">
          {side.active ? (
            <Pokemon p={side.active} active view={view} legal={legal} onAct={onAct} />
          ) : (
            <div className="pk-empty muted">no Active Pokémon</div>
          )}
        </div>
        <div className="pk-bench">
          {side.bench.map((b) => (
            <Pokemon key={b.pid} p={b} active={false} view={view} legal={legal} onAct={onAct} />
          ))}
          {side.bench.length === 0 && <div className="pk-empty muted small">empty Bench</div>}
        </div>
      </div>
      {side.hand && (
        <div className="pk-hand">
          <h4>Hand</h4>
          <div className="pk-hand-cards">
            {side.hand.map((c) => {
              const play = plays.find((p) => (p.action as Action & { card?: number }).card === c.uid);
              return (
                <button
                  key={c.uid}
                  type="button"
                  className={`pk-hand-card${play ? ' playable' : ''}`}
                  disabled={!play}
                  data-card={c.card}
                  onClick={() => play && onAct(play.action)}
                  title={play?.label ?? c.name}
                >
                  {c.name}
                </button>
              );
            })}
          </div>
        </div>
      )}
      {side.revealedToMe && <div className="small">Revealed hand: {side.revealedToMe.join(', ')}</div>}
      {side.peek && side.peek.length > 0 && (
        <div className="small">Top of your deck: {side.peek.join(', ')}</div>
      )}
    </section>
  );
}

export function PocketBoard({ view: raw, seat, seats, legal, onAct }: BoardProps) {
  const view = raw as PocketView;
  const nameOf = (s: number) => seats[s]?.name ?? `Seat ${s + 1}`;
  const me = seat ?? 0;
  const order = [1 - me, me];
  const choices = legal.filter((c) => (c.action as { type: string }).type === 'choose');
  const end = legal.find((c) => (c.action as { type: string }).type === 'end');
  return (
    <div className="panel board pocket">
      <div className="round-line muted small">
        turn {view.turn} of {view.turnLimit} ·{' '}
        {view.stage === 'over' ? 'game over' : `${nameOf(view.current)} to play`}
        {view.pending ? ` · ${nameOf(view.pending.player)} decides: ${view.pending.prompt}` : ''}
      </div>
      {order.map((i) => (
        <Side
          key={i}
          side={view.sides[i]}
          index={i}
          view={view}
          name={nameOf(i)}
          legal={i === me ? legal : []}
          onAct={onAct}
        />
      ))}
      {choices.length > 0 && view.pending && (
        <section className="zone pk-decision">
          <h3>{view.pending.prompt}</h3>
          <Controls choices={choices} onAct={onAct} />
        </section>
      )}
      {end && (
        <div className="pk-end">
          <button type="button" className="primary" onClick={() => onAct(end.action)}>
            End turn
          </button>
        </div>
      )}
      <section className="zone pk-effect-list">
        <h4>Active effects</h4>
        {view.effects.length === 0 ? (
          <div className="muted small">none</div>
        ) : (
          <ul className="small">
            {view.effects.map((e) => (
              <li key={e.id} className={e.suppressed ? 'muted' : ''}>
                {e.source} ({nameOf(e.sourcePlayer)}): {e.type.replace(/_/g, ' ')} {e.value},{' '}
                {e.scope.replace(/_/g, ' ')}, until {e.until}
                {e.suppressed ? ' — suppressed' : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

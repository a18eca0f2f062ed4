/**
 * Pokémon TCG Pocket's board: each side's Active and Bench, every Pokémon
 * drawn with its printed card (stage, what it evolves from, type, weakness,
 * retreat cost, ability and every attack's cost, damage and text) and its
 * live state (HP and damage, energy, tool, special conditions, the active
 * effects on it); points, hand, deck and discard counts and the Energy Zone
 * (the preview only for its owner); this seat's hand with each card's kind;
 * both discard piles; the active effects; the pending decision with the card
 * whose text is resolving. Pointing at or clicking any card opens it in the
 * detail panel. Controls: attach, evolve, play, abilities, retreat and
 * attacks next to what they concern, the decision's options, and End turn;
 * each is one of this seat's legal actions.
 */
import type { PocketAction, PocketView } from '@arbiter/pocket';
import { useState } from 'react';
import type { BoardChoice, BoardProps } from '../types.ts';
import { CardDetail, type DetailSubject } from './CardDetail.tsx';
import { cardOfUid, energyName, kindLine, STAGE_NAMES, sheetCard } from './cards.ts';
import { AbilityLine, AttackLine, CardText, EffectLine, Energies, Energy } from './parts.tsx';
import { conditionName, conditionReminder, effectWordsFromLog } from './words.ts';

type SideView = PocketView['sides'][number];
type PokemonView = NonNullable<SideView['active']>;

/** What the detail panel follows: a Pokémon in play (by pid, so it stays live) or a card elsewhere. */
type Focus = { pid: number } | { card: string; where: string };
/** A legal action of this seat with its label. */
type Choice = BoardChoice<PocketAction>;

interface FocusProps {
  onFocus: (f: Focus | null) => void;
  onPin: (f: Focus) => void;
}

/** Pointer and keyboard handlers that show `f` in the detail panel (hover / focus) and pin it (click). */
function focusHandlers(f: Focus, { onFocus, onPin }: FocusProps) {
  return {
    onMouseEnter: () => onFocus(f),
    onMouseLeave: () => onFocus(null),
    onFocus: () => onFocus(f),
    onBlur: () => onFocus(null),
    onClick: () => onPin(f),
  };
}

function Controls({ choices, onAct }: { choices: Choice[]; onAct: (a: PocketAction) => void }) {
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
  where,
  view,
  said,
  legal,
  onAct,
  focus,
  spot,
}: {
  p: PokemonView;
  active: boolean;
  where: string;
  /** Its side and spot (-1: the Active Spot; 0–2: the Bench's positions), for effects waiting on a spot (delayed damage). */
  spot?: { side: number; index: number };
  view: PocketView;
  /** The game's words for each active effect, by effect id (from the log). */
  said: ReadonlyMap<number, string>;
  legal: Choice[];
  onAct: (a: PocketAction) => void;
  focus: FocusProps;
}) {
  const mine = legal.filter((c) => {
    const a = c.action as { type: string; target?: number; pokemon?: number; to?: number };
    if (a.type === 'attach' || a.type === 'evolve' || a.type === 'tool') return a.target === p.pid;
    if (a.type === 'ability' || a.type === 'discardFossil') return a.pokemon === p.pid;
    if (a.type === 'retreat') return a.to === p.pid;
    return active && a.type === 'attack';
  });
  const effects = view.effects.filter(
    (e) =>
      e.target === p.pid ||
      (spot !== undefined && e.stored.payload?.spot === spot.index && e.sourcePlayer !== spot.side),
  );
  const pct = Math.max(0, Math.round((p.hp / p.maxHp) * 100));
  const info = sheetCard(p.card);
  // Every Tool attached (two on a Pokémon whose Ability allows it), each with its text.
  const tools = p.tool ? [p.tool, ...(p.extraTools ?? [])] : [];
  return (
    <article
      className={`pk-pokemon${active ? ' pk-active' : ''}`}
      data-pid={p.pid}
      data-card={p.card}
      aria-label={`${p.name}, ${where}`}
      {...focusHandlers({ pid: p.pid }, focus)}
    >
      <div className="pk-name">
        <Energy type={p.type} /> {p.name} <span className="muted small">{p.card}</span>
      </div>
      <div className="pk-kind muted small">
        {info ? kindLine(info) : STAGE_NAMES[0]}
        {p.ex ? ` · KO gives ${p.name.startsWith('Mega ') ? 3 : 2} points` : ''}
      </div>
      <div className="pk-hp" data-hp={p.hp} data-max-hp={p.maxHp} data-damage={p.maxHp - p.hp}>
        <div className="pk-hp-bar" style={{ width: `${pct}%` }} />
        <span>
          {p.hp} / {p.maxHp} HP{p.hp < p.maxHp ? ` · ${p.maxHp - p.hp} damage` : ''}
        </span>
      </div>
      <div className="pk-stats small" data-weakness={p.weakness ?? ''} data-retreat={p.retreat}>
        weakness {p.weakness ? <Energy type={p.weakness} /> : 'none'} · retreat{' '}
        {p.retreat ? <Energies types={Array(p.retreat).fill('C')} /> : 'free'}
      </div>
      <div className="pk-energies">
        {p.energy.length === 0 ? (
          <span className="muted small">no energy</span>
        ) : (
          <Energies types={p.energy} />
        )}
      </div>
      {tools.map((id, k) => {
        const tool = sheetCard(id);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two copies of one Tool share an id; the order is the attachment order.
          <div key={k} className="pk-tool small" data-tool={id}>
            tool: <strong>{tool?.name ?? id}</strong>
            {tool?.kind === 'trainer' && (
              <>
                {' — '}
                <CardText text={tool.text} />
              </>
            )}
          </div>
        );
      })}
      {p.status.length > 0 && (
        <div className="pk-status">
          {p.status.map((s) => (
            <span
              key={s}
              className={`pk-badge pk-${s}`}
              title={conditionReminder(s)}
              data-status={s}
              data-status-damage={p.statusDamage?.[s]}
            >
              {conditionName(s)}
              {p.statusDamage?.[s] !== undefined ? ` (${p.statusDamage[s]} at each Checkup)` : ''}
            </span>
          ))}
        </div>
      )}
      {p.ability && (
        <div className="small">
          <AbilityLine ability={p.ability} />
        </div>
      )}
      {p.attacks.length > 0 && (
        <ul className="pk-attacks small">
          {p.attacks.map((a) => (
            <AttackLine key={a.name} a={{ ...a, text: a.effect?.text ?? '' }} />
          ))}
        </ul>
      )}
      {info?.kind === 'trainer' && (
        <div className="pk-trainer-text small">
          <CardText text={info.text} />
        </div>
      )}
      {effects.length > 0 && (
        <ul className="pk-effects small">
          {effects.map((e) => (
            <EffectLine key={e.id} e={e} view={view} said={said.get(e.id)} />
          ))}
        </ul>
      )}
      <Controls choices={mine} onAct={onAct} />
    </article>
  );
}

/** A card named in a list (discard pile, hand), openable in the detail panel. */
function CardChip({ card, where, focus }: { card: string; where: string; focus: FocusProps }) {
  const info = sheetCard(card);
  return (
    <button
      type="button"
      className="pk-chip small"
      data-card={card}
      title={info ? kindLine(info) : card}
      {...focusHandlers({ card, where }, focus)}
    >
      {info?.name ?? card}
    </button>
  );
}

/** Cards named by id in a list (copies repeat, so position is their identity). */
function CardChips({ cards, where, focus }: { cards: string[]; where: string; focus: FocusProps }) {
  const keyed = cards.map((card, i) => ({ card, key: `${i}:${card}` }));
  return (
    <>
      {keyed.map((c) => (
        <CardChip key={c.key} card={c.card} where={where} focus={focus} />
      ))}
    </>
  );
}

/** A hand card's one-line summary: "Basic · 70 HP" or "Supporter". */
function handLine(card: string): string {
  const info = sheetCard(card);
  if (!info) return '';
  if (info.kind === 'trainer') return info.trainerType === 'fossil' ? 'Fossil' : kindLine(info).slice(10);
  return `${STAGE_NAMES[info.stage] ?? ''}${info.ex ? ' ex' : ''} · ${info.hp} HP · ${energyName[info.type] ?? info.type}`;
}

function Side({
  side,
  index,
  view,
  said,
  name,
  mineSide,
  legal,
  onAct,
  focus,
}: {
  side: SideView;
  index: number;
  view: PocketView;
  said: ReadonlyMap<number, string>;
  name: string;
  mineSide: boolean;
  legal: Choice[];
  onAct: (a: PocketAction) => void;
  focus: FocusProps;
}) {
  const plays = legal.filter((c) => (c.action as { type: string }).type === 'play');
  const whose = mineSide ? 'your' : `${name}'s`;
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
            <Pokemon
              p={side.active}
              active
              spot={{ side: index, index: -1 }}
              where={`${whose} Active Spot`}
              view={view}
              said={said}
              legal={legal}
              onAct={onAct}
              focus={focus}
            />
          ) : (
            <div className="pk-empty muted">no Active Pokémon</div>
          )}
        </div>
        <div className="pk-bench">
          {side.bench.map((b, i) => (
            <Pokemon
              key={b.pid}
              p={b}
              active={false}
              spot={{ side: index, index: i }}
              where={`${whose} Bench, spot ${i + 1}`}
              view={view}
              said={said}
              legal={legal}
              onAct={onAct}
              focus={focus}
            />
          ))}
          {side.bench.length === 0 && <div className="pk-empty muted small">empty Bench</div>}
        </div>
      </div>
      {side.hand && (
        <div className="pk-hand">
          <h4>Hand</h4>
          <div className="pk-hand-cards">
            {side.hand.map((c) => {
              const play = plays.find((p) => (p.action as PocketAction & { card?: number }).card === c.uid);
              const handlers = focusHandlers({ card: c.card, where: `${whose} hand` }, focus);
              return (
                <button
                  key={c.uid}
                  type="button"
                  className={`pk-hand-card${play ? ' playable' : ''}`}
                  aria-disabled={!play}
                  data-card={c.card}
                  data-playable={play ? 'yes' : 'no'}
                  {...handlers}
                  onClick={() => {
                    handlers.onClick();
                    if (play) onAct(play.action);
                  }}
                  title={play?.label ?? 'not playable now'}
                >
                  <span className="pk-hand-name">{c.name}</span>
                  <span className="pk-hand-kind muted small">{handLine(c.card)}</span>
                </button>
              );
            })}
          </div>
        </div>
      )}
      {side.discard.length > 0 && (
        <div className="pk-discard small">
          Discard pile:{' '}
          {side.discard.map((c) => (
            <CardChip key={c.uid} card={c.card} where={`${whose} discard pile`} focus={focus} />
          ))}
        </div>
      )}
      {side.revealedToMe && (
        <div className="pk-revealed small">
          Hand revealed to you this turn:{' '}
          <CardChips cards={side.revealedToMe} where={`${name}'s hand, revealed to you`} focus={focus} />
        </div>
      )}
      {side.peek && side.peek.length > 0 && (
        <div className="pk-peek small">
          Top of your deck, first to last:{' '}
          <CardChips cards={side.peek} where="top of your deck" focus={focus} />
        </div>
      )}
    </section>
  );
}

/** The card whose text is resolving (an attack, an ability or a Trainer), for the decision panel. */
function Resolving({ view, focus }: { view: PocketView; focus: FocusProps }) {
  const r = view.resolution;
  if (!r) return null;
  const card = cardOfUid(view.decklists, r.card);
  if (!card) return null;
  const info = sheetCard(card);
  let text = '';
  if (info?.kind === 'trainer') text = info.text;
  else if (info && r.source === 'attack')
    text = info.attacks.find((a) => a.name === r.attackName)?.text ?? '';
  else if (info?.kind === 'pokemon' && r.source === 'ability') text = info.ability?.text ?? '';
  return (
    <div className="pk-resolving small" data-card={card}>
      Resolving: <CardChip card={card} where="resolving" focus={focus} />
      {r.source === 'attack' ? ` — ${r.attackName}` : ''}
      {text && (
        <div>
          <CardText text={text} />
        </div>
      )}
    </div>
  );
}

/**
 * Options that read the same (two copies of a Basic in the hand at setup)
 * are one button, "put Ekans on the Bench (2)": choosing any of them is the
 * same move, so the board sends the first.
 */
export function groupAlike<C extends { label: string }>(
  choices: readonly C[],
): Array<{ choice: C; count: number }> {
  const out: Array<{ choice: C; count: number }> = [];
  const byLabel = new Map<string, { choice: C; count: number }>();
  for (const c of choices) {
    const seen = byLabel.get(c.label);
    if (seen) seen.count++;
    else {
      const group = { choice: c, count: 1 };
      byLabel.set(c.label, group);
      out.push(group);
    }
  }
  return out;
}

/** The Stadium in play, for both players: its name, who played it, its text, and its action when this seat may use it. */
function StadiumZone({
  view,
  legal,
  onAct,
  nameOf,
}: {
  view: PocketView;
  legal: Choice[];
  onAct: (a: PocketAction) => void;
  nameOf: (s: number) => string;
}) {
  const st = view.stadium;
  const use = legal.find((c) => (c.action as { type: string }).type === 'stadium');
  const card = st?.card ? sheetCard(st.card) : undefined;
  return (
    <section className="zone pk-stadium" data-stadium={st?.card ?? ''}>
      <h4>Stadium in play</h4>
      {!st?.card ? (
        <div className="muted small">none</div>
      ) : (
        <div className="small">
          <strong>{st.name}</strong> <span className="muted">{st.card}</span> · played by {nameOf(st.owner)}
          {card?.kind === 'trainer' && (
            <div className="pk-stadium-text">
              <CardText text={card.text} />
            </div>
          )}
          {use && (
            <button type="button" className="pk-action" onClick={() => onAct(use.action)}>
              {use.label}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

export function PocketBoard({ view, seat, seats, legal, onAct, log }: BoardProps<PocketView, PocketAction>) {
  const said = effectWordsFromLog(log);
  const [hover, setHover] = useState<Focus | null>(null);
  const [pinned, setPinned] = useState<Focus | null>(null);
  const nameOf = (s: number) => seats[s]?.name ?? `Seat ${s + 1}`;
  const me = seat ?? 0;
  const order = [1 - me, me];
  const choices = legal.filter((c) => (c.action as { type: string }).type === 'choose');
  const end = legal.find((c) => (c.action as { type: string }).type === 'end');
  const focus: FocusProps = { onFocus: setHover, onPin: setPinned };

  /** Where a Pokémon in play is now (it may have retreated, been promoted or left play). */
  const subjectOf = (f: Focus | null): DetailSubject | null => {
    if (!f) return null;
    if ('card' in f) return f;
    for (const i of [0, 1]) {
      const s = view.sides[i];
      const whose = i === seat ? 'your' : `${nameOf(i)}'s`;
      if (s.active?.pid === f.pid)
        return { card: s.active.card, where: `${whose} Active Spot`, pokemon: s.active };
      const b = s.bench.findIndex((x) => x.pid === f.pid);
      if (b >= 0)
        return { card: s.bench[b].card, where: `${whose} Bench, spot ${b + 1}`, pokemon: s.bench[b] };
    }
    return null;
  };
  const shown = subjectOf(hover) ?? subjectOf(pinned);

  /** A decision option that names a card this seat can read: a hand card in setup, a Pokémon to promote. */
  const optionFocus = (i: number): Focus | null => {
    const p = view.pending;
    if (!p || p.values[i] === undefined) return null;
    if (p.kind === 'promote') return { pid: p.values[i] };
    if (p.kind.startsWith('setup')) {
      const card = cardOfUid(view.decklists, p.values[i]);
      return card ? { card, where: 'your hand' } : null;
    }
    return null;
  };

  return (
    <div className="panel board pocket">
      <div className="round-line muted small">
        turn {view.turn} of {view.turnLimit} ·{' '}
        {view.stage === 'over' ? 'game over' : `${nameOf(view.current)} to play`}
        {view.pending ? ` · ${nameOf(view.pending.player)} decides: ${view.pending.prompt}` : ''}
      </div>
      <div className="pk-layout">
        <div className="pk-main">
          {order.map((i) => (
            <Side
              key={i}
              side={view.sides[i]}
              index={i}
              view={view}
              said={said}
              name={nameOf(i)}
              mineSide={i === seat}
              legal={i === me ? legal : []}
              onAct={onAct}
              focus={focus}
            />
          ))}
          {view.pending && (
            <section className="zone pk-decision">
              <h3>
                {view.pending.player === seat ? '' : `${nameOf(view.pending.player)} decides: `}
                {view.pending.prompt}
              </h3>
              <Resolving view={view} focus={focus} />
              {choices.length > 0 && (
                <div className="pk-controls">
                  {groupAlike(choices).map(({ choice: c, count }) => {
                    const index = (c.action as { option?: number }).option ?? -1;
                    const f = optionFocus(index);
                    return (
                      <button
                        key={JSON.stringify(c.action)}
                        type="button"
                        className="pk-action"
                        data-alike={count}
                        onMouseEnter={() => f && setHover(f)}
                        onMouseLeave={() => setHover(null)}
                        onClick={() => onAct(c.action)}
                      >
                        {count > 1 ? `${c.label} (${count})` : c.label}
                      </button>
                    );
                  })}
                </div>
              )}
            </section>
          )}
          {end && (
            <div className="pk-end">
              <button type="button" className="primary" onClick={() => onAct(end.action)}>
                End turn
              </button>
            </div>
          )}
          <StadiumZone view={view} legal={legal} onAct={onAct} nameOf={nameOf} />
          <section className="zone pk-effect-list">
            <h4>Active effects</h4>
            {view.effects.length === 0 ? (
              <div className="muted small">none</div>
            ) : (
              <ul className="small">
                {view.effects.map((e) => (
                  <EffectLine
                    key={e.id}
                    e={e}
                    view={view}
                    said={said.get(e.id)}
                    owner={`(${nameOf(e.sourcePlayer)})`}
                    onSource={(card) => setHover(card ? { card, where: 'source of an active effect' } : null)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
        <CardDetail subject={shown} view={view} said={said} />
      </div>
    </div>
  );
}

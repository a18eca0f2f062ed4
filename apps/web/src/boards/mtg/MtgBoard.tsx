/**
 * Magic's board: each player's life, library, hand (this seat's as card
 * faces, the other's as a count only), mana pool, graveyard and the
 * battlefield by controller — every card with its name, mana cost, type line
 * and oracle text from the card sheet, permanents with derived
 * power/toughness, keywords gained and lost, counters, damage, tapped state
 * and attachments under their host — then the stack, exile, combat and the
 * pending decision, and beside it all the detail panel for the card pointed
 * at or clicked. Every action is taken from the action panel beside the
 * board (numbered like the terminal's list).
 */
import type { MtgAction, MtgView } from '@arbiter/mtg';
import { useState } from 'react';
import type { BoardProps } from '../types.ts';
import { CardDetail } from './CardDetail.tsx';
import { CardFace, type FaceHandlers, type Permanent, type Shown, shownKey } from './CardFace.tsx';
import { cardsNamedIn, sheetCard } from './cards.ts';

/** Permanents this seat's pending decision names (the legend rule's candidates): outlined, with their ids. */
function candidatesOf(view: MtgView): number[] {
  return view.pending && 'candidates' in view.pending ? view.pending.candidates : [];
}

const onBattlefield = (p: Permanent): Shown => ({
  key: shownKey('battlefield', p.id),
  zone: 'battlefield',
  id: p.id,
  card: p.card,
  name: p.name,
  seat: p.controller,
  permanent: p,
});

/** Every card the view shows this seat, by key (what the detail panel can show). */
export function shownCards(view: MtgView): Map<string, Shown> {
  const out = new Map<string, Shown>();
  const add = (s: Shown) => out.set(s.key, s);
  view.players.forEach((pl, seat) => {
    if (Array.isArray(pl.hand))
      for (const c of pl.hand) add({ key: shownKey('hand', c.id), zone: 'hand', ...c, seat });
    for (const c of pl.graveyard) add({ key: shownKey('graveyard', c.id), zone: 'graveyard', ...c, seat });
  });
  for (const p of view.battlefield) add(onBattlefield(p));
  for (const x of view.stack)
    add({
      key: shownKey('stack', x.id),
      zone: 'stack',
      id: x.id,
      card: x.sourceCard,
      // A spell's text is its card's name; an ability's is its own words.
      name: x.kind === 'spell' ? x.text : `${sheetCard(x.sourceCard)?.name ?? 'Token'} — ability`,
      seat: x.controller,
      stack: x,
    });
  for (const c of view.exile) add({ key: shownKey('exile', c.id), zone: 'exile', ...c, seat: null });
  decisionCards(view).forEach((card, i) => {
    add({
      key: shownKey('decision', i),
      zone: 'decision',
      id: i,
      card,
      name: sheetCard(card)?.name ?? card,
      seat: null,
    });
  });
  return out;
}

/** Cards the pending decision's prompt and answers name (only the deciding seat sees them). */
function decisionCards(view: MtgView): string[] {
  const p = view.pending;
  if (!p || !('options' in p)) return [];
  return cardsNamedIn([p.prompt, ...p.options.map((o) => o.label)].join('\n'));
}

/** An ability's text with its source's name for the parser's self-reference (~). */
function abilityWords(item: MtgView['stack'][number], byId: Map<number, Permanent>): string {
  const source = sheetCard(item.sourceCard)?.name ?? byId.get(item.source)?.name ?? 'this';
  return item.text.replace(/~/g, source);
}

/** A permanent named in words (combat): pointing at or clicking it shows the card. */
function CardRef({
  id,
  byId,
  handlers,
}: {
  id: number;
  byId: Map<number, Permanent>;
  handlers: FaceHandlers;
}) {
  const key = shownKey('battlefield', id);
  return (
    <button
      type="button"
      className="mtg-ref"
      data-key={key}
      onMouseEnter={() => handlers.onHover(key)}
      onMouseLeave={() => handlers.onHover(null)}
      onClick={() => handlers.onPick(key)}
    >
      {byId.get(id)?.name ?? `#${id}`}
    </button>
  );
}

function PermanentCard({
  p,
  all,
  candidate,
  handlers,
}: {
  p: Permanent;
  all: Permanent[];
  candidate: boolean;
  handlers: FaceHandlers;
}) {
  const attached = all.filter((x) => x.attachedTo === p.id);
  return (
    <CardFace
      shown={onBattlefield(p)}
      handlers={handlers}
      className={`mtg-permanent${p.tapped ? ' tapped' : ''}${candidate ? ' mtg-candidate' : ''}`}
      attrs={{ 'data-candidate': candidate ? 'true' : undefined, 'data-tapped': p.tapped ? 'true' : 'false' }}
      extra={candidate ? <span className="mtg-id">[{p.id}]</span> : undefined}
    >
      {attached.length > 0 && (
        <div className="mtg-attachments">
          {attached.map((a) => (
            <CardFace
              key={a.id}
              shown={onBattlefield(a)}
              handlers={handlers}
              compact
              className="mtg-attachment"
              attrs={{ 'data-tapped': a.tapped ? 'true' : 'false' }}
            />
          ))}
        </div>
      )}
    </CardFace>
  );
}

function Side({
  view,
  seat,
  you,
  handlers,
}: {
  view: MtgView;
  seat: number;
  you: boolean;
  handlers: FaceHandlers;
}) {
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
        <span className="mtg-hand-count">Hand {Array.isArray(p.hand) ? p.hand.length : p.hand}</span>
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
            handlers={handlers}
          />
        ))}
      </div>
      {Array.isArray(p.hand) && (
        <div className="mtg-hand">
          {p.hand.map((c) => (
            <CardFace
              key={c.id}
              shown={{ key: shownKey('hand', c.id), zone: 'hand', ...c, seat }}
              handlers={handlers}
            />
          ))}
        </div>
      )}
      {p.graveyard.length > 0 && (
        <div className="mtg-graveyard">
          <span className="mtg-zone-label">Graveyard</span>
          {p.graveyard.map((c) => (
            <CardFace
              key={c.id}
              shown={{ key: shownKey('graveyard', c.id), zone: 'graveyard', ...c, seat }}
              handlers={handlers}
              compact
            />
          ))}
        </div>
      )}
    </section>
  );
}

export function MtgBoard({ view, seat }: BoardProps<MtgView, MtgAction>) {
  const me = seat ?? 0;
  const other = 1 - me;
  const byId = new Map(view.battlefield.map((p) => [p.id, p]));
  const [hover, setHover] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const handlers: FaceHandlers = { onHover: setHover, onPick: setPicked, picked };
  const cards = shownCards(view);
  const shown = (hover && cards.get(hover)) || (picked && cards.get(picked)) || null;
  return (
    <div className="mtg mtg-layout">
      <div className="mtg-main">
        <div className="mtg-turn">
          Turn {view.turn} · {view.step.replace(/_/g, ' ')} ·{' '}
          {view.active === me ? 'your turn' : "opponent's turn"}
        </div>
        <Side view={view} seat={other} you={false} handlers={handlers} />
        {(view.stack.length > 0 || view.combat || view.exile.length > 0 || view.pending) && (
          <section className="mtg-middle">
            {view.stack.length > 0 && (
              <div className="mtg-stack">
                <strong>Stack</strong> <span className="muted small">(top first)</span>
                <ol>
                  {[...view.stack].reverse().map((item) => {
                    const s = cards.get(shownKey('stack', item.id));
                    return (
                      <li key={item.id}>
                        {s && (
                          <CardFace
                            shown={s}
                            handlers={handlers}
                            extra={
                              item.kind === 'ability' ? (
                                <div className="mtg-ability-text">{abilityWords(item, byId)}</div>
                              ) : undefined
                            }
                            attrs={{ 'data-kind': item.kind }}
                          />
                        )}
                      </li>
                    );
                  })}
                </ol>
              </div>
            )}
            {view.combat && view.combat.attackers.length > 0 && (
              <div className="mtg-combat">
                <strong>Combat</strong>
                {view.combat.attackers.map((a) => {
                  const blockers = Object.entries(view.combat?.blocks ?? {})
                    .filter(([, at]) => at === a)
                    .map(([b]) => Number(b));
                  return (
                    <div key={a} className="mtg-attacker">
                      <CardRef id={a} byId={byId} handlers={handlers} /> attacks
                      {blockers.length > 0 && ', blocked by '}
                      {blockers.map((b, i) => (
                        <span key={b}>
                          {i > 0 && ', '}
                          <CardRef id={b} byId={byId} handlers={handlers} />
                        </span>
                      ))}
                    </div>
                  );
                })}
              </div>
            )}
            {view.exile.length > 0 && (
              <div className="mtg-exile">
                <span className="mtg-zone-label">Exile</span>
                {view.exile.map((c) => {
                  const s = cards.get(shownKey('exile', c.id));
                  return s && <CardFace key={c.id} shown={s} handlers={handlers} compact />;
                })}
              </div>
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
            {view.pending?.kind === 'assign_damage' && 'attacker' in view.pending && (
              <div className="mtg-decision-attacker">
                Damage of <CardRef id={view.pending.attacker} byId={byId} handlers={handlers} />:{' '}
                {view.pending.remaining} left to assign
              </div>
            )}
            {decisionCards(view).length > 0 && (
              <div className="mtg-decision-cards">
                <span className="mtg-zone-label">Cards in this decision</span>
                {decisionCards(view).map((_, i) => {
                  const s = cards.get(shownKey('decision', i));
                  return s && <CardFace key={s.key} shown={s} handlers={handlers} />;
                })}
              </div>
            )}
          </section>
        )}
        <Side view={view} seat={me} you={true} handlers={handlers} />
      </div>
      <div className="mtg-aside">
        <CardDetail shown={shown} view={view} me={me} />
      </div>
    </div>
  );
}

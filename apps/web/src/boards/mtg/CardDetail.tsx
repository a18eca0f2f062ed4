/**
 * The card detail panel: the card the pointer is over, else the last one
 * clicked — name, mana cost, type line, the whole oracle text, where it is
 * and whose, and for a permanent power/toughness now and printed, keywords
 * now, gained and lost, counters, damage, tapped, summoning sickness, what it
 * is attached to and what is attached to it; for a stack item, what it does.
 */
import type { MtgView } from '@arbiter/mtg';
import { ManaCost, printedFace, type Shown } from './CardFace.tsx';
import { keywordChanges } from './cards.ts';
import { keywordWords } from './words.ts';

const ZONE_WORDS: Record<Shown['zone'], string> = {
  hand: 'in hand',
  battlefield: 'on the battlefield',
  stack: 'on the stack',
  graveyard: 'in the graveyard',
  exile: 'in exile',
  decision: 'named in the decision',
};

export function CardDetail({ shown, view, me }: { shown: Shown | null; view: MtgView; me: number }) {
  if (!shown) {
    return (
      <aside className="mtg-detail empty" aria-label="card detail">
        <p className="muted small">Point at or click a card to read it.</p>
      </aside>
    );
  }
  const printed = printedFace(shown);
  const p = shown.permanent;
  const whose = shown.seat === null ? '' : shown.seat === me ? 'yours' : "opponent's";
  const nameOf = (id: number) => view.battlefield.find((x) => x.id === id)?.name ?? `#${id}`;
  const attachments = p ? view.battlefield.filter((x) => x.attachedTo === p.id) : [];
  const changes = p ? keywordChanges(printed.keywords, p.keywords) : null;
  const counters = p ? Object.entries(p.counters).filter(([, n]) => n > 0) : [];
  return (
    <aside className="mtg-detail" aria-label="card detail" data-key={shown.key} data-card={shown.card ?? ''}>
      <div className="mtg-detail-head">
        <h4 className="mtg-detail-name">{shown.name}</h4>
        <ManaCost cost={printed.manaCost} />
      </div>
      <div className="mtg-detail-type">{printed.typeLine}</div>
      <div className="muted small mtg-detail-where">
        {[whose, ZONE_WORDS[shown.zone]].filter(Boolean).join(' · ')}
      </div>
      {shown.stack && shown.stack.kind === 'ability' && (
        <p className="mtg-detail-ability">
          Ability on the stack: {shown.stack.text.replace(/~/g, shown.name.replace(/ — ability$/, ''))}
        </p>
      )}
      <p className="mtg-detail-text">{printed.oracle || 'No rules text.'}</p>
      {!p && printed.power !== null && (
        <div className="mtg-detail-printed-pt">
          Power/toughness {printed.power}/{printed.toughness}
        </div>
      )}
      {p && (
        <dl className="mtg-detail-stats">
          {p.types.includes('creature') && (
            <>
              <dt>Power/toughness</dt>
              <dd className="mtg-detail-pt" data-pt={`${p.power}/${p.toughness}`}>
                {p.power}/{p.toughness}
                {printed.power !== null &&
                  (printed.power !== p.power || printed.toughness !== p.toughness) &&
                  ` (printed ${printed.power}/${printed.toughness})`}
              </dd>
            </>
          )}
          <dt>Keywords</dt>
          <dd className="mtg-detail-keywords">{p.keywords.map(keywordWords).join(', ') || 'none'}</dd>
          {changes && changes.gained.length > 0 && (
            <>
              <dt>Gained</dt>
              <dd className="mtg-detail-gained">{changes.gained.map(keywordWords).join(', ')}</dd>
            </>
          )}
          {changes && changes.lost.length > 0 && (
            <>
              <dt>Lost</dt>
              <dd className="mtg-detail-lost">{changes.lost.map(keywordWords).join(', ')}</dd>
            </>
          )}
          {counters.length > 0 && (
            <>
              <dt>Counters</dt>
              <dd>{counters.map(([k, n]) => `${n}× ${k}`).join(', ')}</dd>
            </>
          )}
          {p.damage > 0 && (
            <>
              <dt>Damage</dt>
              <dd>{p.damage}</dd>
            </>
          )}
          <dt>State</dt>
          <dd className="mtg-detail-state" data-tapped={p.tapped ? 'true' : 'false'}>
            {p.tapped ? 'tapped' : 'untapped'}
            {p.types.includes('creature') && p.sick ? ', summoning sick' : ''}
          </dd>
          {p.attachedTo !== null && (
            <>
              <dt>Attached to</dt>
              <dd>{nameOf(p.attachedTo)}</dd>
            </>
          )}
          {attachments.length > 0 && (
            <>
              <dt>Attached</dt>
              <dd>{attachments.map((a) => a.name).join(', ')}</dd>
            </>
          )}
        </dl>
      )}
    </aside>
  );
}

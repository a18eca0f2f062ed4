/**
 * The card detail panel: the card the pointer is over, else the last one
 * clicked — name, kind, whose it is and where, rank cost, base and current
 * power (enhanced / enfeebled), the full-size pattern with its legend, and
 * the ability in words.
 */

import { type CardView, CostPawns, powerMark } from './CardFace.tsx';
import { sheetCard } from './cards.ts';
import { PatternGrid, PatternLegend } from './PatternGrid.tsx';

export interface DetailSubject {
  card: CardView;
  /** "in your hand", "on the middle lane, column 3". */
  where: string;
  owner: string;
}

export function CardDetail({ subject }: { subject: DetailSubject | null }) {
  if (!subject) {
    return (
      <aside className="qb-detail empty" aria-label="card detail">
        <p className="muted small">Point at or click a card to read it.</p>
      </aside>
    );
  }
  const { card } = subject;
  const info = sheetCard(card.id);
  const mark = powerMark(card);
  return (
    <aside className="qb-detail" aria-label="card detail" data-card-id={card.id}>
      <h4 className="qb-detail-name">{card.name}</h4>
      <div className="muted small">
        {info?.category ?? 'Card'} · {subject.owner} · {subject.where}
      </div>
      <dl className="qb-detail-stats">
        <dt>Rank cost</dt>
        <dd className="qb-detail-cost" data-cost={card.cost}>
          {card.cost} <CostPawns cost={card.cost} />
        </dd>
        <dt>Power</dt>
        <dd className="qb-detail-power" data-power={card.power}>
          {card.power}
          {card.power !== card.basePower ? ` (base ${card.basePower})` : ''}
          {mark && <span className={`qb-mark ${mark.cls}`}> {mark.words}</span>}
        </dd>
      </dl>
      {info && (
        <div className="qb-detail-pattern">
          <PatternGrid grid={info.grid} side={card.side} size="full" />
          <PatternLegend />
          {card.side === 1 && (
            <span className="muted small">mirrored: the second seat plays from the right</span>
          )}
        </div>
      )}
      <p className="qb-detail-text">{info?.text ?? 'No description for this card.'}</p>
    </aside>
  );
}

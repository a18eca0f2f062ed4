/**
 * One Queen's Blood card as a player reads it: rank cost (pawns), power
 * (marked when enhanced or enfeebled, with the change), name, the 5×5
 * placement pattern and the ability text. Used for hand cards, board cards
 * and the detail panel; the board's tiles clamp the text to a few lines.
 */
import type { QBView } from '@arbiter/queens-blood';
import { sheetCard } from './cards.ts';
import { PatternGrid } from './PatternGrid.tsx';

export type CardView = NonNullable<QBView['tiles'][number]['card']>;

/** "▲ +2" / "▼ −1" for a card whose power was changed by effects, else null. */
export function powerMark(card: CardView): { cls: string; text: string; words: string } | null {
  if (card.enhanced)
    return { cls: 'enhanced', text: `▲ +${card.powerDelta}`, words: `enhanced by ${card.powerDelta}` };
  if (card.enfeebled)
    return { cls: 'enfeebled', text: `▼ −${-card.powerDelta}`, words: `enfeebled by ${-card.powerDelta}` };
  return null;
}

export function CostPawns({ cost }: { cost: number }) {
  return (
    <span className="qb-cost" title={`rank cost ${cost}`} data-cost={cost}>
      {'♟'.repeat(cost)}
    </span>
  );
}

export function CardFace({ card, where }: { card: CardView; where: 'hand' | 'board' }) {
  const info = sheetCard(card.id);
  const mark = powerMark(card);
  return (
    <span className={`qb-card qb-card-${where}${mark ? ` ${mark.cls}` : ''}`} data-card-id={card.id}>
      <span className="qb-card-top">
        <CostPawns cost={card.cost} />
        <span
          className={`qb-power${card.enhanced ? ' up' : ''}${card.enfeebled ? ' down' : ''}`}
          title={`power ${card.power}`}
        >
          {card.power}
        </span>
      </span>
      <span className="qb-card-name">{card.name}</span>
      {mark && (
        <span className={`qb-mark ${mark.cls}`} title={mark.words}>
          {mark.text}
        </span>
      )}
      {info && <PatternGrid grid={info.grid} side={card.side} />}
      {info && <span className="qb-card-text">{info.text}</span>}
    </span>
  );
}

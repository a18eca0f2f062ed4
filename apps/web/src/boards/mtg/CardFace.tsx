/**
 * One Magic card as the board shows it: name and mana cost, type line and
 * oracle text (from the card sheet; a token's from the view), and for a
 * permanent what the game has made of it — power/toughness now (with the
 * printed values when they differ), keywords gained and lost, counters,
 * damage, tapped and summoning sickness, and its attachments. Compact faces
 * (graveyards, exile, attachments) leave the text to the detail panel.
 */
import type { MtgView } from '@arbiter/mtg';
import type { ReactNode } from 'react';
import { keywordChanges, sheetCard, tokenTypeLine } from './cards.ts';
import { keywordWords } from './words.ts';

export type Permanent = MtgView['battlefield'][number];
export type StackEntry = MtgView['stack'][number];
/** `decision`: a card a pending decision names by its words (e.g. a library card being looked at). */
export type Zone = 'hand' | 'battlefield' | 'stack' | 'graveyard' | 'exile' | 'decision';

/** A card on screen: where it is and whose, with the view's record of it. */
export interface Shown {
  key: string;
  zone: Zone;
  id: number;
  card: string | null;
  name: string;
  /** The seat it belongs to here: owner in hand/graveyard/exile, controller on the battlefield and stack. */
  seat: number | null;
  permanent?: Permanent;
  stack?: StackEntry;
}

export const shownKey = (zone: Zone, id: number) => `${zone}:${id}`;

/** Name, cost, type line, text and printed keywords: the sheet's, or a token's from the view. */
export function printedFace(s: Shown): {
  manaCost: string;
  typeLine: string;
  oracle: string;
  keywords: string[];
  power: number | null;
  toughness: number | null;
} {
  const info = sheetCard(s.card);
  if (info) return info;
  const t = s.permanent?.token;
  if (t)
    return {
      manaCost: '',
      typeLine: tokenTypeLine(t.types, t.subtypes),
      oracle: t.keywords.map(keywordWords).join(', '),
      keywords: t.keywords,
      power: t.types.includes('creature') ? t.power : null,
      toughness: t.types.includes('creature') ? t.toughness : null,
    };
  return { manaCost: '', typeLine: '', oracle: '', keywords: [], power: null, toughness: null };
}

/** "{2}{W}{W}" as pips. */
export function ManaCost({ cost }: { cost: string }) {
  if (!cost) return null;
  const symbols = cost.match(/\{[^}]+\}/g) ?? [];
  return (
    <span className="mtg-cost" data-cost={cost} title={`mana cost ${cost}`}>
      {symbols.map((sym, i) => {
        const inner = sym.slice(1, -1);
        // Symbols repeat ({W}{W}); a cost never reorders, so its position names it.
        const at = `${i}`;
        return (
          <i key={`${at}-${inner}`} className={`mtg-pip mtg-pip-${inner.replace(/[^A-Z0-9]/g, '')}`}>
            {inner}
          </i>
        );
      })}
    </span>
  );
}

/** Power/toughness now, with the printed values when an effect or counter changed them. */
export function PowerToughness({ p, printed }: { p: Permanent; printed: ReturnType<typeof printedFace> }) {
  const changed = printed.power !== null && (printed.power !== p.power || printed.toughness !== p.toughness);
  return (
    <div className="mtg-pt" data-pt={`${p.power}/${p.toughness}`}>
      {p.power}/{p.toughness}
      {changed && <span className="mtg-base-pt"> (printed {`${printed.power}/${printed.toughness}`})</span>}
      {p.damage > 0 && <span className="mtg-damage"> ({p.damage} damage)</span>}
    </div>
  );
}

export function KeywordChanges({ p, printed }: { p: Permanent; printed: string[] }) {
  const { gained, lost } = keywordChanges(printed, p.keywords);
  if (!gained.length && !lost.length) return null;
  return (
    <div className="mtg-keyword-changes">
      {gained.length > 0 && (
        <span className="mtg-kw-gained" data-gained={gained.join(',')}>
          gained {gained.map(keywordWords).join(', ')}
        </span>
      )}
      {lost.length > 0 && (
        <span className="mtg-kw-lost" data-lost={lost.join(',')}>
          {gained.length > 0 ? '; ' : ''}lost {lost.map(keywordWords).join(', ')}
        </span>
      )}
    </div>
  );
}

export interface FaceHandlers {
  /** The pointer is over this card (null: it left). */
  onHover: (key: string | null) => void;
  /** Clicked: pin it in the detail panel. */
  onPick: (key: string) => void;
  /** The card pinned in the detail panel, outlined. */
  picked: string | null;
}

export function CardFace({
  shown,
  handlers,
  compact = false,
  className = '',
  children,
  extra,
  attrs,
}: {
  shown: Shown;
  handlers: FaceHandlers;
  compact?: boolean;
  className?: string;
  /** Below the face (a permanent's attachments). */
  children?: ReactNode;
  /** Inside the face, after the name line (an id for a decision). */
  extra?: ReactNode;
  /** More data- attributes on the face. */
  attrs?: Record<string, string | undefined>;
}) {
  const printed = printedFace(shown);
  const p = shown.permanent;
  const counters = p ? Object.entries(p.counters).filter(([, n]) => n > 0) : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card face holds block content; a button may not.
    <div
      className={`mtg-card mtg-card-${shown.zone}${compact ? ' mtg-compact' : ''}${
        handlers.picked === shown.key ? ' mtg-picked' : ''
      }${className ? ` ${className}` : ''}`}
      data-zone={shown.zone}
      data-key={shown.key}
      data-id={shown.id}
      data-card={shown.card ?? ''}
      data-seat={shown.seat ?? ''}
      {...attrs}
      role="button"
      tabIndex={0}
      aria-label={`${shown.name}: show the card`}
      onMouseEnter={() => handlers.onHover(shown.key)}
      onMouseLeave={() => handlers.onHover(null)}
      onClick={(e) => {
        e.stopPropagation();
        handlers.onPick(shown.key);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') handlers.onPick(shown.key);
      }}
    >
      <div className="mtg-card-head">
        <span className={`mtg-name${shown.zone === 'hand' ? ' mtg-hand-card' : ''}`}>{shown.name}</span>
        <ManaCost cost={printed.manaCost} />
      </div>
      {extra}
      {printed.typeLine && <div className="mtg-type">{printed.typeLine}</div>}
      {!compact && printed.oracle && <div className="mtg-text">{printed.oracle}</div>}
      {!compact && !p && printed.power !== null && (
        <div className="mtg-printed-pt" data-pt={`${printed.power}/${printed.toughness}`}>
          {printed.power}/{printed.toughness}
        </div>
      )}
      {p?.types.includes('creature') && <PowerToughness p={p} printed={printed} />}
      {p && <KeywordChanges p={p} printed={printed.keywords} />}
      {counters.length > 0 && (
        <div className="mtg-counters">
          {counters.map(([k, n]) => (
            <span key={k} data-counter={k}>
              {n}× {k}
            </span>
          ))}
        </div>
      )}
      {p?.tapped && <div className="mtg-tapped-note">tapped</div>}
      {p?.types.includes('creature') && p.sick && <div className="mtg-sick">summoning sick</div>}
      {children}
    </div>
  );
}

/**
 * Card Kingdoms cards in words (from the generated card sheet): the text on
 * each card face, the clickable names of tableau cards, and the detail panel
 * showing the card under the pointer, else the last one clicked. A duke is
 * only ever drawn from the seat's own view (other players' dukes are not in it).
 */
import { useState } from 'react';
import { cards, rollsText } from './cards.ts';

export type CardKind = 'citizen' | 'starter' | 'monster' | 'domain' | 'duke' | 'noble' | 'relic';

/** A card to read: its table and row, and where it is ("top of the 9–10 stack", "Ann's tableau"). */
export interface CkFocus {
  kind: CardKind;
  index: number;
  where: string;
}

export interface FocusHandlers {
  /** Pointer over (a focus) or gone (null). */
  hover: (f: CkFocus | null) => void;
  pin: (f: CkFocus) => void;
}

/** The focus state of a board: what the detail panel shows, and the handlers cards bind to. */
export function useCardFocus(): { shown: CkFocus | null; handlers: FocusHandlers } {
  const [hover, setHover] = useState<CkFocus | null>(null);
  const [pinned, setPinned] = useState<CkFocus | null>(null);
  return { shown: hover ?? pinned, handlers: { hover: setHover, pin: setPinned } };
}

/** Props that make an element show `f` in the detail panel on hover and pin it on click. */
export function focusProps(f: CkFocus, h: FocusHandlers) {
  return {
    onMouseEnter: () => h.hover(f),
    onMouseLeave: () => h.hover(null),
    onClick: () => h.pin(f),
    'data-kind': f.kind,
    'data-index': f.index,
  };
}

const roleList = (roles: string[]) => (roles.length > 0 ? roles.join(', ') : 'no role');

/** The words on a card face (a shorter form of the detail's). */
export function CardFaceText({ kind, index }: { kind: CardKind; index: number }) {
  switch (kind) {
    case 'citizen':
    case 'starter': {
      const c = kind === 'citizen' ? cards.citizens[index] : cards.starters[index];
      return (
        <div className="ck-card-text small">
          <div className="ck-on-turn">
            <b>Your roll:</b> {c.onTurn}
          </div>
          <div className="ck-off-turn">
            <b>Others' rolls:</b> {c.offTurn}
          </div>
        </div>
      );
    }
    case 'monster': {
      const m = cards.monsters[index];
      return (
        <div className="ck-card-text small">
          <div className="ck-monster-cost">{m.cost}</div>
          <div className="ck-monster-reward">{m.reward}</div>
        </div>
      );
    }
    case 'domain': {
      const d = cards.domains[index];
      return (
        <div className="ck-card-text small">
          {d.activation && <div className="ck-domain-activation">{d.activation}</div>}
          {d.passive && <div className="ck-domain-passive">{d.passive}</div>}
        </div>
      );
    }
    case 'duke':
      return <div className="ck-card-text small">{cards.dukes[index].scoring}</div>;
    case 'noble':
      return <div className="ck-card-text small">{cards.nobles[index].scoring}</div>;
    case 'relic':
      return <div className="ck-card-text small">{cards.relics[index].text}</div>;
  }
}

/** The detail's lines for one card: [label, words]. */
export function detailLines(kind: CardKind, index: number): [string, string][] {
  switch (kind) {
    case 'citizen':
    case 'starter': {
      const c = kind === 'citizen' ? cards.citizens[index] : cards.starters[index];
      const lines: [string, string][] = [];
      if (kind === 'citizen') lines.push(['Cost', `${cards.citizens[index].cost} gold`]);
      lines.push(
        ['Number', c.rolls.length > 0 ? rollsText(c.rolls) : 'none'],
        ['Roles', roleList(c.roles)],
        ['Activates', c.activation],
        ['On your roll', c.onTurn],
        ["On others' rolls", c.offTurn],
      );
      return lines;
    }
    case 'monster': {
      const m = cards.monsters[index];
      return [
        ['Area', `${m.area} (${m.type})`],
        ['To slay', m.cost],
        ['Reward', m.reward],
      ];
    }
    case 'domain': {
      const d = cards.domains[index];
      const lines: [string, string][] = [
        ['Cost', d.requirement],
        ['VP', String(d.vp)],
      ];
      if (d.activation) lines.push(['Once', d.activation]);
      if (d.passive) lines.push(['While owned', d.passive]);
      return lines;
    }
    case 'duke':
      return [['Scoring', cards.dukes[index].scoring]];
    case 'noble':
      return [['Scoring', cards.nobles[index].scoring]];
    case 'relic':
      return [['Power', cards.relics[index].text]];
  }
}

const KIND_NAMES: Record<CardKind, string> = {
  citizen: 'Citizen',
  starter: 'Starting citizen',
  monster: 'Monster',
  domain: 'Domain',
  duke: 'Duke',
  noble: 'Noble',
  relic: 'Relic',
};

function nameOf(kind: CardKind, index: number): string {
  const table = {
    citizen: cards.citizens,
    starter: cards.starters,
    monster: cards.monsters,
    domain: cards.domains,
    duke: cards.dukes,
    noble: cards.nobles,
    relic: cards.relics,
  }[kind];
  return table[index].name;
}

export function CardDetail({ focus }: { focus: CkFocus | null }) {
  if (!focus) {
    return (
      <aside className="ck-detail empty" aria-label="card detail">
        <p className="muted small">Point at or click a card to read it.</p>
      </aside>
    );
  }
  return (
    <aside className="ck-detail" aria-label="card detail" data-kind={focus.kind} data-index={focus.index}>
      <h4 className="ck-detail-name">{nameOf(focus.kind, focus.index)}</h4>
      <div className="muted small">
        {KIND_NAMES[focus.kind]} · {focus.where}
      </div>
      <dl className="ck-detail-lines">
        {detailLines(focus.kind, focus.index).map(([label, words]) => (
          <div key={label} className="ck-detail-line">
            <dt>{label}</dt>
            <dd>{words}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/** Tableau cards as names to point at: `Peasant, Knight, Cleric`. */
export function CardChips({
  kind,
  indexes,
  where,
  handlers,
}: {
  kind: CardKind;
  indexes: readonly number[];
  where: string;
  handlers: FocusHandlers;
}) {
  return (
    <>
      {indexes.map((index, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: copies of one card are positions
          key={i}
          type="button"
          className="ck-chip"
          {...focusProps({ kind, index, where }, handlers)}
        >
          {nameOf(kind, index)}
        </button>
      ))}
    </>
  );
}

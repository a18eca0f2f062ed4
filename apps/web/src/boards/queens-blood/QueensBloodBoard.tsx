/**
 * Queen's Blood's board: the 3×5 grid (tile owner, pawn rank, the card with
 * its cost, current power, pattern and ability), lane totals with points on
 * both sides, the hand, and a card detail panel for the card under the
 * pointer or the last one clicked. Board cards changed by effects carry an
 * enhanced / enfeebled mark; tiles inside a board card's effect range carry
 * an effect mark, and the card being read shows the tiles its pawns and its
 * effect reach (for a picked hand card: from the tile under the pointer).
 * Pick a card in the hand, then a highlighted tile, to play it; the
 * mulligan goes through the action panel, passing through the Pass button.
 */
import type { QBAction, QBView } from '@arbiter/queens-blood';
import { useState } from 'react';
import type { BoardProps } from '../types.ts';
import { CardDetail, type DetailSubject } from './CardDetail.tsx';
import { CardFace, type CardView } from './CardFace.tsx';
import { reachedTiles, sheetCard } from './cards.ts';

type PlayAction = { type: 'play'; card: number; lane: number; col: number };
type Focus = { kind: 'hand'; uid: number } | { kind: 'tile'; lane: number; col: number };
const LANES = [0, 1, 2];
const COLS = [0, 1, 2, 3, 4];
const LANE_NAMES = ['TOP', 'MID', 'BOT'];
const key = (lane: number, col: number) => `${lane}:${col}`;

function ownerClass(owner: number): string {
  return owner === 0 ? 'own-0' : owner === 1 ? 'own-1' : 'own-none';
}

/** Tiles a card reaches from (lane, col): its pawn cells, and its effect cells when it has an ability. */
function reachOf(card: CardView, lane: number, col: number): { pawn: Set<string>; effect: Set<string> } {
  const info = sheetCard(card.id);
  if (!info) return { pawn: new Set(), effect: new Set() };
  const set = (letters: string) =>
    new Set(reachedTiles(info.grid, letters, lane, col, card.side).map(([l, c]) => key(l, c)));
  return { pawn: set('PX'), effect: info.effect ? set('EX') : new Set() };
}

export function QueensBloodBoard({ view, seat, seats, legal, onAct }: BoardProps<QBView, QBAction>) {
  const [chosen, setPicked] = useState<number | null>(null);
  /** The hand card clicked to pick `chosen` (another copy of the same card may stand for it). */
  const [pickedFace, setPickedFace] = useState<number | null>(null);
  const [pinned, setPinned] = useState<Focus | null>(null);
  const [hover, setHover] = useState<Focus | null>(null);
  const plays = legal.map((c) => c.action).filter((a): a is QBAction & PlayAction => a.type === 'play');
  // A pick lasts while that card can still be played (not after the turn passed or the match ended).
  const picked = plays.some((p) => p.card === chosen) ? chosen : null;
  const targets = new Map<string, QBAction>();
  for (const p of plays) if (p.card === picked) targets.set(key(p.lane, p.col), p);
  const pass = legal.find((c) => c.action.type === 'pass')?.action;
  const playable = new Set(plays.map((p) => p.card));
  // Copies of a card are interchangeable: the rules offer plays for the first copy only, so any copy picks it.
  const playableCopy = (c: CardView): number | null =>
    playable.has(c.uid) ? c.uid : (view.hand?.find((h) => h.id === c.id && playable.has(h.uid))?.uid ?? null);
  const nameOf = (s: number) => seats[s]?.name ?? `Seat ${s + 1}`;
  const tileAt = (lane: number, col: number) => view.tiles.find((t) => t.lane === lane && t.col === col);
  const ownerText = (side: number) => (side === seat ? 'yours' : `${nameOf(side)}'s`);

  /** The card a focus points at, with where it is. */
  const subjectOf = (f: Focus | null): DetailSubject | null => {
    if (!f) return null;
    if (f.kind === 'hand') {
      const card = view.hand?.find((c) => c.uid === f.uid);
      return card ? { card, where: 'in your hand', owner: ownerText(card.side) } : null;
    }
    const card = tileAt(f.lane, f.col)?.card;
    return card
      ? { card, where: `on ${LANE_NAMES[f.lane]} column ${f.col + 1}`, owner: ownerText(card.side) }
      : null;
  };
  const shownFocus = subjectOf(hover) ? hover : pinned;
  const shown = subjectOf(shownFocus);

  // What the card being read reaches: from its own tile, or a picked hand card from the target under the pointer.
  let reach = { pawn: new Set<string>(), effect: new Set<string>() };
  const pickedCard = view.hand?.find((c) => c.uid === picked);
  if (pickedCard && hover?.kind === 'tile' && targets.has(key(hover.lane, hover.col))) {
    reach = reachOf(pickedCard, hover.lane, hover.col);
  } else if (shownFocus?.kind === 'tile' && shown) {
    reach = reachOf(shown.card, shownFocus.lane, shownFocus.col);
  }

  // Effect marks: every tile inside the effect range of a card with an ability on the board.
  const inEffectOf = new Map<string, string[]>();
  for (const t of view.tiles) {
    if (!t.card || !sheetCard(t.card.id)?.effect) continue;
    for (const k of reachOf(t.card, t.lane, t.col).effect) {
      inEffectOf.set(k, [...(inEffectOf.get(k) ?? []), t.card.name]);
    }
  }

  const laneTotal = (lane: number, side: 0 | 1) => {
    const score = view.score.lanes[lane];
    return (
      <div className={`lane-total own-${side}${score?.winner === side ? ' winning' : ''}`}>
        {score?.power[side] ?? 0}
        {score && score.points[side] !== score.power[side] && score.points[side] > 0
          ? ` (${score.points[side]} pts)`
          : ''}
      </div>
    );
  };

  return (
    <div className="panel board queens-blood">
      <div className="round-line muted small">
        {view.phase === 'mulligan'
          ? 'mulligan'
          : view.phase === 'over'
            ? 'over'
            : `${nameOf(view.turn)} to play`}{' '}
        · move {view.moves} · hands {view.handCounts.join(' / ')} · decks {view.deckCounts.join(' / ')}
        {view.endReason ? ` · ${view.endReason}` : ''}
      </div>
      <div className="qb-grid">
        {LANES.map((lane) => (
          <div key={lane} className="qb-lane">
            {laneTotal(lane, 0)}
            {COLS.map((col) => {
              const tile = tileAt(lane, col);
              const k = key(lane, col);
              const target = targets.get(k);
              const affectedBy = inEffectOf.get(k);
              const classes = [
                'qb-tile',
                ownerClass(tile?.owner ?? -1),
                target ? 'target' : '',
                reach.pawn.has(k) ? 'reach-pawn' : '',
                reach.effect.has(k) ? 'reach-effect' : '',
                affectedBy ? 'in-effect' : '',
                tile?.card ? 'has-card' : '',
              ];
              return (
                <button
                  type="button"
                  key={col}
                  className={classes.filter(Boolean).join(' ')}
                  aria-disabled={!target && !tile?.card}
                  data-lane={lane}
                  data-col={col}
                  onMouseEnter={() => setHover({ kind: 'tile', lane, col })}
                  onMouseLeave={() => setHover(null)}
                  onClick={() => {
                    if (target) {
                      onAct(target);
                      setPicked(null);
                      setPinned({ kind: 'tile', lane, col });
                    } else if (tile?.card) {
                      setPinned({ kind: 'tile', lane, col });
                    }
                  }}
                  aria-label={`lane ${lane + 1} column ${col + 1}${tile?.card ? `: ${tile.card.name}` : ''}`}
                >
                  {affectedBy && (
                    <span
                      className="qb-effect-mark"
                      title={`in the effect range of ${affectedBy.join(', ')}`}
                    >
                      ✦
                    </span>
                  )}
                  {tile?.card ? (
                    <CardFace card={tile.card} where="board" />
                  ) : (
                    <span
                      className="qb-pawns"
                      title={tile && tile.rank > 0 ? `rank ${tile.rank}` : 'no pawns'}
                    >
                      {tile && tile.rank > 0 ? '♟'.repeat(tile.rank) : ''}
                    </span>
                  )}
                </button>
              );
            })}
            {laneTotal(lane, 1)}
          </div>
        ))}
      </div>
      <div className="qb-score">
        score: {nameOf(0)} {view.score.total[0]} – {view.score.total[1]} {nameOf(1)}
      </div>
      <div className="qb-lower">
        <div className="qb-hand">
          {view.hand ? (
            <>
              <h4>Your hand{seat !== null ? ` (${view.deckName ?? 'deck'})` : ''}</h4>
              <div className="qb-hand-cards">
                {view.hand.map((c) => {
                  const copy = playableCopy(c);
                  const isPicked = picked !== null && picked === copy && pickedFace === c.uid;
                  return (
                    <button
                      type="button"
                      key={c.uid}
                      className={`qb-hand-card${isPicked ? ' picked' : ''}${copy !== null ? ' playable' : ''}`}
                      aria-pressed={isPicked}
                      onMouseEnter={() => setHover({ kind: 'hand', uid: c.uid })}
                      onMouseLeave={() => setHover(null)}
                      onClick={() => {
                        setPinned({ kind: 'hand', uid: c.uid });
                        if (copy === null) return;
                        setPicked(isPicked ? null : copy);
                        setPickedFace(c.uid);
                      }}
                    >
                      <CardFace card={c} where="hand" />
                    </button>
                  );
                })}
              </div>
              {pass && (
                <button type="button" className="small-button" onClick={() => onAct(pass)}>
                  Pass
                </button>
              )}
            </>
          ) : (
            <p className="muted small">Spectating: the hands are hidden.</p>
          )}
        </div>
        <CardDetail subject={shown} />
      </div>
    </div>
  );
}

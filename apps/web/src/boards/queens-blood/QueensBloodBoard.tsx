/**
 * Queen's Blood's board: the 3×5 grid (tile owner, pawn rank, the card with
 * its current power), lane totals with points on both sides, and the hand.
 * Pick a card in the hand, then a highlighted tile, to play it; mulligans
 * and passing go through the action panel (or the pass button).
 */
import type { Action } from '@arbiter/core';
import type { QBView } from '@arbiter/queens-blood';
import { useState } from 'react';
import type { BoardProps } from '../types.ts';

type PlayAction = { type: 'play'; card: number; lane: number; col: number };
const LANES = [0, 1, 2];
const COLS = [0, 1, 2, 3, 4];

function ownerClass(owner: number): string {
  return owner === 0 ? 'own-0' : owner === 1 ? 'own-1' : 'own-none';
}

export function QueensBloodBoard({ view: raw, seat, seats, legal, onAct }: BoardProps) {
  const view = raw as QBView;
  const [picked, setPicked] = useState<number | null>(null);
  const plays = legal.map((c) => c.action).filter((a): a is Action & PlayAction => a.type === 'play');
  const targets = new Map<string, Action>();
  for (const p of plays) if (p.card === picked) targets.set(`${p.lane}:${p.col}`, p);
  const pass = legal.find((c) => c.action.type === 'pass')?.action;
  const playable = new Set(plays.map((p) => p.card));
  const nameOf = (s: number) => seats[s]?.name ?? `Seat ${s + 1}`;

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
        {LANES.map((lane) => {
          const score = view.score.lanes[lane];
          return (
            <div key={lane} className="qb-lane">
              <div className={`lane-total own-0${score?.winner === 0 ? ' winning' : ''}`}>
                {score?.power[0] ?? 0}
                {score && score.points[0] !== score.power[0] && score.points[0] > 0
                  ? ` (${score.points[0]} pts)`
                  : ''}
              </div>
              {COLS.map((col) => {
                const tile = view.tiles.find((t) => t.lane === lane && t.col === col);
                const target = targets.get(`${lane}:${col}`);
                return (
                  <button
                    type="button"
                    key={col}
                    className={`qb-tile ${ownerClass(tile?.owner ?? -1)}${target ? ' target' : ''}`}
                    disabled={!target}
                    onClick={() => {
                      if (target) {
                        onAct(target);
                        setPicked(null);
                      }
                    }}
                    aria-label={`lane ${lane + 1} column ${col + 1}`}
                  >
                    {tile?.card ? (
                      <span className="qb-card">
                        <span className="qb-card-name">{tile.card.name}</span>
                        <span
                          className={`qb-power${tile.card.enhanced ? ' up' : ''}${tile.card.enfeebled ? ' down' : ''}`}
                        >
                          {tile.card.power}
                        </span>
                      </span>
                    ) : (
                      <span className="qb-pawns">{tile && tile.rank > 0 ? '♟'.repeat(tile.rank) : ''}</span>
                    )}
                  </button>
                );
              })}
              <div className={`lane-total own-1${score?.winner === 1 ? ' winning' : ''}`}>
                {score?.power[1] ?? 0}
                {score && score.points[1] !== score.power[1] && score.points[1] > 0
                  ? ` (${score.points[1]} pts)`
                  : ''}
              </div>
            </div>
          );
        })}
      </div>
      <div className="qb-score">
        score: {nameOf(0)} {view.score.total[0]} – {view.score.total[1]} {nameOf(1)}
      </div>
      {view.hand && (
        <div className="qb-hand">
          <h4>Your hand{seat !== null ? ` (${view.deckName ?? 'deck'})` : ''}</h4>
          <div className="qb-hand-cards">
            {view.hand.map((c) => (
              <button
                type="button"
                key={c.uid}
                className={`qb-hand-card${picked === c.uid ? ' picked' : ''}`}
                disabled={!playable.has(c.uid)}
                onClick={() => setPicked(picked === c.uid ? null : c.uid)}
                title={c.effect ?? ''}
              >
                <span className="qb-cost">{'♟'.repeat(c.cost)}</span>
                <span className="qb-card-name">{c.name}</span>
                <span className="qb-power">{c.power}</span>
              </button>
            ))}
          </div>
          {pass && (
            <button type="button" className="small-button" onClick={() => onAct(pass)}>
              Pass
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Scope resolvers (seed §6): which cards an effect reaches, from its source
 * card's side and tile. Cards come out in ascending tile order, so every
 * effect applies in a fixed order. `self` is never among "allies": an effect
 * reaches its own card only through scope `self`.
 */
import { createRegistry } from '@arbiter/core';
import { laneOf } from './board.ts';
import type { Catalog } from './catalog-types.ts';
import type { CardInst, QBState } from './state.ts';
import { COLS, type Scope, TILES } from './vocabulary.ts';

export type Relation = 'all' | 'ally' | 'enemy';

export interface ScopeInput {
  s: QBState;
  cat: Catalog;
  src: CardInst;
  /** Cards being destroyed right now: no effect reaches them. */
  dying: ReadonlySet<number> | null;
}

export type ScopeResolver = (input: ScopeInput, out: number[]) => void;

export function relationHolds(rel: Relation, a: number, b: number): boolean {
  return rel === 'all' || (rel === 'ally' ? a === b : a !== b);
}

function reachable(input: ScopeInput, uid: number): boolean {
  return uid >= 0 && uid !== input.src.uid && !(input.dying?.has(uid) ?? false);
}

function onAffectedTiles(rel: Relation): ScopeResolver {
  return (input, out) => {
    const { s, src } = input;
    if (src.tile < 0) return;
    const tiles = input.cat.cards[src.card].effectTiles[src.side][src.tile];
    for (const t of tiles) {
      const uid = s.tiles[t].card;
      if (reachable(input, uid) && relationHolds(rel, s.cards[uid].side, src.side)) out.push(uid);
    }
  };
}

function onTiles(rel: Relation, laneOnly: boolean): ScopeResolver {
  return (input, out) => {
    const { s, src } = input;
    if (laneOnly && src.tile < 0) return;
    const from = laneOnly ? laneOf(src.tile) * COLS : 0;
    const to = laneOnly ? from + COLS : TILES;
    for (let t = from; t < to; t++) {
      const uid = s.tiles[t].card;
      if (reachable(input, uid) && relationHolds(rel, s.cards[uid].side, src.side)) out.push(uid);
    }
  };
}

export const scopeRegistry = createRegistry<Scope, ScopeResolver>(
  'scope',
  {
    self: (input, out) => {
      if (input.src.tile >= 0 && !(input.dying?.has(input.src.uid) ?? false)) out.push(input.src.uid);
    },
    allies_on_affected_tiles: onAffectedTiles('ally'),
    enemies_on_affected_tiles: onAffectedTiles('enemy'),
    all_cards_on_affected_tiles: onAffectedTiles('all'),
    allies_global: onTiles('ally', false),
    enemies_global: onTiles('enemy', false),
    all_cards_global: onTiles('all', false),
    allies_in_lane: onTiles('ally', true),
    enemies_in_lane: onTiles('enemy', true),
    all_cards_in_lane: onTiles('all', true),
    // The lane's winning side; only scoring reads it (score_bonus), so it reaches no card.
    lane_owner: () => {},
  },
  [
    'allies_global',
    'enemies_global',
    'all_cards_global',
    'allies_in_lane',
    'enemies_in_lane',
    'all_cards_in_lane',
  ],
);

export function resolveScope(input: ScopeInput, scope: Scope): number[] {
  const out: number[] = [];
  scopeRegistry.handlers[scope](input, out);
  return out;
}

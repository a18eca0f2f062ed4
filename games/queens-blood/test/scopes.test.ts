/** Seed §6: scopes. Effects reach E and X cells only, mirrored for P2; global and lane scopes. */
import { describe, expect, it } from 'vitest';
import { tileIndex } from '../src/board.ts';
import { resolveScope, scopeRegistry } from '../src/scopes/index.ts';
import { cardAt, cat, play, scenario } from './helpers.ts';

const golem = (lane: number, col: number, side: 'P1' | 'P2') => ({ lane, col, card: '114', side });

describe('scopes on affected tiles', () => {
  it('all_cards_on_affected_tiles (Toxirat) hits allies and enemies', () => {
    const s = scenario({ tiles: [{ lane: 0, col: 2, owner: 'P1', rank: 2 }, golem(1, 3, 'P1')] });
    play(s, '006', 0, 2);
    expect(cardAt(s, 1, 3)?.powerDelta).toBe(-3);
    const t = scenario({ tiles: [{ lane: 0, col: 2, owner: 'P1', rank: 2 }, golem(1, 3, 'P2')] });
    play(t, '006', 0, 2);
    expect(cardAt(t, 1, 3)?.powerDelta).toBe(-3);
  });

  it('enemies_on_affected_tiles (Grenadier) spares allies; allies_on_affected_tiles (Red Dragon) spares enemies', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 1, owner: 'P1', rank: 2 }, golem(1, 3, 'P1')] });
    play(s, '003', 1, 1);
    expect(cardAt(s, 1, 3)?.powerDelta).toBe(0);
    const t = scenario({
      tiles: [{ lane: 1, col: 1, owner: 'P1', rank: 3 }, golem(0, 1, 'P1'), golem(1, 3, 'P2')],
    });
    play(t, '126', 1, 1);
    expect([cardAt(t, 0, 1)?.powerDelta, cardAt(t, 1, 3)?.powerDelta]).toEqual([-4, 0]);
  });

  it('P cells take pawns only: Capparwire does not touch the card ahead of it', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, owner: 'P1', rank: 1 },
        golem(1, 3, 'P2'),
        golem(0, 2, 'P2'),
        golem(2, 2, 'P2'),
      ],
    });
    play(s, '026', 1, 2);
    expect([cardAt(s, 1, 3)?.powerDelta, cardAt(s, 0, 2)?.powerDelta, cardAt(s, 2, 2)?.powerDelta]).toEqual([
      0, -1, -1,
    ]);
  });

  it('P2 patterns are mirrored: P2’s Grenadier hits two tiles to its left', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 5, owner: 'P2', rank: 2 }, golem(1, 3, 'P1')] });
    play(s, '003', 1, 5, 1);
    expect(cardAt(s, 1, 3)?.powerDelta).toBe(-4);
  });

  it('affected tiles off the board are ignored', () => {
    const s = scenario({ tiles: [{ lane: 0, col: 4, owner: 'P1', rank: 2 }, golem(0, 5, 'P2')] });
    play(s, '003', 0, 4); // two tiles ahead is off the board
    expect(cardAt(s, 0, 5)?.powerDelta).toBe(0);
  });

  it('an effect never reaches its own card through an affected-tile scope', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 3, owner: 'P1', rank: 2 }] });
    play(s, '144', 1, 3); // Emerald Witch raises cards on affected tiles by 2
    expect(cardAt(s, 1, 3)?.powerDelta).toBe(0);
  });
});

describe('global and lane scopes (reserved: no card names them yet)', () => {
  const s = scenario({
    tiles: [golem(0, 1, 'P1'), golem(0, 5, 'P2'), golem(1, 2, 'P1'), golem(1, 4, 'P2'), golem(2, 3, 'P2')],
  });
  const src = cardAt(s, 1, 2)!;
  const at = (scope: Parameters<typeof resolveScope>[1]) =>
    resolveScope({ s, cat, src, dying: null }, scope).map((u) => s.cards[u].tile);
  it('global scopes cover the whole board by side; allies and all cards include the source (seed: "all allied cards on the board")', () => {
    expect(at('allies_global')).toEqual([tileIndex(0, 0), tileIndex(1, 1)]);
    expect(at('enemies_global')).toEqual([tileIndex(0, 4), tileIndex(1, 3), tileIndex(2, 2)]);
    expect(at('all_cards_global')).toEqual([
      tileIndex(0, 0),
      tileIndex(0, 4),
      tileIndex(1, 1),
      tileIndex(1, 3),
      tileIndex(2, 2),
    ]);
  });
  it('lane scopes cover the source’s lane; allies and all cards include the source, enemies never do', () => {
    expect(at('allies_in_lane')).toEqual([tileIndex(1, 1)]);
    expect(at('enemies_in_lane')).toEqual([tileIndex(1, 3)]);
    expect(at('all_cards_in_lane')).toEqual([tileIndex(1, 1), tileIndex(1, 3)]);
  });
  it('a dying source is never reached, even by a scope that includes it', () => {
    const dying = new Set([src.uid]);
    expect(resolveScope({ s, cat, src, dying }, 'allies_global').map((u) => s.cards[u].tile)).toEqual([
      tileIndex(0, 0),
    ]);
  });
  it('each scope declares whether it reaches its own card', () => {
    const including = scopeRegistry
      .ids()
      .filter((id) => scopeRegistry.get(id).includesSelf)
      .sort();
    expect(including).toEqual([
      'all_cards_global',
      'all_cards_in_lane',
      'allies_global',
      'allies_in_lane',
      'self',
    ]);
  });
  it('self is the source; lane_owner reaches no card (scoring reads it)', () => {
    expect(at('self')).toEqual([tileIndex(1, 1)]);
    expect(at('lane_owner')).toEqual([]);
  });
  it('every scope has a resolver; the six unused ones are declared reserved', () => {
    expect(scopeRegistry.ids().length).toBe(11);
    expect([...scopeRegistry.reserved].sort()).toEqual([
      'all_cards_global',
      'all_cards_in_lane',
      'allies_global',
      'allies_in_lane',
      'enemies_global',
      'enemies_in_lane',
    ]);
  });
});

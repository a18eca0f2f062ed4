import { describe, expect, it } from 'vitest';
import { playProblem } from '../src/actions.ts';
import { contribute, recomputeTile, removeContributions } from '../src/board.ts';
import { cardAt, cat, destroyAt, pawns, play, scenario, tileAt } from './helpers.ts';

describe('pawn projections (rules §4 boundary flip)', () => {
  it('flips P1-3 hit by P2 to P1-2, P1-1, then P2-1', () => {
    const s = scenario({ start: 'empty', tiles: [{ lane: 1, col: 3, owner: 'P1', rank: 3 }] });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      contribute(s, 7, 100 + i, 1, 1, 0);
      seen.push(pawns(s, 1, 3));
    }
    expect(seen).toEqual(['P1-2', 'P1-1', 'P2-1']);
  });

  it('flips P2-2 hit by P1 to P2-1, then P1-1; own tiles rise to 3 and stop', () => {
    const s = scenario({ start: 'empty', tiles: [{ lane: 0, col: 2, owner: 'P2', rank: 2 }] });
    contribute(s, 1, 1, 0, 1, 0);
    expect(pawns(s, 0, 2)).toBe('P2-1');
    contribute(s, 1, 1, 0, 1, 0);
    expect(pawns(s, 0, 2)).toBe('P1-1');
    for (let i = 0; i < 4; i++) contribute(s, 1, 1, 0, 1, 0);
    expect(pawns(s, 0, 2)).toBe('P1-3');
  });

  it('a neutral tile becomes the projector’s at rank 1', () => {
    const s = scenario({ start: 'empty' });
    contribute(s, 12, 1, 1, 1, 0);
    expect(pawns(s, 2, 3)).toBe('P2-1');
  });

  it('Security Officer (001) projects up, down and both sides; mirrored for P2', () => {
    const s = scenario({});
    play(s, '001', 1, 1, 0);
    expect([pawns(s, 0, 1), pawns(s, 2, 1), pawns(s, 1, 2)]).toEqual(['P1-2', 'P1-2', 'P1-1']);
    play(s, '008', 1, 5, 1); // Grasslands Wolf: up and forward (left for P2)
    expect([pawns(s, 0, 5), pawns(s, 1, 4)]).toEqual(['P2-2', 'P2-1']);
  });

  it('a chain of plays flips a tile back and forth', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, owner: 'P1', rank: 1 },
        { lane: 1, col: 4, owner: 'P2', rank: 1 },
      ],
    });
    play(s, '008', 1, 2, 0); // forward onto col 3
    expect(pawns(s, 1, 3)).toBe('P1-1');
    play(s, '008', 1, 4, 1); // P2 forward onto col 3: flips
    expect(pawns(s, 1, 3)).toBe('P2-1');
    play(s, '008', 1, 1, 0); // forward onto col 2, occupied by P1's Wolf: recorded
    expect(tileAt(s, 1, 2).contribs.length).toBe(1);
    expect(pawns(s, 1, 2)).toBe('P1-2');
  });
});

describe('per-card contributions (§8.5)', () => {
  it('destroying a card removes its pawns and replays the rest in order', () => {
    const s = scenario({ start: 'empty' });
    contribute(s, 7, 1, 0, 1, 0); // P1-1
    contribute(s, 7, 2, 1, 1, 0); // flips to P2-1
    contribute(s, 7, 3, 0, 1, 0); // flips to P1-1
    removeContributions(s, 2);
    expect(pawns(s, 1, 3)).toBe('P1-2');
    removeContributions(s, 1);
    expect(pawns(s, 1, 3)).toBe('P1-1');
    removeContributions(s, 3);
    expect(pawns(s, 1, 3)).toBe('N');
  });

  it('projections onto an occupied tile count once it is empty again', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, card: '114', side: 'P1', owner: 'P1', rank: 1 },
        { lane: 1, col: 4, owner: 'P2', rank: 1 },
      ],
    });
    play(s, '008', 1, 4, 1); // P2 projects onto (1,3) under the Golem
    expect(tileAt(s, 1, 3).owner).toBe(1); // pawn state is P2's...
    expect(cardAt(s, 1, 3)?.side).toBe(0); // ...but the card still holds it
    destroyAt(s, 1, 3);
    expect(pawns(s, 1, 3)).toBe('P2-1');
  });

  it('a destroyed card gives back the tiles it took', () => {
    const s = scenario({});
    play(s, '001', 1, 1, 0);
    expect(pawns(s, 1, 2)).toBe('P1-1');
    destroyAt(s, 1, 1);
    expect([pawns(s, 1, 2), pawns(s, 0, 1), pawns(s, 1, 1)]).toEqual(['N', 'P1-1', 'P1-1']);
  });

  it('recomputeTile is the replay of base plus contributions', () => {
    const s = scenario({ start: 'empty', tiles: [{ lane: 0, col: 1, owner: 'P2', rank: 2 }] });
    contribute(s, 0, 5, 0, 1, 0);
    contribute(s, 0, 6, 0, 1, 0);
    const before = pawns(s, 0, 1);
    recomputeTile(s.tiles[0]);
    expect(pawns(s, 0, 1)).toBe(before);
    expect(before).toBe('P1-1');
  });
});

describe('placement legality', () => {
  const s = scenario({
    tiles: [
      { lane: 0, col: 2, owner: 'P1', rank: 2 },
      { lane: 1, col: 2, card: '001', side: 'P1' },
      { lane: 2, col: 2, owner: 'P2', rank: 3 },
    ],
    hands: [['002', '055', '052'], []],
  });
  const uid = (id: string) => s.hands[0].find((u) => cat.cards[s.cards[u].card].id === id)!;
  it('needs an empty own tile of rank >= cost', () => {
    expect(playProblem(s, cat, 0, uid('002'), 0, 1)).toBeNull(); // Riot Trooper cost 2 on rank 2
    expect(playProblem(s, cat, 0, uid('055'), 0, 1)).toMatch(/costs 3/);
    expect(playProblem(s, cat, 0, uid('002'), 2, 1)).toMatch(/not yours/);
    expect(playProblem(s, cat, 0, uid('002'), 1, 1)).toMatch(/holds a card/);
    expect(playProblem(s, cat, 0, uid('002'), 3, 1)).toMatch(/not a tile/);
  });
  it('replace-ally cards go onto an allied card, whatever the rank', () => {
    expect(playProblem(s, cat, 0, uid('052'), 1, 1)).toBeNull();
    expect(playProblem(s, cat, 0, uid('052'), 0, 1)).toMatch(/replace an allied card/);
  });
});

/** Seed §5: spawn_token, replace_ally, expand_positions; plus add_to_hand and modify_tile_ranks. */
import { describe, expect, it } from 'vitest';
import { cardAt, cat, destroyAt, idAt, pawns, play, powerAt, scenario } from './helpers.ts';

const golem = (lane: number, col: number, side: 'P1' | 'P2', extra: Record<string, unknown> = {}) => ({
  lane,
  col,
  card: '114',
  side,
  ...extra,
});
const handIds = (s: ReturnType<typeof scenario>, side: 0 | 1) =>
  s.hands[side].map((u) => cat.cards[s.cards[u].card].id);

describe('spawn_token (§5.1)', () => {
  const base = () =>
    scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 3 },
        { lane: 0, col: 2, owner: 'P1', rank: 2 },
        { lane: 2, col: 2, owner: 'P1', rank: 3 },
        golem(1, 2, 'P1'),
        { lane: 0, col: 5, owner: 'P2', rank: 2 },
      ],
    });

  it('Shiva spawns one Diamond Dust on each empty owned tile; never neutral, enemy or occupied tiles', () => {
    const s = base();
    play(s, '096', 1, 1);
    const spawned = s.cards.filter((c) => c.origin === 'token' && c.tile >= 0);
    expect(spawned.map((c) => c.tile).sort((a, b) => a - b)).toEqual([0, 1, 10, 11]);
    for (const c of spawned) {
      expect(cat.cards[c.card].name).toBe('Diamond Dust');
      expect(c.spawnedBy).toBe('096');
      expect(c.side).toBe(0);
    }
    expect([idAt(s, 0, 3), idAt(s, 0, 5), idAt(s, 1, 5)]).toEqual([null, null, null]);
  });

  it('records replaced_pawns, and Diamond Dust gains 2 for 2 pawns and 4 for 3 (on_spawned)', () => {
    const s = base();
    play(s, '096', 1, 1);
    expect([
      cardAt(s, 0, 1)?.replacedPawns,
      cardAt(s, 0, 2)?.replacedPawns,
      cardAt(s, 2, 2)?.replacedPawns,
    ]).toEqual([1, 2, 3]);
    expect([powerAt(s, 0, 1), powerAt(s, 0, 2), powerAt(s, 2, 2)]).toEqual([2, 4, 6]);
    expect(cardAt(s, 0, 2)?.powerDelta).toBe(2); // enhanced
  });

  it('Bahamut Arisen spawns the Elementals token matching each tile’s rank', () => {
    const s = base();
    play(s, '105', 1, 1);
    expect([idAt(s, 0, 1), idAt(s, 0, 2), idAt(s, 2, 2)]).toEqual(['156', '157', '158']);
  });

  it('J-Squad spawns Hype Johnnys by rank; their auras apply at once', () => {
    const s = base();
    play(s, '134', 1, 1);
    expect([idAt(s, 0, 1), idAt(s, 0, 2), idAt(s, 2, 2)]).toEqual(['159', '160', '161']);
    // Hype Johnnys III at (2,2) raises cards two tiles away: (0,2) holds Hype Johnnys II
    expect(powerAt(s, 0, 2)).toBe(1 + 3);
  });

  it('a spawned token is not played from hand: no on_card_played, no on_play', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
        { lane: 1, col: 3, card: '032', side: 'P1' },
      ],
    });
    play(s, '096', 1, 1);
    expect(s.cards.filter((c) => c.origin === 'token' && c.tile >= 0).length).toBe(2);
    expect(cardAt(s, 1, 3)?.scaleDelta).toBe(1); // Sea Devil counted Shiva only
  });
});

describe('replace_ally (§5.2)', () => {
  it('neutral: the ally is destroyed through the pipeline (its on_destroy fires, its pawns leave) and the card takes its tile', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 2, owner: 'P1', rank: 1 }] });
    play(s, '040', 1, 2); // Heatseeker projects around itself
    expect(pawns(s, 1, 3)).toBe('P1-1');
    play(s, '052', 1, 2); // Gigantoad replaces it
    expect(idAt(s, 1, 2)).toBe('052');
    expect(handIds(s, 0)).toEqual(['147']); // Heatseeker Minion
    expect(s.destroyed[0].map((u) => cat.cards[s.cards[u].card].id)).toEqual(['040']);
    expect(pawns(s, 2, 2)).toBe('N'); // Heatseeker's pawn below is gone; Gigantoad projects up and forward
    expect([pawns(s, 0, 2), pawns(s, 1, 3)]).toEqual(['P1-1', 'P1-1']);
  });

  it('lower: Gi Specter lowers every card on its affected tiles by the replaced ally’s effective power', () => {
    const s = scenario({
      tiles: [golem(1, 2, 'P1', { powerDelta: -3 }), golem(2, 3, 'P2'), golem(0, 4, 'P1')],
    });
    play(s, '067', 1, 2);
    expect(cardAt(s, 2, 3)?.powerDelta).toBe(-5);
    expect(idAt(s, 1, 2)).toBe('067');
  });

  it('lower reaches allies too (all cards); the replaced power includes scale and auras', () => {
    const s = scenario({ tiles: [golem(1, 2, 'P1', { scaleDelta: 2 }), golem(2, 3, 'P1')] });
    play(s, '067', 1, 2);
    expect(cardAt(s, 2, 3)).toBeNull(); // 8 - 10 < 0
  });

  it('raise: Griffon raises allies on its affected tile by the replaced power; enemies untouched', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 2, card: '011', side: 'P1' }, golem(0, 3, 'P1')] });
    play(s, '059', 1, 2);
    expect(cardAt(s, 0, 3)?.powerDelta).toBe(4);
    const t = scenario({ tiles: [{ lane: 1, col: 2, card: '011', side: 'P1' }, golem(0, 3, 'P2')] });
    play(t, '059', 1, 2);
    expect(cardAt(t, 0, 3)?.powerDelta).toBe(0);
  });

  it('onto an empty tile (scenario only): nothing is destroyed and the follow-up changes nothing', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 2, owner: 'P1', rank: 1 }, golem(2, 3, 'P2')] });
    play(s, '067', 1, 2, 0, true);
    expect(idAt(s, 1, 2)).toBe('067');
    expect(cardAt(s, 2, 3)?.powerDelta).toBe(0);
    expect(s.destroyed[0]).toEqual([]);
  });
});

describe('expand_positions (§5.3)', () => {
  it('Fat Chocobo: neutral neighbours become P1-1, own neighbours +1 (cap 3), enemy neighbours unchanged', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, owner: 'P1', rank: 3 },
        { lane: 1, col: 4, owner: 'P2', rank: 2 },
        { lane: 2, col: 3, owner: 'P1', rank: 3 },
      ],
    });
    play(s, '108', 1, 3);
    expect(pawns(s, 0, 3)).toBe('P1-1'); // neutral, not a pawn tile
    expect(pawns(s, 0, 2)).toBe('P1-2'); // pawn projection, then +1
    expect(pawns(s, 1, 4)).toBe('P2-2'); // enemy: unchanged
    expect(pawns(s, 2, 3)).toBe('P1-3'); // capped
    expect(pawns(s, 1, 5)).toBe('P1-1'); // a pawn tile beyond the neighbours: P2's home rank 1 flips
  });

  it('expansions are the card’s contributions: removed when it is destroyed', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 3, owner: 'P1', rank: 3 }] });
    play(s, '108', 1, 3);
    destroyAt(s, 1, 3);
    expect([pawns(s, 0, 3), pawns(s, 0, 2), pawns(s, 1, 3)]).toEqual(['N', 'N', 'P1-3']);
  });
});

describe('modify_tile_ranks', () => {
  it('Disgorgon: each pawn projection adds 2 ranks (neutral -> 2, own 2 -> 3, enemy 2 -> flipped to 1)', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, owner: 'P1', rank: 2 },
        { lane: 2, col: 3, owner: 'P2', rank: 2 },
      ],
    });
    play(s, '069', 1, 2);
    expect([pawns(s, 0, 3), pawns(s, 2, 3)]).toEqual(['P1-2', 'P1-1']);
  });

  it('Moss-Grown Adamantoise raises neutral tiles straight to 3', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 2, owner: 'P1', rank: 3 }] });
    play(s, '085', 1, 2);
    expect([pawns(s, 0, 1), pawns(s, 0, 2), pawns(s, 0, 3), pawns(s, 2, 3)]).toEqual([
      'P1-3',
      'P1-3',
      'P1-3',
      'P1-3',
    ]);
  });
});

describe('add_to_hand', () => {
  it('Mandragora adds a Mandragora Minion token to its owner’s hand', () => {
    const s = scenario({});
    play(s, '010', 1, 1);
    expect(handIds(s, 0)).toEqual(['146']);
    const minion = s.cards[s.hands[0][0]];
    expect([minion.origin, minion.spawnedBy, minion.side]).toEqual(['token', '010', 0]);
  });

  it('Moogle Trio adds two tokens; Cid adds The Tiny Bronco (errata); Don Corneo adds Cacneo and Donberry', () => {
    const s = scenario({ tiles: [{ lane: 0, col: 1, owner: 'P1', rank: 2 }] });
    play(s, '110', 0, 1);
    play(s, '093', 1, 1);
    play(s, '125', 2, 1, 0, true);
    expect(handIds(s, 0)).toEqual(['151', '152', '154', '162', '163']);
  });

  it('tokens in hand are played like any card and can chain: Grangalan -> Junior -> Baby', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 3 },
        { lane: 0, col: 1, owner: 'P1', rank: 2 },
      ],
    });
    play(s, '056', 1, 1);
    expect(handIds(s, 0)).toEqual(['148']);
    play(s, '148', 0, 1);
    expect(handIds(s, 0)).toEqual(['149']);
  });
});

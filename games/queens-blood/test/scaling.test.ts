/** Seed §4: while-in-play scaling is a snapshot; event-based scaling stacks in scale_delta. */
import { describe, expect, it } from 'vitest';
import { newCtx } from '../src/engine-context.ts';
import { destroyBatch, settle } from '../src/resolve.ts';
import type { QBState } from '../src/state.ts';
import { cardAt, cat, destroyAt, modifyAt, play, powerAt, scenario } from './helpers.ts';

function destroyBatchOf(s: QBState, uids: number[]): void {
  const ctx = newCtx(s, cat);
  destroyBatch(ctx, uids);
  settle(ctx);
}

const golem = (lane: number, col: number, side: 'P1' | 'P2', powerDelta = 0) => ({
  lane,
  col,
  card: '114',
  side,
  powerDelta,
});

describe('while_in_play modify_power_scale (snapshot)', () => {
  it('Chimera: +2 per enfeebled enemy, recomputed from the board, scale_delta untouched', () => {
    const s = scenario({
      tiles: [
        golem(0, 4, 'P2', -1),
        golem(2, 4, 'P2', -2),
        golem(0, 3, 'P2', 1),
        golem(2, 1, 'P1', -1),
        { lane: 1, col: 2, owner: 'P1', rank: 2 },
      ],
    });
    play(s, '046', 1, 2);
    expect(powerAt(s, 1, 2)).toBe(4 + 2 * 2);
    expect(cardAt(s, 1, 2)?.scaleDelta).toBe(0);
    modifyAt(s, 0, 4, +1); // no longer enfeebled
    expect(powerAt(s, 1, 2)).toBe(4 + 2);
    destroyAt(s, 2, 4);
    expect(powerAt(s, 1, 2)).toBe(4);
  });

  it('Valron counts other enfeebled allies, never itself', () => {
    const s = scenario({
      tiles: [golem(0, 1, 'P1', -1), golem(2, 5, 'P2', -1), { lane: 1, col: 3, owner: 'P1', rank: 2 }],
    });
    play(s, '068', 1, 3);
    expect(powerAt(s, 1, 3)).toBe(3 + 2);
    modifyAt(s, 1, 3, -1);
    expect(powerAt(s, 1, 3)).toBe(3 - 1 + 2);
  });

  it('Shadowblood Queen: +3 per other enfeebled card of either side', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1', -1),
        golem(2, 5, 'P2', -3),
        golem(2, 4, 'P2', 2),
        { lane: 1, col: 3, owner: 'P1', rank: 3 },
      ],
    });
    play(s, '145', 1, 3);
    expect(powerAt(s, 1, 3)).toBe(3 + 6);
  });

  it('Ironclad +3 and Odin +2 per enhanced enemy; allies do not count', () => {
    const s = scenario({
      tiles: [
        golem(0, 5, 'P2', 2),
        golem(2, 5, 'P2', 1),
        golem(0, 1, 'P1', 3),
        { lane: 1, col: 2, owner: 'P1', rank: 3 },
        { lane: 2, col: 1, owner: 'P1', rank: 2 },
      ],
    });
    play(s, '084', 1, 2);
    expect(powerAt(s, 1, 2)).toBe(1 + 3 * 2);
    play(s, '100', 2, 1);
    expect(powerAt(s, 2, 1)).toBe(3 + 2 * 2);
  });

  it('Chocobo & Moogle +1 and Ifrit +2 per other enhanced ally; Dio +1 per other enhanced card', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1', 1),
        golem(0, 2, 'P1', 2),
        golem(2, 5, 'P2', 1),
        { lane: 1, col: 1, owner: 'P1', rank: 3 },
        { lane: 2, col: 1, owner: 'P1', rank: 3 },
        { lane: 1, col: 3, owner: 'P1', rank: 3 },
      ],
    });
    play(s, '107', 1, 1);
    expect(powerAt(s, 1, 1)).toBe(1 + 2);
    play(s, '095', 2, 1);
    expect(powerAt(s, 2, 1)).toBe(5 + 4);
    play(s, '141', 1, 3);
    expect(powerAt(s, 1, 3)).toBe(4 + 3);
  });

  it('Adjudicator counts enhanced or enfeebled cards of both sides', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1', 1),
        golem(0, 5, 'P2', -1),
        golem(2, 5, 'P2', 0),
        { lane: 1, col: 3, owner: 'P1', rank: 2 },
      ],
    });
    play(s, '075', 1, 3);
    expect(powerAt(s, 1, 3)).toBe(1 + 2);
  });

  it('Space Ranger and Rictus count enemies only', () => {
    const s = scenario({
      tiles: [
        golem(0, 5, 'P2', 1),
        golem(2, 5, 'P2', -1),
        golem(0, 1, 'P1', 1),
        golem(2, 1, 'P1', -1),
        { lane: 1, col: 1, owner: 'P1', rank: 1 },
        { lane: 1, col: 2, owner: 'P1', rank: 1 },
      ],
    });
    play(s, '136', 1, 1);
    expect(powerAt(s, 1, 1)).toBe(2 + 1);
    play(s, '074', 1, 2);
    expect(powerAt(s, 1, 2)).toBe(2 + 1);
  });
});

describe('event-based modify_power_scale (stacking)', () => {
  it('Tonberry King: +2 per destroyed ally, kept in scale_delta for the rest of the game', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1'),
        golem(2, 1, 'P1'),
        golem(0, 5, 'P2'),
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
      ],
    });
    play(s, '035', 1, 1);
    destroyAt(s, 0, 1);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(2);
    destroyAt(s, 0, 5); // enemy: no change
    destroyAt(s, 2, 1);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(4);
    expect(powerAt(s, 1, 1)).toBe(1 + 4);
  });

  it('Death Claw and Landworm count destroyed enemies; Joker and Midgardsormr every destroyed card', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1'),
        golem(0, 5, 'P2'),
        golem(2, 5, 'P2'),
        { lane: 1, col: 1, owner: 'P1', rank: 1 },
        { lane: 2, col: 1, owner: 'P1', rank: 2 },
      ],
    });
    play(s, '043', 1, 1);
    play(s, '047', 2, 1);
    destroyAt(s, 0, 1);
    destroyAt(s, 0, 5);
    destroyAt(s, 2, 5);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(2);
    expect(cardAt(s, 2, 1)?.scaleDelta).toBe(3);
  });

  it('Anuran Suppressor: +2 per destroyed enemy; Skeeskee +1 per destroyed ally', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1'),
        golem(0, 5, 'P2'),
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
        { lane: 2, col: 1, owner: 'P1', rank: 1 },
      ],
    });
    play(s, '120', 1, 1);
    play(s, '058', 2, 1);
    destroyAt(s, 0, 5);
    destroyAt(s, 0, 1);
    expect([cardAt(s, 1, 1)?.scaleDelta, cardAt(s, 2, 1)?.scaleDelta]).toEqual([2, 1]);
  });

  it('a watcher destroyed in the same batch does not gain; one batch of two counts twice', () => {
    const s = scenario({
      tiles: [
        golem(0, 1, 'P1'),
        golem(0, 2, 'P1'),
        { lane: 1, col: 1, card: '035', side: 'P1' },
        { lane: 2, col: 1, card: '035', side: 'P1' },
      ],
    });
    const ctxCards = [s.tiles[0].card, s.tiles[1].card, s.tiles[10].card];
    // destroy both golems and one Tonberry in one batch
    destroyBatchOf(s, ctxCards);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(4 + 2);
  });

  it('Sea Devil: +1 per allied card played from hand, not its own play, not enemy plays', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 3 },
        { lane: 0, col: 5, owner: 'P2', rank: 1 },
      ],
    });
    play(s, '032', 1, 1);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(0);
    play(s, '001', 0, 5, 1);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(0);
    play(s, '001', 0, 1, 0);
    play(s, '001', 2, 1, 0);
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(2);
  });

  it('Bagnadrana: +1 per enemy card played; spawned tokens are not played', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 3 },
        { lane: 0, col: 5, owner: 'P2', rank: 2 },
        { lane: 2, col: 4, owner: 'P2', rank: 1 },
      ],
    });
    play(s, '038', 1, 1);
    play(s, '096', 0, 5, 1); // Shiva spawns Diamond Dust on P2's empty tiles
    expect(cardAt(s, 2, 4)?.origin).toBe('token');
    expect(cardAt(s, 1, 1)?.scaleDelta).toBe(1);
  });
});

/** Seed §3: the twelve triggers (scoring ones in score-bonus.test.ts) and the destroy batch order. */

import { describe, expect, it } from 'vitest';
import { newCtx } from '../src/engine-context.ts';
import type { QBEvent } from '../src/events.ts';
import { destroyBatch, settle } from '../src/resolve.ts';
import { cardAt, cat, destroyAt, idAt, modifyAt, play, powerAt, scenario, tileAt } from './helpers.ts';

const golem = (lane: number, col: number, side: 'P1' | 'P2', extra: Record<string, unknown> = {}) => ({
  lane,
  col,
  card: '114',
  side,
  ...extra,
});

describe('on_play and destruction at power <= 0', () => {
  it('Grenadier lowers the enemy two tiles ahead by 4', () => {
    const s = scenario({
      tiles: [{ lane: 1, col: 1, owner: 'P1', rank: 2 }, golem(1, 3, 'P2'), golem(0, 3, 'P1')],
    });
    play(s, '003', 1, 1);
    expect(cardAt(s, 1, 3)?.powerDelta).toBe(-4);
    expect(powerAt(s, 1, 3)).toBe(4);
    expect(cardAt(s, 0, 3)?.powerDelta).toBe(0);
  });

  it('a card whose power reaches exactly 0 is destroyed and goes to its owner’s pile', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
        { lane: 1, col: 3, card: '011', side: 'P2' },
      ],
    });
    play(s, '003', 1, 1);
    expect(cardAt(s, 1, 3)).toBeNull();
    expect(s.destroyed[1].map((u) => cat.cards[s.cards[u].card].id)).toEqual(['011']);
    expect(tileAt(s, 1, 3).owner).toBe(1); // the tile's pawns stay with P2
  });

  it('a card played onto a tile under a -aura larger than its power is destroyed at once', () => {
    // Leviathan (P2) lowers enemies on its E tiles by 3 while in play
    const s = scenario({
      tiles: [
        { lane: 1, col: 5, card: '102', side: 'P2' },
        { lane: 1, col: 3, owner: 'P1', rank: 1 },
      ],
    });
    play(s, '001', 1, 3);
    expect(cardAt(s, 1, 3)).toBeNull();
    expect(s.destroyed[0].length).toBe(1);
  });
});

describe('on_destroy and the destroy batch (§3.3)', () => {
  it('Flametrooper: when destroyed, all cards on its affected tiles lose 3', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, card: '030', side: 'P1' },
        golem(0, 2, 'P1'),
        golem(1, 2, 'P2'),
        golem(2, 2, 'P2'),
        golem(1, 4, 'P2'),
      ],
    });
    destroyAt(s, 1, 3);
    expect([
      cardAt(s, 0, 2)?.powerDelta,
      cardAt(s, 1, 2)?.powerDelta,
      cardAt(s, 2, 2)?.powerDelta,
      cardAt(s, 1, 4)?.powerDelta,
    ]).toEqual([-3, -3, -3, 0]);
  });

  it('runs every on_destroy, then the watchers, then removes the cards', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, card: '030', side: 'P1' },
        { lane: 0, col: 3, card: '041', side: 'P1' },
        { lane: 2, col: 1, card: '047', side: 'P2' },
        golem(1, 2, 'P2'),
      ],
    });
    const events: QBEvent[] = [];
    const ctx = newCtx(s, cat, (e) => events.push(e));
    destroyBatch(ctx, [tileAt(s, 1, 3).card, tileAt(s, 0, 3).card]);
    const kinds = events
      .filter((e) => e.type === 'destroyed' || e.type === 'trigger')
      .map((e) => `${e.type}:${e.type === 'trigger' ? e.trigger : e.card}`);
    expect(kinds).toEqual([
      'destroyed:Bomb',
      'trigger:on_destroy',
      'destroyed:Flametrooper',
      'trigger:on_destroy',
      'trigger:on_card_destroyed',
      'trigger:on_card_destroyed',
    ]);
    expect(cardAt(s, 2, 1)?.scaleDelta).toBe(2); // Joker saw both
    expect(cardAt(s, 1, 3)).toBeNull();
    expect(cardAt(s, 0, 3)).toBeNull();
  });

  it('cascades: an on_destroy that kills another card triggers that card’s on_destroy', () => {
    // Bomb (-4 to all on its affected tiles when destroyed) next to a Bloatfloat (power 1, -4 when destroyed)
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, card: '041', side: 'P1' },
        { lane: 0, col: 3, card: '037', side: 'P2' },
        golem(0, 1, 'P1'),
      ],
    });
    const ctx = newCtx(s, cat);
    destroyBatch(ctx, [tileAt(s, 1, 3).card]);
    settle(ctx);
    expect(cardAt(s, 0, 3)).toBeNull();
    expect(s.destroyed[1].length).toBe(1);
    expect(cardAt(s, 0, 1)?.powerDelta).toBe(-4); // Bloatfloat (P2, mirrored) hit two tiles to its left
  });
});

describe('enhance / enfeeble triggers (§3.1)', () => {
  it('on_enfeebled (Two Face) fires on every negative change', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, card: '066', side: 'P1' },
        golem(0, 2, 'P2'),
        golem(2, 2, 'P2'),
        golem(0, 3, 'P2'),
      ],
    });
    modifyAt(s, 1, 2, -1);
    expect([cardAt(s, 0, 2)?.powerDelta, cardAt(s, 2, 2)?.powerDelta, cardAt(s, 0, 3)?.powerDelta]).toEqual([
      -4, -4, 0,
    ]);
    modifyAt(s, 1, 2, +3); // a positive change is not an enfeeble
    expect(cardAt(s, 0, 2)?.powerDelta).toBe(-4);
    modifyAt(s, 1, 2, -1);
    expect(cardAt(s, 0, 2)).toBeNull(); // 8 - 8 = 0: destroyed on the second enfeeble
  });

  it('on_first_enfeebled (Reapertail) fires once, when power_delta first goes below 0', () => {
    const s = scenario({
      tiles: [{ lane: 2, col: 1, card: '061', side: 'P1' }, golem(0, 2, 'P2'), golem(1, 2, 'P2')],
    });
    modifyAt(s, 2, 1, -1);
    expect([cardAt(s, 0, 2)?.powerDelta, cardAt(s, 1, 2)?.powerDelta]).toEqual([-2, -2]);
    modifyAt(s, 2, 1, -1);
    modifyAt(s, 2, 1, +2);
    modifyAt(s, 2, 1, -1);
    expect(cardAt(s, 0, 2)?.powerDelta).toBe(-2);
    expect(cardAt(s, 2, 1)?.firstEnfeebledFired).toBe(true);
  });

  it('on_first_enfeebled (Desert Sahagin) raises allies; enemies on the tile untouched', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 1, card: '063', side: 'P1' }, golem(2, 1, 'P1')] });
    modifyAt(s, 1, 1, -2);
    expect(cardAt(s, 2, 1)?.powerDelta).toBe(4);
  });

  it('on_first_enhanced (Amphidex) fires once even if enhanced again after going back to 0', () => {
    const s = scenario({
      tiles: [{ lane: 2, col: 1, card: '048', side: 'P1' }, golem(0, 1, 'P1'), golem(1, 1, 'P1')],
    });
    modifyAt(s, 2, 1, +1);
    expect([cardAt(s, 0, 1)?.powerDelta, cardAt(s, 1, 1)?.powerDelta]).toEqual([3, 3]);
    modifyAt(s, 2, 1, -1);
    modifyAt(s, 2, 1, +1);
    expect(cardAt(s, 0, 1)?.powerDelta).toBe(3);
  });

  it('the allies raised by a first-enhanced effect fire their own first-enhanced effects', () => {
    // Amphidex raises Stone Golem (first enhanced: enemies one tile ahead -4)
    const s = scenario({
      tiles: [
        { lane: 2, col: 1, card: '048', side: 'P1' },
        { lane: 1, col: 1, card: '065', side: 'P1' },
        golem(1, 2, 'P2'),
      ],
    });
    modifyAt(s, 2, 1, +1);
    expect(cardAt(s, 1, 1)?.powerDelta).toBe(3);
    expect(cardAt(s, 1, 2)?.powerDelta).toBe(-4);
  });

  it('Elena: when first enhanced, -99 destroys the cards on her affected tile', () => {
    const s = scenario({ tiles: [{ lane: 1, col: 2, card: '130', side: 'P1' }, golem(1, 3, 'P2')] });
    modifyAt(s, 1, 2, +1);
    expect(cardAt(s, 1, 3)).toBeNull();
  });

  it('Red XIII hit by Grenadier: its first-enfeebled effect fires before it is destroyed, and kills the Grenadier', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
        { lane: 1, col: 3, card: '090', side: 'P2' },
      ],
    });
    play(s, '003', 1, 1);
    expect(idAt(s, 1, 3)).toBeNull();
    expect(idAt(s, 1, 1)).toBeNull();
    expect(s.destroyed.map((d) => d.length)).toEqual([1, 1]);
  });
});

describe('on_power_threshold (§3.2)', () => {
  it('Cloud: the first upward crossing of 7 raises allies on affected tiles by 2, once', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, card: '086', side: 'P1' },
        golem(0, 1, 'P1'),
        golem(2, 3, 'P1'),
        golem(1, 3, 'P2'),
      ],
    });
    modifyAt(s, 1, 2, +3);
    expect(powerAt(s, 1, 2)).toBe(6);
    expect(cardAt(s, 0, 1)?.powerDelta).toBe(0);
    modifyAt(s, 1, 2, +1);
    expect([cardAt(s, 0, 1)?.powerDelta, cardAt(s, 2, 3)?.powerDelta, cardAt(s, 1, 3)?.powerDelta]).toEqual([
      2, 2, 0,
    ]);
    expect(cardAt(s, 1, 2)?.thresholdsFired).toEqual([7]);
    modifyAt(s, 1, 2, -2);
    modifyAt(s, 1, 2, +2);
    expect(cardAt(s, 0, 1)?.powerDelta).toBe(2);
  });

  it('a downward crossing never fires; entering the board above the threshold counts from base power', () => {
    const s = scenario({
      tiles: [{ lane: 1, col: 2, card: '086', side: 'P1', scaleDelta: 6 }, golem(0, 1, 'P1')],
    });
    expect(cardAt(s, 1, 2)?.lastPower).toBe(9); // placed directly by the scenario: no crossing
    modifyAt(s, 1, 2, -3);
    expect(cardAt(s, 0, 1)?.powerDelta).toBe(0);
    // played from hand next to an aura that lifts it to 7 at once: crosses from its base 3
    const t = scenario({
      tiles: [
        { lane: 1, col: 3, owner: 'P1', rank: 2 },
        { lane: 2, col: 3, card: '033', side: 'P1' },
        golem(0, 2, 'P1'),
      ],
    });
    // Shoalopod (033) raises allies on its E tile (one lane up) by 4 while in play
    play(t, '086', 1, 3);
    expect(powerAt(t, 1, 3)).toBe(7 + 0);
    expect(cardAt(t, 0, 2)?.powerDelta).toBe(2);
  });
});

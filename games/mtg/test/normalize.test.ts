/**
 * normalizeAction for the pregame decisions (issue 10's last part): a model's
 * keep/mulligan and its next bottom card (names, card ids, instance ids, hand
 * positions; a list cut to one) read back to a legal action,
 * also through the LLM agent's own answer reading.
 */
import { normalizeAnswer } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import type { MtgAction } from '../src/engine/rules.ts';
import { mtg } from '../src/index.ts';

function atBottom(mulligans: number) {
  const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'norm');
  mtg.apply(s, mtg.toAct(s)[0], { type: 'play_first' });
  const p = mtg.toAct(s)[0];
  for (let i = 0; i < mulligans; i++) mtg.apply(s, p, { type: 'mulligan' });
  mtg.apply(s, p, { type: 'keep' });
  const view = mtg.view(s, p);
  const legal = mtg.legalActions(s, p);
  const hand = view.players[p].hand as Array<{ id: number; name: string; card: string }>;
  return { s, p, view, legal, hand };
}

const isLegal = (legal: readonly MtgAction[], a: unknown) =>
  legal.some((l) => JSON.stringify(l) === JSON.stringify(a));

describe('MTG normalizeAction', () => {
  it('reads keep and mulligan in the usual shapes', () => {
    const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'n1');
    mtg.apply(s, mtg.toAct(s)[0], { type: 'play_first' });
    const p = mtg.toAct(s)[0];
    const view = mtg.view(s, p);
    const legal = mtg.legalActions(s, p);
    const n = (x: unknown) => mtg.normalizeAction!(x, view, legal);
    expect(n({ type: 'KEEP' })).toEqual({ type: 'keep' });
    expect(n({ decision: 'mulligan' })).toEqual({ type: 'mulligan' });
    expect(n({ mulligan: false })).toEqual({ type: 'keep' });
    expect(n({ keep: false })).toEqual({ type: 'mulligan' });
    expect(n({ action: 'Keep hand' })).toEqual({ type: 'keep' });
    for (const a of legal) expect(n(a)).toEqual(a);
  });

  it('reads the next bottom card by name, card id, instance id and hand position', () => {
    const { s, view, legal, hand } = atBottom(2);
    const n = (x: unknown) => mtg.normalizeAction!(x, view, legal) as { type: string; card: number };
    // The legal answer for hand[4]: its own instance, or the copy standing for its name.
    const cardOf = (id: number) => s.objects[id].card;
    const want = legal.find((a) => a.type === 'bottom' && cardOf(a.card) === hand[4].card);
    expect(want).toBeDefined();
    expect(n({ type: 'bottom', card: hand[4].name })).toEqual(want);
    expect(n({ type: 'bottom', cards: [hand[4].card] })).toEqual(want);
    expect(n({ bottom: hand[4].id })).toEqual(want);
    expect(n({ bottom: [4] })).toEqual(want);
    expect(n({ bottom: [String(hand[4].id)] })).toEqual(want);
    for (const a of legal) expect(n(a)).toEqual(a);
  });

  it('one card at a time: a list is cut to its first card, an empty one takes the first choice', () => {
    const { view, legal, hand } = atBottom(2);
    const n = (x: unknown) => mtg.normalizeAction!(x, view, legal);
    expect(n({ bottom: [hand[1].id, hand[4].id] })).toEqual(n({ bottom: [hand[1].id] }));
    expect(n({ bottom: [] })).toEqual(legal[0]);
    expect(isLegal(legal, n({ bottom: [hand[0].id, hand[1].id, hand[2].id] }))).toBe(true);
    expect(() => n({ bottom: ['No Such Card'] })).toThrow(/no 'No Such Card' in your hand/);
  });

  it('the LLM agent reads a model answer for the bottom decision as a legal index', () => {
    const { s, view, legal, hand } = atBottom(1);
    const labels = legal.map((a) => mtg.describe(a, s));
    const r = normalizeAnswer(JSON.stringify({ action: { type: 'bottom', cards: [hand[2].name] } }), {
      game: mtg as unknown as AnyGame,
      view,
      legal,
      labels,
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const picked = legal[r.index] as { type: 'bottom'; card: number };
      expect(s.objects[picked.card].card).toBe(hand[2].card);
    }
  });
});

describe('describe hides private choices from other readers', () => {
  it('Impulse: the pick is named to its player, not to the opponent', () => {
    const s = mtg.setup({ deck1: 'political_trickery', deck2: 'draconic_fury', maxTurns: 200 }, 'private');
    s.pending = {
      kind: 'resolve',
      player: 0,
      prompt: 'Choose a card to put into your hand.',
      options: [{ label: 'Counterspell', value: 1 }],
      private: true,
    };
    expect(mtg.describe({ type: 'choose', option: 0 }, s)).toBe('Counterspell');
    expect(mtg.describe({ type: 'choose', option: 0 }, s, 0)).toBe('Counterspell');
    expect(mtg.describe({ type: 'choose', option: 0 }, s, 1)).toBe('Make a choice');
    expect(mtg.describe({ type: 'choose', option: 0 }, s, null)).toBe('Make a choice');
  });
});

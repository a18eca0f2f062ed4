/**
 * normalizeAction for the pregame decisions (issue 10's last part): a model's
 * keep/mulligan and its bottom list (names, card ids, instance ids, hand
 * positions; duplicates; too few or too many) read back to a legal action,
 * also through the LLM agent's own answer reading.
 */
import { normalizeAnswer } from '@arbiter/agents';
import type { AnyGame } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import type { MtgAction } from '../src/engine/rules.ts';
import { mtg } from '../src/index.ts';

function atBottom(mulligans: number) {
  const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'norm');
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

  it('reads bottom cards by name, card id, instance id and hand position', () => {
    const { view, legal, hand } = atBottom(2);
    const n = (x: unknown) => mtg.normalizeAction!(x, view, legal);
    const want = [hand[1].id, hand[4].id].sort((a, b) => a - b);
    expect(n({ type: 'bottom', cards: [hand[1].name, hand[4].card] })).toEqual({
      type: 'bottom',
      cards: want,
    });
    expect(n({ bottom: [hand[4].id, hand[1].id] })).toEqual({ type: 'bottom', cards: want });
    expect(n({ bottom: [1, 4] })).toEqual({ type: 'bottom', cards: want });
    expect(isLegal(legal, n({ bottom: [hand[1].name, hand[4].card] }))).toBe(true);
    for (const a of legal) expect(n(a)).toEqual(a);
  });

  it('dedupes, cuts and fills the bottom list to the count', () => {
    const { view, legal, hand } = atBottom(2);
    const n = (x: unknown) => mtg.normalizeAction!(x, view, legal) as { cards: number[] };
    expect(n({ bottom: [hand[3].id, hand[3].id] }).cards).toHaveLength(2);
    expect(n({ bottom: [hand[3].id, hand[3].id] }).cards).toContain(hand[3].id);
    expect(n({ bottom: [hand[0].id, hand[1].id, hand[2].id] }).cards).toEqual(
      [hand[0].id, hand[1].id].sort((a, b) => a - b),
    );
    expect(isLegal(legal, n({ bottom: [] }))).toBe(true);
    expect(() => n({ bottom: ['No Such Card'] })).toThrow(/no 'No Such Card' in your hand/);
  });

  it('the LLM agent reads a model answer for the bottom decision as a legal index', () => {
    const { s, p, view, legal, hand } = atBottom(1);
    const labels = legal.map((a) => mtg.describe(a, s));
    const r = normalizeAnswer(JSON.stringify({ action: { type: 'bottom', cards: [hand[2].name] } }), {
      game: mtg as unknown as AnyGame,
      view,
      legal,
      labels,
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect((legal[r.index] as { cards: number[] }).cards).toEqual([hand[2].id]);
    void p;
  });
});

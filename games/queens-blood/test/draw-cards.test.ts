/** `draw_cards` (operations/draw-cards.ts): its data, its schema, what it does. */
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { queensBlood } from '../src/index.ts';
import { buildPosition, playStep, setupSchema } from '../src/scenario.ts';
import { variantCatalog } from './helpers.ts';

/** Security Officer (001, no effect in the shipped data) given "When played, draw 2 cards." */
const drawing = (count: unknown) =>
  variantCatalog((raw) => {
    raw.registry.on_play_draw = {
      description: `When played, draw ${count} cards.`,
      trigger: 'on_play',
      scope: 'self',
      operations: [{ type: 'draw_cards', count }],
    };
    raw.db.find((c) => c.id === '001')!.effect_id = 'on_play_draw';
  });

describe('draw_cards', () => {
  it('draws from the top of the side’s deck into its hand when its effect fires', () => {
    const cat = drawing(2);
    const s = buildPosition(
      cat,
      setupSchema.parse({ hands: [['001'], []], decks: [['002', '003', '004'], []] }),
      'd',
    );
    const ids = (list: number[]) => list.map((u) => cat.cards[s.cards[u].card].id);
    playStep(cat, s, { card: '001', lane: 0, col: 1, force: false });
    expect(ids(s.hands[0])).toEqual(['002', '003']);
    expect(ids(s.decks[0])).toEqual(['004']);
  });

  it('draws what is left when the deck runs out', () => {
    const cat = drawing(2);
    const s = buildPosition(cat, setupSchema.parse({ hands: [['001'], []], decks: [['002'], []] }), 'd');
    playStep(cat, s, { card: '001', lane: 0, col: 1, force: false });
    expect([s.hands[0].length, s.decks[0].length]).toEqual([1, 0]);
  });

  it('a bad count is a DataError with its file and path; the shipped data validates without warning about it', () => {
    expect(() => drawing(0)).toThrow(DataErrors);
    try {
      drawing(0);
    } catch (e) {
      expect((e as DataErrors).errors[0].message).toMatch(
        /qb_effects_v1\.1\.json \$\.on_play_draw\.operations\[0\]\.count/,
      );
    }
    const report = queensBlood.validate!();
    expect(report.ok).toBe(true);
    expect(report.warnings.join('\n')).not.toMatch(/draw_cards/);
  });
});

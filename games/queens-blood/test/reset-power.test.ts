/** `reset_power` (operations/reset-power.ts): its data, its schema, what it does, its words. */
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { queensBlood } from '../src/index.ts';
import { boardPowers } from '../src/power.ts';
import { buildPosition, playStep, setupSchema } from '../src/scenario.ts';
import { cardText } from '../src/view/card-text.ts';
import { variantCatalog } from './helpers.ts';

/** Security Officer (001, no effect in the shipped data) given "When played, reset every enemy card's power." */
const resetting = (operation: Record<string, unknown> = { type: 'reset_power' }) =>
  variantCatalog((raw) => {
    raw.registry.on_play_reset_enemies = {
      description: 'When played, clear the enhancements and enfeeblements of all enemy cards.',
      trigger: 'on_play',
      scope: 'enemies_global',
      operations: [operation],
    };
    raw.db.find((c) => c.id === '001')!.effect_id = 'on_play_reset_enemies';
  });

/** A plain enemy card (114) at `lane`, column 5, with a power delta. */
const enemy = (lane: number, powerDelta: number) => ({ lane, col: 5, card: '114', side: 'P2', powerDelta });

describe('reset_power', () => {
  it("puts every reached card's power delta back to 0, enhanced or enfeebled, as one change each", () => {
    const cat = resetting();
    const s = buildPosition(
      cat,
      setupSchema.parse({ hands: [['001'], []], tiles: [enemy(0, 2), enemy(1, -1), enemy(2, 0)] }),
      'r',
    );
    const base = cat.byId.get('114')!.power;
    const events: Array<{ type: string; amount?: number }> = [];
    playStep(cat, s, { card: '001', lane: 0, col: 1, force: false }, (e) => events.push(e));
    const powers = boardPowers(s, cat);
    for (const lane of [0, 1, 2]) {
      const uid = s.tiles[lane * 5 + 4].card;
      expect(s.cards[uid].powerDelta).toBe(0);
      expect(powers[lane * 5 + 4]).toBe(base);
    }
    // One discrete change per card that had a delta; none for the card that had none.
    expect(events.filter((e) => e.type === 'power').map((e) => e.amount)).toEqual([-2, 1]);
  });

  it('reads as players read it', () => {
    const cat = resetting();
    expect(cardText(cat.byId.get('001')!, cat)).toBe(
      'When played, clear the enhancements and enfeeblements of all enemy cards.',
    );
  });

  it('a field it does not take is a DataError with its file and path; the shipped data validates without warning about it', () => {
    expect(() => resetting({ type: 'reset_power', amount: 1 })).toThrow(DataErrors);
    try {
      resetting({ type: 'reset_power', amount: 1 });
    } catch (e) {
      expect((e as DataErrors).errors[0].message).toMatch(
        /qb_effects_v1\.1\.json \$\.on_play_reset_enemies\.operations\[0\]/,
      );
    }
    const report = queensBlood.validate!();
    expect(report.ok).toBe(true);
    expect(report.warnings.join('\n')).not.toMatch(/reset_power/);
  });
});

/**
 * The mitigation pipeline: raw → flat → prevent half → block → reflect →
 * floor at 0, with its checkpoints, clamping, and block kept apart from
 * prevention (raw = final + blocked + prevented).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mitigate } from '../src/index.ts';
import { alwaysCard, defend, eventsOf } from './helpers.ts';

const none = { flat: 0, halvings: 0, block: 0, reflect: 0, negated: false };

describe('prevent half rounding', () => {
  it('prevents ceil(d/2) and leaves floor(d/2) for every d in 1..20 (mitigate)', () => {
    for (let d = 1; d <= 20; d++) {
      const m = mitigate({ ...none, raw: d, halvings: 1 });
      expect(m.prevented, `d=${d}`).toBe(Math.ceil(d / 2));
      expect(m.checkpoints.afterPrevent, `d=${d}`).toBe(Math.floor(d / 2));
      expect(m.checkpoints.final, `d=${d}`).toBe(Math.floor(d / 2));
      expect(m.blocked).toBe(0);
    }
    // 1 damage: prevent 1, nothing left.
    expect(mitigate({ ...none, raw: 1, halvings: 1 }).checkpoints.final).toBe(0);
  });

  it('prevents ceil(d/2) end to end through a card rule that always applies preventHalf', () => {
    const card = alwaysCard([{ type: 'preventHalf' }]);
    for (let d = 1; d <= 20; d++) {
      const out = defend({ card, incoming: d, defense: [1, 2, 3] });
      const hit = out.defense!.rulesHit[0];
      expect(hit.effects[0]).toMatchObject({ type: 'preventHalf', ok: true });
      expect(out.defense!.contributions.preventHalf).toBe(1);
      expect(out.checkpoints, `d=${d}`).toEqual({
        raw: d,
        afterFlat: d,
        afterPrevent: Math.floor(d / 2),
        afterBlock: Math.floor(d / 2),
        afterReflect: Math.floor(d / 2),
        final: Math.floor(d / 2),
      });
      expect(out.attack!.prevented).toBe(Math.ceil(d / 2));
      expect(out.attack!.blocked).toBe(0);
      expect(out.fighters[1].hp).toBe(30 - Math.floor(d / 2));
      expect(out.report.stats[1].damagePrevented).toBe(Math.ceil(d / 2));
      expect(out.report.stats[1].preventHalfEvents).toBe(1);
    }
  });

  it('applies a card preventHalf once per defense whatever the match count', () => {
    const card = {
      dice: 3,
      fields: [{ id: 'ALL', faces: [1, 2, 3, 4, 5, 6] }],
      rules: [
        {
          id: 'halve',
          matcher: { type: 'countField' as const, fieldId: 'ALL' },
          effects: [{ type: 'preventHalf' as const }],
        },
      ],
    };
    const out = defend({ card, incoming: 12, defense: [1, 2, 3] });
    expect(out.defense!.rulesHit[0].matchCount).toBe(3);
    expect(out.checkpoints!.afterPrevent).toBe(6);
  });

  it('stacks a card halving with a spent prevent_half stack, each on what is left', () => {
    const m = mitigate({ ...none, raw: 9, halvings: 2 });
    expect(m.checkpoints.afterPrevent).toBe(2); // 9 → 4 → 2
    expect(m.prevented).toBe(7);
    const out = defend({
      card: alwaysCard([{ type: 'preventHalf' }]),
      incoming: 9,
      defense: [1, 1, 1],
      defender: { statuses: { prevent_half: 1 } },
      react: { preventHalf: true },
    });
    expect(out.checkpoints!.afterPrevent).toBe(2);
    expect(out.attack!.prevented).toBe(7);
    expect(out.fighters[1].statuses.prevent_half).toBeUndefined();
  });
});

describe('mitigation order and checkpoints', () => {
  it('flat, then prevent half, then block; reflect leaves the defender damage alone', () => {
    const m = mitigate({ raw: 10, flat: 3, halvings: 1, block: 2, reflect: 4, negated: false });
    expect(m.checkpoints).toEqual({
      raw: 10,
      afterFlat: 7,
      afterPrevent: 3,
      afterBlock: 1,
      afterReflect: 1,
      final: 1,
    });
    expect(m.blocked).toBe(5);
    expect(m.prevented).toBe(4);
    expect(m.reflected).toBe(4);
    expect(m.clamped).toBe(false);
    expect(m.checkpoints.raw).toBe(m.checkpoints.final + m.blocked + m.prevented);
  });

  it('runs the same order end to end from a card with flatBlock, preventHalf, blockPer and reflect', () => {
    const card = alwaysCard([
      { type: 'flatBlock', amount: 3 },
      { type: 'preventHalf' },
      { type: 'blockPer', amount: 2 },
      { type: 'reflect', amount: 4 },
    ]);
    const out = defend({ card, incoming: 10, defense: [2, 2, 2] });
    expect(out.defense!.contributions).toEqual({
      flat: 3,
      preventHalf: 1,
      block: 2,
      reflect: 4,
      dealToAttacker: 0,
    });
    expect(out.checkpoints).toEqual({
      raw: 10,
      afterFlat: 7,
      afterPrevent: 3,
      afterBlock: 1,
      afterReflect: 1,
      final: 1,
    });
    expect(out.attack).toMatchObject({ blocked: 5, prevented: 4, reflected: 4, clamped: false });
    expect(out.fighters[1].hp).toBe(29);
    expect(out.fighters[0].hp).toBe(26);
    const s = out.report.stats[1];
    expect(s.damageBlocked).toBe(5);
    expect(s.damagePrevented).toBe(4);
    expect(s.damageReflected).toBe(4);
    expect(s.flatBlockSum).toBe(3);
    expect(s.raw).toBe(s.final + s.damageBlocked + s.damagePrevented);
  });

  it('floors at 0 when block exceeds what is left, logs the clamp and counts only block that stopped damage', () => {
    const m = mitigate({ ...none, raw: 4, block: 6 });
    expect(m.checkpoints.final).toBe(0);
    expect(m.clamped).toBe(true);
    expect(m.blocked).toBe(4);
    expect(m.wastedBlock).toBe(2);
    const out = defend({
      card: alwaysCard([{ type: 'blockPer', amount: 6 }]),
      incoming: 4,
      defense: [5, 5, 5],
    });
    expect(out.attack).toMatchObject({ clamped: true, blocked: 4, prevented: 0 });
    expect(out.checkpoints!.final).toBe(0);
    const clampEvents = eventsOf(out, 'damage-clamped');
    expect(clampEvents).toHaveLength(1);
    expect(clampEvents[0]).toMatchObject({ seat: 1, afterPrevent: 4, block: 6 });
    expect(out.report.stats[1].clampEvents).toBe(1);
    expect(out.report.stats[1].wastedBlockSum).toBe(2);
  });

  it('keeps block and prevention apart when prevention already removed most of the damage', () => {
    // 5 → prevent 3 → 2 left; block 4 stops only 2 of it.
    const m = mitigate({ ...none, raw: 5, halvings: 1, block: 4 });
    expect(m.prevented).toBe(3);
    expect(m.blocked).toBe(2);
    expect(m.checkpoints.final).toBe(0);
    expect(m.prevented + m.blocked).toBe(5);
  });

  it('an evasive negation prevents everything and blocks nothing', () => {
    const m = mitigate({ raw: 7, flat: 2, halvings: 1, block: 3, reflect: 1, negated: true });
    expect(m.checkpoints.final).toBe(0);
    expect(m.prevented).toBe(7);
    expect(m.blocked).toBe(0);
    expect(m.reflected).toBe(1);
  });

  it('evasive end to end: a forced 5 negates, a forced 4 does not', () => {
    const hit = defend({
      incoming: 6,
      defense: [1, 2, 3, 6],
      defender: { statuses: { evasive: 1 } },
      evasive: [5],
      react: { evasive: true },
    });
    expect(hit.attack!.negatedByEvasive).toBe(true);
    expect(hit.checkpoints!.final).toBe(0);
    expect(hit.fighters[1].hp).toBe(30);
    expect(hit.report.stats[1]).toMatchObject({ evasiveAttempts: 1, evasiveSuccesses: 1 });
    const miss = defend({
      incoming: 6,
      defense: [4, 4, 4, 4],
      defender: { statuses: { evasive: 1 } },
      evasive: [4],
      react: { evasive: true },
    });
    expect(miss.attack!.negatedByEvasive).toBe(false);
    expect(miss.checkpoints!.final).toBe(6);
    expect(miss.fighters[1].statuses.evasive).toBeUndefined();
  });

  it('property: checkpoints never rise, final ≥ 0 and raw = final + blocked + prevented', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (raw, flat, halvings, block, reflect, negated) => {
          const m = mitigate({ raw, flat, halvings, block, reflect, negated });
          const c = m.checkpoints;
          expect(c.raw).toBe(raw);
          expect(c.afterFlat).toBeLessThanOrEqual(c.raw);
          expect(c.afterPrevent).toBeLessThanOrEqual(c.afterFlat);
          expect(c.afterBlock).toBeLessThanOrEqual(c.afterPrevent);
          expect(c.final).toBeGreaterThanOrEqual(0);
          expect(c.final).toBe(c.afterBlock);
          expect(raw).toBe(c.final + m.blocked + m.prevented);
          expect(m.blocked).toBeLessThanOrEqual(flat + block);
          expect(m.reflected).toBe(reflect);
          if (!negated) {
            expect(c.raw - c.afterFlat).toBe(Math.min(raw, flat));
            expect(m.prevented).toBe(c.afterFlat - c.afterPrevent);
          }
        },
      ),
    );
  });
});

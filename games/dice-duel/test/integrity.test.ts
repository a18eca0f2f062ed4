/**
 * The integrity check (issue 13, seed "Integrity & Damage Calculations"):
 * the check itself, a clean engine over random matches (no drift; blocked
 * and prevented never more than the raw damage), and — with the pipeline made
 * to lie — a drift counted in the report and the batch summary and logged
 * with both numbers.
 */
import { describe, expect, it, vi } from 'vitest';
import { integrityDrift } from '../src/defense/integrity.ts';
import * as pipeline from '../src/defense/pipeline.ts';
import { diceDuel } from '../src/index.ts';
import { summarizeReports } from '../src/telemetry/summary.ts';
import { defend, eventsOf, randomMatch } from './helpers.ts';

vi.mock('../src/defense/pipeline.ts', async (importOriginal) => {
  const real = await importOriginal<typeof pipeline>();
  return { ...real, mitigateInto: vi.fn(real.mitigateInto) };
});

describe('integrityDrift', () => {
  it('holds when the final checkpoint and the HP lost match attackBase − blocked − prevented', () => {
    expect(integrityDrift(8, 2, 3, 3, 20, 17)).toBeNull();
    // HP floors at 0: losing only what was held is no drift.
    expect(integrityDrift(8, 0, 0, 8, 5, 0)).toBeNull();
    expect(integrityDrift(8, 2, 3, 4, 20, 16)).toEqual({
      expected: 3,
      final: 4,
      hpLost: 4,
      expectedHpLost: 3,
    });
    expect(integrityDrift(8, 2, 3, 3, 20, 18)).toEqual({
      expected: 3,
      final: 3,
      hpLost: 2,
      expectedHpLost: 3,
    });
  });
});

describe('the engine', () => {
  it('drifts never over 150 random matches, and blocked/prevented stay within the raw damage', () => {
    const reports = [];
    for (let g = 0; g < 150; g++) {
      const m = randomMatch(`integrity-${g}`, { enableDefenseV2: g % 3 !== 0 });
      for (const { event } of m.events) {
        expect(event.type).not.toBe('integrity-drift');
        if (event.type !== 'damage') continue;
        const cp = event.checkpoints;
        expect(event.blocked + event.prevented).toBeLessThanOrEqual(cp.raw);
        expect(cp.final).toBe(cp.raw - event.blocked - event.prevented);
      }
      const report = diceDuel.report!(m.state, m.options);
      expect(report.driftCount).toBe(0);
      reports.push(report);
    }
    expect(summarizeReports(reports).driftCount).toBe(0);
  });

  it('counts and logs a drift when the pipeline disagrees with the arithmetic', () => {
    // The turn resolves each attack with mitigateInto (a reused result).
    const mitigateInto = vi.mocked(pipeline.mitigateInto);
    mitigateInto.mockImplementationOnce((out, raw) =>
      Object.assign(out, {
        checkpoints: {
          raw,
          afterFlat: raw,
          afterPrevent: raw,
          afterBlock: 6,
          afterReflect: 6,
          final: 6,
        },
        flatApplied: 0,
        blockApplied: 1,
        blocked: 1,
        prevented: 0,
        wastedBlock: 0,
        reflected: 0,
        clamped: false,
      }),
    );
    // 8 raw, 1 blocked, 0 prevented: 7 expected, but the (lying) pipeline says 6.
    const out = defend({ incoming: 8, defense: [1, 1, 1, 1, 1], options: { enableDefenseV2: false } });
    const drift = eventsOf(out, 'integrity-drift');
    expect(drift).toEqual([
      {
        type: 'integrity-drift',
        seat: 1,
        attackBase: 8,
        blocked: 1,
        prevented: 0,
        expected: 7,
        final: 6,
        hpLost: 6,
        expectedHpLost: 7,
      },
    ]);
    expect(out.report.driftCount).toBe(1);
    expect(summarizeReports([out.report, out.report]).driftCount).toBe(2);
    expect(diceDuel.describeEvent!(drift[0] as never)).toContain('pipeline gave 6');
  });
});

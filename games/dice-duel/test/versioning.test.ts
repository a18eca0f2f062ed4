/**
 * Defense versioning: the kill-switch (option and environment), the
 * per-match override, the fallback to v1 of an invalid card, and the report
 * metadata (schema and DSL versions, each hero's version, v1/v2 turns).
 */
import { runScenarioFile } from '@arbiter/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFENSE_DSL_VERSION, DEFENSE_SCHEMA_VERSION } from '../src/data/defense-card-schema.ts';
import { diceDuel } from '../src/index.ts';
import { envEnableDefenseV2 } from '../src/setup.ts';
import type { DuelState } from '../src/state.ts';
import type { DuelReport } from '../src/telemetry/report.ts';
import { defend, eventsOf, randomMatch } from './helpers.ts';

const reportOfMatch = (seed: string, options: Record<string, unknown>) => {
  const m = randomMatch(seed, options);
  return { report: diceDuel.report!(m.state as DuelState, m.options as never) as DuelReport, match: m };
};

/** Non-ultimate attacks, i.e. defenses rolled, counted from the events. */
function defensesRolled(match: ReturnType<typeof randomMatch>): number {
  const attacks = match.events.filter((e) => e.event.type === 'attack').length;
  const ultimates = match.events.filter((e) => e.event.type === 'ultimate').length;
  return attacks - ultimates;
}

describe('kill-switch and override', () => {
  it('enableDefenseV2 false puts both heroes on v1 whatever their defenseVersion', () => {
    const state = diceDuel.setup(diceDuel.optionsSchema.parse({ enableDefenseV2: false }), '1');
    expect(state.fighters.map((f) => [f.defense, f.card, f.fellBackToV1])).toEqual([
      ['v1', null, false],
      ['v1', null, false],
    ]);
    for (const seed of ['a', 'b', 'c']) {
      const { report, match } = reportOfMatch(seed, { enableDefenseV2: false });
      expect(report.enableDefenseV2).toBe(false);
      expect(report.heroDefenseVersion).toEqual(['v2', 'v2']);
      expect(report.defenseUsed).toEqual(['v1', 'v1']);
      expect(report.turnsV2).toBe(0);
      expect(report.turnsV1).toBeGreaterThan(0);
      expect(report.turnsV1).toBe(defensesRolled(match));
      expect(report.fieldsHash).toEqual([null, null]);
      expect(match.events.some((e) => e.event.type === 'rule-hit')).toBe(false);
    }
  });

  it('on, heroes follow their defenseVersion (both ship as v2)', () => {
    const { report, match } = reportOfMatch('d', { enableDefenseV2: true });
    expect(report.defenseUsed).toEqual(['v2', 'v2']);
    expect(report.turnsV1).toBe(0);
    expect(report.turnsV2).toBe(defensesRolled(match));
    expect(report.turnsV2).toBeGreaterThan(0);
    expect(report.fieldsHash.every((h) => typeof h === 'string' && h.length > 0)).toBe(true);
  });

  it("the per-match override 'v1' and 'v2' wins over the hero flag (but not over the kill-switch)", () => {
    const v1 = reportOfMatch('e', { enableDefenseV2: true, defense: 'v1' }).report;
    expect(v1).toMatchObject({ defenseOverride: 'v1', defenseUsed: ['v1', 'v1'], turnsV2: 0 });
    const v2 = reportOfMatch('e', { enableDefenseV2: true, defense: 'v2' }).report;
    expect(v2).toMatchObject({ defenseOverride: 'v2', defenseUsed: ['v2', 'v2'], turnsV1: 0 });
    const off = diceDuel.setup(diceDuel.optionsSchema.parse({ enableDefenseV2: false, defense: 'v2' }), '1');
    expect(off.fighters.map((f) => f.defense)).toEqual(['v1', 'v1']);
  });

  it('the same seed under v1 and v2 plays the same initiative and first roll', () => {
    const a = diceDuel.setup(diceDuel.optionsSchema.parse({ defense: 'v1' }), 'qa');
    const b = diceDuel.setup(diceDuel.optionsSchema.parse({ defense: 'v2' }), 'qa');
    expect(a.initiativeRolls).toEqual(b.initiativeRolls);
    expect(a.offense).toEqual(b.offense);
  });
});

describe('ARBITER_ENABLE_DEFENSE_V2', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('envEnableDefenseV2 reads false/0/off/no as off and anything else (or nothing) as on', () => {
    for (const v of ['false', 'FALSE', ' 0 ', 'off', 'no'])
      expect(envEnableDefenseV2({ ARBITER_ENABLE_DEFENSE_V2: v }), v).toBe(false);
    for (const v of ['true', '1', 'on', 'yes', ''])
      expect(envEnableDefenseV2({ ARBITER_ENABLE_DEFENSE_V2: v }), v).toBe(true);
    expect(envEnableDefenseV2({})).toBe(true);
    expect(envEnableDefenseV2({ ENABLE_DEFENSE_V2: 'false' })).toBe(false);
  });

  it('is the default of the enableDefenseV2 option; an explicit option still wins', () => {
    vi.stubEnv('ARBITER_ENABLE_DEFENSE_V2', 'false');
    expect(diceDuel.optionsSchema.parse({}).enableDefenseV2).toBe(false);
    const state = diceDuel.setup(diceDuel.optionsSchema.parse({}), '1');
    expect(state.fighters.map((f) => f.defense)).toEqual(['v1', 'v1']);
    expect(diceDuel.optionsSchema.parse({ enableDefenseV2: true }).enableDefenseV2).toBe(true);
    vi.stubEnv('ARBITER_ENABLE_DEFENSE_V2', 'true');
    expect(diceDuel.optionsSchema.parse({}).enableDefenseV2).toBe(true);
  });
});

describe('report metadata', () => {
  it('carries defenseSchemaVersion, a semver defenseDslVersion, the switch and each hero’s version', () => {
    const { report } = reportOfMatch('meta', {});
    expect(report.defenseSchemaVersion).toBe(DEFENSE_SCHEMA_VERSION);
    expect(report.defenseDslVersion).toBe(DEFENSE_DSL_VERSION);
    expect(report.defenseDslVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(report).toMatchObject({
      enableDefenseV2: true,
      heroes: ['pyromancer', 'shadow-monk'],
      heroDefenseVersion: ['v2', 'v2'],
      fellBackToV1: [false, false],
    });
    expect(typeof report.turnsV1).toBe('number');
    expect(typeof report.turnsV2).toBe('number');
    // The report is plain JSON.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});

describe('validation failure falls back to v1', () => {
  const overlapping = {
    dice: 3,
    fields: [
      { id: 'A', faces: [1, 2] },
      { id: 'B', faces: [2, 3] },
    ],
    rules: [
      {
        id: 'x',
        matcher: { type: 'countField' as const, fieldId: 'A' },
        effects: [{ type: 'blockPer' as const, amount: 1 }],
      },
    ],
  };

  it('marks fellBackToV1 in the report, keeps the errors, and the defender plays its v1 board', () => {
    const out = defend({ card: overlapping, incoming: 5, defense: [3, 3, 3, 1, 2] });
    expect(out.fighters[1]).toMatchObject({ defense: 'v1', fellBackToV1: true });
    expect(out.fighters[1].fallbackErrors).toEqual([
      "fields.1.faces.0: face 2 is in fields 'A' and 'B': fields must be disjoint",
    ]);
    expect(out.report.fellBackToV1).toEqual([false, true]);
    expect(out.report.defenseUsed).toEqual(['v2', 'v1']);
    expect(out.report.fieldsHash[1]).toBeNull();
    // Five v1 dice, three of a kind: the monk's Slip Strike blocks 1.
    expect(out.defense!.version).toBe('v1');
    expect(out.defense!.diceBefore).toEqual([3, 3, 3, 1, 2]);
    expect(out.defense!.rulesHit).toEqual([
      {
        ruleId: 'v1:3OAK',
        label: 'Slip Strike',
        pass: 0,
        matchCount: 1,
        newMatches: 1,
        fieldTotals: {},
        matchedDiceIndexes: [],
        effects: [{ type: 'v1', ok: true, value: 1, reason: 'block' }],
      },
    ]);
    expect(out.checkpoints!.final).toBe(4);
    expect(out.report.turnsV1).toBe(1);
    expect(out.report.turnsV2).toBe(0);
    expect(eventsOf(out, 'v1-defense')[0]).toMatchObject({ seat: 1, combo: '3OAK', label: 'Slip Strike' });
  });

  it('a card that breaks the DSL shape falls back the same way', () => {
    const out = defend({ card: { ...overlapping, dice: 0 } as never, incoming: 2, defense: [1, 2, 4, 5, 6] });
    expect(out.fighters[1].fellBackToV1).toBe(true);
    expect(out.fighters[1].fallbackErrors[0]).toMatch(/^dice: /);
    expect(out.defense!.version).toBe('v1');
  });

  it('with the kill-switch off nobody asked for v2, so nothing fell back', () => {
    const out = defend({
      card: overlapping,
      incoming: 5,
      defense: [3, 3, 3, 1, 2],
      options: { enableDefenseV2: false },
    });
    expect(out.fighters[1]).toMatchObject({ defense: 'v1', fellBackToV1: false });
    expect(out.report.fellBackToV1).toEqual([false, false]);
  });

  it("the scenario's cards expectation reports the same failure", () => {
    const report = runScenarioFile(
      diceDuel,
      { setup: { cards: { 1: overlapping } }, expect: { cards: [] } },
      't',
    );
    const out = (
      report.checks[0].actual as Array<{
        ok: boolean;
        fallsBackToV1: boolean;
        errors: Array<{ path: string; reason: string }>;
      }>
    )[1];
    expect(out.ok).toBe(false);
    expect(out.fallsBackToV1).toBe(true);
    expect(out.errors).toEqual([
      { path: 'fields.1.faces.0', reason: "face 2 is in fields 'A' and 'B': fields must be disjoint" },
    ]);
  });
});

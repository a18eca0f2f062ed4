/**
 * Sim metrics: `diceDuel.summarize` over a batch of reports, checked against
 * figures recomputed from the reports themselves, and Wilson intervals.
 */

import { wilson } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import type { DuelReport } from '../src/telemetry/report.ts';
import { summarizeReports } from '../src/telemetry/summary.ts';
import { randomMatch, scenario } from './helpers.ts';

type Interval = { rate: number; low: number; high: number };
type HeroSummary = {
  games: number;
  wins: number;
  winRate: Interval;
  defenses: number;
  avgPipeline: { raw: number; afterFlat: number; afterPrevent: number; afterBlock: number; final: number };
  damageBlocked: number;
  damagePrevented: number;
  damageReflected: number;
  defenseEfficiency: number;
};
type Summary = {
  defenseSchemaVersion: number;
  defenseDslVersion: string;
  turnsV1: number;
  turnsV2: number;
  doubleKo: number;
  winRateByHero: Record<string, Interval>;
  winRateByInitiative: { firstPlayer: Interval; decidedGames: number };
  roundsToKill: { mean: number; median: number; games: number };
  damagePerRound: number;
  heroes: Record<string, HeroSummary>;
  statusAnalytics: {
    gainedBySource: Record<string, number>;
    burnDamagePerGame: number;
    evasive: { attempts: number; successes: number; rate: Interval };
  };
  rulesHit: Record<string, { hits: number; matchCount: number }>;
};

const expectInterval = (w: Interval) => {
  expect(w.low).toBeGreaterThanOrEqual(0);
  expect(w.high).toBeLessThanOrEqual(1);
  expect(w.low).toBeLessThanOrEqual(w.rate);
  expect(w.rate).toBeLessThanOrEqual(w.high);
};

function batch(n: number, options: Record<string, unknown>): DuelReport[] {
  return Array.from({ length: n }, (_, i) => {
    const m = randomMatch(`sum-${i}`, options, { recordEvents: false });
    return diceDuel.report!(m.state, m.options);
  });
}

describe('wilson', () => {
  it('matches the textbook 95% interval and stays in [0, 1]', () => {
    const w = wilson(5, 10);
    expect(w.rate).toBe(0.5);
    expect(w.low).toBeCloseTo(0.2366, 4);
    expect(w.high).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(20, 20).high).toBe(1);
    for (let k = 0; k <= 12; k++) expectInterval(wilson(k, 12));
  });
});

describe('summarize over 50 random matches', () => {
  const reports = batch(50, { hero1: 'pyromancer', hero2: 'shadow-monk' });
  const s = summarizeReports(reports) as Summary;

  it('carries the version metadata and v1/v2 turn totals', () => {
    expect(s.defenseSchemaVersion).toBe(2);
    expect(s.defenseDslVersion).toBe('1.0.0');
    expect(s.turnsV2).toBe(reports.reduce((a, r) => a + r.turnsV2, 0));
    expect(s.turnsV1).toBe(0);
    expect(s.doubleKo).toBe(reports.filter((r) => r.doubleKo).length);
  });

  it('win rate by hero with Wilson bounds, recomputed from the reports', () => {
    expect(Object.keys(s.winRateByHero).sort()).toEqual(['pyromancer', 'shadow-monk']);
    for (const [seat, hero] of [
      [0, 'pyromancer'],
      [1, 'shadow-monk'],
    ] as const) {
      const wins = reports.filter((r) => r.winner === seat).length;
      expect(s.winRateByHero[hero]).toEqual(wilson(wins, 50));
      expectInterval(s.winRateByHero[hero]);
      expect(s.heroes[hero]).toMatchObject({ games: 50, wins });
    }
  });

  it('win rate by initiative over decided games', () => {
    const decided = reports.filter((r) => r.winner !== null);
    const first = decided.filter((r) => r.winner === r.firstPlayer).length;
    expect(s.winRateByInitiative.decidedGames).toBe(decided.length);
    expect(s.winRateByInitiative.firstPlayer).toEqual(wilson(first, decided.length));
    expectInterval(s.winRateByInitiative.firstPlayer);
  });

  it('rounds to kill and damage per round', () => {
    const kos = reports.filter((r) => r.doubleKo || /^ko/i.test(r.reason)).map((r) => r.rounds);
    expect(s.roundsToKill.games).toBe(kos.length);
    expect(kos.length).toBeGreaterThan(0);
    expect(s.roundsToKill.mean).toBeCloseTo(kos.reduce((a, b) => a + b, 0) / kos.length, 3);
    const sorted = [...kos].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    expect(s.roundsToKill.median).toBe(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
    expect(s.damagePerRound).toBeGreaterThan(0);
  });

  it('mitigation per hero: blocked, prevented and reflected apart; defenseEfficiency in [0, 1]', () => {
    for (const [seat, hero] of [
      [0, 'pyromancer'],
      [1, 'shadow-monk'],
    ] as const) {
      const h = s.heroes[hero];
      const sum = (k: 'raw' | 'damageBlocked' | 'damagePrevented' | 'damageReflected') =>
        reports.reduce((a, r) => a + r.stats[seat][k], 0);
      expect(h.damageBlocked).toBe(sum('damageBlocked'));
      expect(h.damagePrevented).toBe(sum('damagePrevented'));
      expect(h.damageReflected).toBe(sum('damageReflected'));
      const raw = sum('raw');
      expect(raw).toBeGreaterThan(0);
      const eff = (h.damageBlocked + h.damagePrevented + h.damageReflected) / raw;
      expect(h.defenseEfficiency).toBeCloseTo(eff, 3);
      expect(h.defenseEfficiency).toBeGreaterThanOrEqual(0);
      expect(h.defenseEfficiency).toBeLessThanOrEqual(1);
      const p = h.avgPipeline;
      expect(p.raw).toBeGreaterThanOrEqual(p.afterFlat);
      expect(p.afterFlat).toBeGreaterThanOrEqual(p.afterPrevent);
      expect(p.afterPrevent).toBeGreaterThanOrEqual(p.afterBlock);
      expect(p.afterBlock).toBeGreaterThanOrEqual(p.final);
    }
    // The monk's card prevents half on a 6, the pyromancer's never does.
    expect(s.heroes['shadow-monk'].damagePrevented).toBeGreaterThan(0);
  });

  it('status analytics: stacks by status and source, burn damage, evasive', () => {
    const gained: Record<string, number> = {};
    for (const r of reports)
      for (const st of r.stats)
        for (const [k, v] of Object.entries(st.statusGained)) gained[k] = (gained[k] ?? 0) + v;
    expect(s.statusAnalytics.gainedBySource).toEqual(gained);
    expect(Object.keys(gained)).toContain('burn<-rule:pyro_burn_on_6');
    expect(Object.keys(gained)).toContain('chi<-rule:monk_gain_chi_per_45');
    const burn = reports.reduce((a, r) => a + r.stats[0].burnDamageTaken + r.stats[1].burnDamageTaken, 0);
    expect(s.statusAnalytics.burnDamagePerGame).toBeCloseTo(burn / 50, 3);
    expectInterval(s.statusAnalytics.evasive.rate);
    expect(s.rulesHit.monk_block_per_123.hits).toBeGreaterThan(0);
  });

  it('an empty batch summarizes without dividing by zero', () => {
    const empty = summarizeReports([]) as Summary;
    expect(empty.turnsV1).toBe(0);
    expect(empty.winRateByInitiative.firstPlayer).toEqual({ rate: 0, low: 0, high: 1 });
    expect(empty.damagePerRound).toBe(0);
  });
});

describe('summarize with the kill-switch off', () => {
  it('counts v1 turns only', () => {
    const s = summarizeReports(batch(5, { enableDefenseV2: false })) as Summary;
    expect(s.turnsV2).toBe(0);
    expect(s.turnsV1).toBeGreaterThan(0);
  });
});

describe('average pipeline per defense', () => {
  // Regression (fixed engine bug): telemetry/record.ts recordAttack adds every attack's checkpoints
  // (raw, final, ...) to the defender's sums, including undefendable ultimates,
  // but recordDefense does not count an ultimate as a defense. SeatStats says
  // these are "sums over this seat's defenses" and summarize divides them by the
  // defense count, so avgPipeline.raw × defenses should give back the summed raw.
  // Input: one Supernova (ultimate, 13) on the monk, no other attack.
  // Expected: avgPipeline.raw × defenses === stats.raw (0 = 0, or 13 = 13 if
  // ultimates counted as defenses). Actual: defenses 0, avgPipeline.raw 13.
  it('averages only over what it counts as defenses (an ultimate alone)', () => {
    const out = scenario({
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      dice: { offense: [6, 6, 6, 6, 6] },
      step: { kind: 'play', actions: [{ type: 'attack', combo: '5OAK', chi: 0 }] },
    });
    const s = summarizeReports([out.report]) as Summary;
    const monk = s.heroes['shadow-monk'];
    expect(monk.avgPipeline.raw * monk.defenses).toBe(out.report.stats[1].raw);
  });
});

describe('streaming metrics', () => {
  it('folds game by game, and two chunks merged give the same summary as one pass', () => {
    const reports = batch(30, { hero1: 'pyromancer', hero2: 'shadow-monk' });
    const spec = diceDuel.metrics!;
    const outcome = { winner: null, draw: true, reason: 'test' };
    const fold = (rs: DuelReport[]) => {
      const acc = spec.init();
      for (const r of rs) spec.add(acc, r, outcome);
      // Chunks travel between threads as JSON.
      return JSON.parse(JSON.stringify(acc));
    };
    const whole = spec.finish(fold(reports));
    const a = fold(reports.slice(0, 13));
    spec.merge(a, fold(reports.slice(13)));
    expect(spec.finish(a)).toEqual(whole);
    expect(whole).toEqual(summarizeReports(reports));
    expect((whole as Summary).heroes.pyromancer.games).toBe(30);
  });
});

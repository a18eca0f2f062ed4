/**
 * Every file in games/dice-duel/scenarios runs through the scenario runner
 * (as `arbiter scenario dice-duel <file>` does) and its key numbers are
 * checked here. A new file without expectations fails the suite.
 * Also: the runner's own error reporting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import { ScenarioError } from '../src/scenario.ts';
import { eventsOf, type StepOut, scenario, type ValidateOut } from './helpers.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

const expectations: Record<string, (out: unknown) => void> = {
  'combos-full-house-is-not-pair-pair.json': (out) => {
    expect(out).toEqual({ step: 'combos', dice: [3, 5, 3, 5, 3], combos: ['FULL_HOUSE', '3OAK'] });
  },

  'validate-overlapping-fields.json': (raw) => {
    const out = raw as ValidateOut;
    expect(out.ok).toBe(false);
    expect(out.fallsBackToV1).toBe(true);
    expect(out.errors).toEqual([
      { path: 'fields.1.faces.0', reason: "face 4 is in fields 'LOW' and 'MID': fields must be disjoint" },
    ]);
    expect(out.warnings).toEqual([
      {
        path: 'fields.2',
        reason: "idle faces: field 'HIGH' (faces 6) is never read by a rule (set allowIdleFaces to allow)",
      },
    ]);
  },

  'pyromancer-defends-8.json': (raw) => {
    const out = raw as StepOut;
    expect(out.defense!.version).toBe('v2');
    expect(out.defense!.diceBefore).toEqual([4, 5, 6]);
    expect(out.defense!.rulesHit.map((h) => [h.ruleId, h.matchCount])).toEqual([
      ['pyro_block_per_45', 2],
      ['pyro_burn_on_6', 1],
    ]);
    expect(out.checkpoints).toEqual({
      raw: 8,
      afterFlat: 8,
      afterPrevent: 8,
      afterBlock: 6,
      afterReflect: 6,
      final: 6,
    });
    expect(out.fighters[1].hp).toBe(24);
    expect(out.fighters[0].statuses).toEqual({ burn: 1 });
  },

  'reroll-cascade-hits-the-limit.json': (raw) => {
    const out = raw as StepOut;
    const d = out.defense!;
    expect(d.diceBefore).toEqual([1, 5, 6]);
    expect(d.diceAfter).toEqual([1, 5, 2]);
    expect(d.rerolls).toEqual([
      { ruleId: 'low', policy: 'highest', indexes: [2], before: [1, 5, 6], after: [1, 5, 2] },
    ]);
    expect(d.rerollLimitReached).toBe(true);
    expect(d.rulesHit.map((h) => [h.pass, h.matchCount, h.newMatches])).toEqual([
      [0, 1, 1],
      [1, 2, 1],
    ]);
    expect(d.rulesHit[1].effects[0]).toMatchObject({ ok: false, reason: 'reroll limit reached (1)' });
    expect(d.fieldCounts).toEqual({ LOW: 2, HIGH: 1 });
    expect(out.checkpoints).toMatchObject({ raw: 8, afterBlock: 6, final: 6 });
    expect(out.fighters[1].hp).toBe(24);
    expect(eventsOf(out, 'reroll-rejected')).toHaveLength(1);
  },

  'double-ko-by-reflect.json': (raw) => {
    const out = raw as StepOut;
    expect(out.fighters.map((f) => f.hp)).toEqual([0, 0]);
    expect(out.attack).toMatchObject({ reflected: 5, doubleKo: true });
    expect(out.result).toEqual({ winner: null, reason: 'double KO', doubleKo: true });
    expect(out.report).toMatchObject({ winner: null, doubleKo: true });
  },

  'inferno-burns-the-monk.json': (raw) => {
    const out = raw as StepOut;
    expect(eventsOf(out, 'offense-roll')[1]).toMatchObject({
      attempt: 2,
      hold: [0, 1, 2],
      dice: [1, 2, 3, 4, 5],
    });
    expect(eventsOf(out, 'attack')[0]).toMatchObject({ combo: 'LARGE_STRAIGHT', label: 'Inferno', raw: 12 });
    expect(out.checkpoints).toEqual({
      raw: 12,
      afterFlat: 12,
      afterPrevent: 6,
      afterBlock: 4,
      afterReflect: 4,
      final: 4,
    });
    expect(out.attack).toMatchObject({ blocked: 2, prevented: 6 });
    // 30 − 4, then burn 2 ticks for 3 at the monk's upkeep and decays to 1.
    expect(out.fighters[1]).toMatchObject({ hp: 23, statuses: { burn: 1, chi: 1 } });
    expect(eventsOf(out, 'status-tick')[0]).toMatchObject({ seat: 1, stacks: 2, damage: 3 });
  },
};

describe('scenario files', () => {
  it('the folder has one file per step kind at least', () => {
    const kinds = new Set(files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).step.kind));
    expect([...kinds].sort()).toEqual(['combos', 'defend', 'play', 'validate']);
  });

  it.each(files)('%s runs and gives its key numbers', (file) => {
    const input = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    expect(typeof input.description).toBe('string');
    const check = expectations[file];
    expect(check, `no expectations for ${file}: add them to scenario-files.test.ts`).toBeDefined();
    const out = diceDuel.scenario!(input, file);
    check(out);
    // The output is plain JSON and running it again gives the same output.
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
    expect(diceDuel.scenario!(input, file)).toEqual(out);
  });
});

describe('scenario runner errors', () => {
  it('a malformed scenario names the source and the JSON path', () => {
    expect(() => diceDuel.scenario!({ step: { kind: 'defend', incoming: -1 } }, 'bad.json')).toThrow(
      ScenarioError,
    );
    expect(() => diceDuel.scenario!({ step: { kind: 'defend', incoming: -1 } }, 'bad.json')).toThrow(
      /^bad\.json: \$\.step\.incoming: /,
    );
    expect(() =>
      diceDuel.scenario!({ dice: { defense: [7] }, step: { kind: 'defend', incoming: 1 } }, 's'),
    ).toThrow(/\$\.dice\.defense\.0/);
    expect(() =>
      diceDuel.scenario!({ extra: 1, step: { kind: 'combos', dice: [1, 2, 3, 4, 5] } }, 's'),
    ).toThrow(ScenarioError);
  });

  it('unknown heroes, options and statuses are refused', () => {
    expect(() =>
      scenario({ options: { hero1: 'necromancer' }, step: { kind: 'defend', incoming: 1 } }),
    ).toThrow(/unknown hero 'necromancer'/);
    expect(() => scenario({ options: { turbo: true }, step: { kind: 'defend', incoming: 1 } })).toThrow(
      ScenarioError,
    );
    expect(() =>
      scenario({ fighters: [{ statuses: { frost: 1 } }], step: { kind: 'defend', incoming: 1 } }),
    ).toThrow(/unknown status 'frost'/);
  });

  it('an illegal action names its index and the rule it breaks', () => {
    expect(() =>
      scenario({
        dice: { offense: [1, 2, 4, 5, 1] },
        step: { kind: 'play', actions: [{ type: 'attack', combo: '3OAK', chi: 0 }] },
      }),
    ).toThrow(/step\.actions\[0\]: combo-not-shown/);
    expect(() =>
      scenario({
        dice: { offense: [1, 2, 4, 5, 1] },
        step: { kind: 'play', actions: [{ type: 'react', evasive: false, preventHalf: false, chi: 0 }] },
      }),
    ).toThrow(/step\.actions\[0\]: wrong-phase/);
  });

  it('statuses above their max are clamped and HP above max is capped', () => {
    const out = scenario({
      fighters: [{ hp: 99, statuses: { burn: 9 } }],
      dice: { offense: [1, 2, 4, 5, 1] },
      step: { kind: 'play', actions: [] },
    });
    // Burn 9 → 3 (max), ticks 4 at upkeep; HP capped at 30 first.
    expect(out.fighters[0]).toMatchObject({ hp: 26, statuses: { burn: 2 } });
  });

  it('a valid inline card is ignored while the kill-switch is off', () => {
    const out = scenario({
      options: { enableDefenseV2: false },
      cards: {
        1: {
          dice: 3,
          fields: [{ id: 'ALL', faces: [1, 2, 3, 4, 5, 6] }],
          rules: [
            {
              id: 'r',
              matcher: { type: 'countField', fieldId: 'ALL' },
              effects: [{ type: 'blockPer', amount: 9 }],
            },
          ],
        },
      },
      dice: { defense: [1, 2, 4, 5, 6] },
      step: { kind: 'defend', incoming: 5 },
    });
    expect(out.defense!.version).toBe('v1');
    expect(out.checkpoints!.final).toBe(5);
  });
});

/**
 * Every file in games/dice-duel/scenarios runs through the kernel's scenario
 * harness (as `arbiter scenario dice-duel <file>` does) and must pass its own
 * expectations; a file without any fails here. Also: the harness's error
 * reporting on Dice Duel positions and steps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenarioFile, ScenarioError } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';
import { eventsOf, scenario } from './helpers.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const run = (input: unknown, source = 's.json') => runScenarioFile(diceDuel, input, source);

describe('scenario files', () => {
  it.each(files)('%s passes its expectations', (file) => {
    const input = read(file);
    expect(typeof input.description).toBe('string');
    expect(Object.keys(input.expect ?? {}).length, `${file} expects nothing`).toBeGreaterThan(0);
    const report = run(input, file);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    // Plain JSON, and running it again gives the same report.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    expect(run(input, file)).toEqual(report);
  });

  it('the files use every step kind of the game and actions', () => {
    const used = new Set<string>();
    for (const f of files)
      for (const s of read(f).steps ?? []) used.add(s.do ?? (s.action ? 'action' : 'expect'));
    expect([...used].sort()).toEqual(['action', 'begin-turn', 'defend']);
  });

  it('a wrong expectation fails with where and what differs', () => {
    const input = read('pyromancer-defends-8.json');
    input.expect.hp = [30, 25];
    const report = run(input);
    expect(report.ok).toBe(false);
    expect(report.checks.find((c) => c.name === 'hp')?.message).toBe('$[1]: expected 25, got 24');
  });

  it('the inferno file logs the reroll, the attack and the burn tick', () => {
    const report = run(read('inferno-burns-the-monk.json'));
    const events = report.steps.flatMap((s) => s.events) as Array<{ type: string }>;
    const out = { events };
    expect(eventsOf(out as never, 'offense-roll')[1]).toMatchObject({
      attempt: 2,
      hold: [0, 1, 2],
      dice: [1, 2, 3, 4, 5],
    });
    expect(eventsOf(out as never, 'attack')[0]).toMatchObject({
      combo: 'LARGE_STRAIGHT',
      label: 'Inferno',
      raw: 12,
    });
    expect(eventsOf(out as never, 'status-tick')[0]).toMatchObject({ seat: 1, stacks: 2, damage: 3 });
  });
});

describe('scenario errors', () => {
  it('a malformed scenario names the source and the JSON path', () => {
    const bad = { steps: [{ do: 'defend', incoming: -1 }] };
    expect(() => run(bad, 'bad.json')).toThrow(ScenarioError);
    expect(() => run(bad, 'bad.json')).toThrow(/^bad\.json: \$\.steps\[0\]\.incoming: /);
    expect(() => run({ setup: { dice: { defense: [7] } } })).toThrow(/\$\.setup\.dice\.defense\[0\]/);
    expect(() => run({ setup: { extra: 1 } })).toThrow(ScenarioError);
    expect(() => run({ steps: [{ do: 'fly' }] })).toThrow(/unknown step 'fly'/);
    expect(() => run({ expect: { mana: 1 } })).toThrow(/unknown expectation 'mana'/);
  });

  it('unknown heroes, options and statuses are refused', () => {
    expect(() => run({ options: { hero1: 'necromancer' } })).toThrow(/unknown hero 'necromancer'/);
    expect(() => run({ options: { turbo: true } })).toThrow(ScenarioError);
    expect(() => run({ setup: { fighters: [{ statuses: { frost: 1 } }] } })).toThrow(
      /fighters\[0\]\.statuses\.frost: unknown status 'frost'/,
    );
    expect(() =>
      run({
        setup: {
          fighters: [{ statuses: { chi: 1 }, locked: [{ status: 'chi', stacks: 2, unlockTurn: 3 }] }],
        },
      }),
    ).toThrow(/2 chi locked but only 1 held/);
  });

  it('an illegal action names its step and the rule it breaks', () => {
    const setup = { dice: { offense: [1, 2, 4, 5, 1] } };
    expect(() =>
      run({ setup, steps: [{ do: 'begin-turn' }, { action: { type: 'attack', combo: '3OAK', chi: 0 } }] }),
    ).toThrow(/\$\.steps\[1\]: illegal action .*combo-not-shown/);
    expect(() =>
      run({
        setup,
        steps: [
          { do: 'begin-turn' },
          { action: { type: 'react', evasive: false, preventHalf: false, chi: 0 } },
        ],
      }),
    ).toThrow(/\$\.steps\[1\]: illegal action .*wrong-phase/);
    // Expected refusals are checked too: the state is left as it was.
    const report = run({
      setup,
      steps: [
        { do: 'begin-turn' },
        { action: { type: 'attack', combo: '3OAK', chi: 0 }, refused: 'combo-not-shown' },
      ],
      expect: { phase: 'offense' },
    });
    expect(report.ok).toBe(true);
    expect(report.steps[1].refused?.code).toBe('combo-not-shown');
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

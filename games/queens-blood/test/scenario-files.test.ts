import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { queensBlood } from '../src/index.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');

describe('scenario files', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    it(`${file} meets its expectations`, () => {
      const out = queensBlood.scenario!(JSON.parse(readFileSync(join(dir, file), 'utf8')), file) as {
        expect: { passed: boolean; failures: string[] };
        tiles: unknown[];
        lanes: unknown[];
      };
      expect(out.expect.failures).toEqual([]);
      expect(out.tiles.length).toBe(15);
      expect(out.lanes.length).toBe(3);
    });
  }

  it('reports a bad scenario with file, path and reason', () => {
    try {
      queensBlood.scenario!({ tiles: [{ lane: 'MID', col: 9 }] }, 'bad.json');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DataErrors);
      expect((e as DataErrors).errors[0].message).toMatch(/^bad\.json \$\.tiles\[0\]\.col:/);
    }
  });

  it('an illegal step throws a RuleViolation naming the reason', () => {
    expect(() =>
      queensBlood.scenario!({ hands: [['055'], []], steps: [{ play: '055', lane: 'TOP', col: 1 }] }, 'x'),
    ).toThrow(/costs 3/);
  });
});

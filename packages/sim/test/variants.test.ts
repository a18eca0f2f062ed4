import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  applyDataChanges,
  changeLabel,
  gameWithChanges,
  runBatch,
  stripTiming,
  validateChanges,
} from '../src/index.ts';
import { documentsToy, shippedDocuments } from './fixtures/documents-toy.ts';

const game = documentsToy();
const handSize = (value: unknown) => [{ file: 'rules.json', path: ['rules', 0, 'handSize'], value }] as never;

describe('data variants', () => {
  it('applies changes to a copy and leaves the shipped documents alone', () => {
    const before = structuredClone(shippedDocuments);
    const changed = applyDataChanges(shippedDocuments, handSize(5));
    expect(changed['rules.json']).toEqual({ rules: [{ id: 'standard', handSize: 5 }] });
    expect(shippedDocuments).toEqual(before);
  });

  it('names the file and path of a change that points nowhere', () => {
    const bad = [
      { file: 'rules.json', path: ['rules', 3, 'handSize'], value: 2 },
      { file: 'nope.json', path: ['x'], value: 1 },
      { file: 'rules.json', path: ['__proto__', 'x'], value: 1 },
    ];
    let caught: unknown;
    try {
      applyDataChanges(shippedDocuments, bad);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(DataErrors);
    const messages = (caught as DataErrors).errors.map((e) => e.message);
    expect(messages[0]).toBe('rules.json $.rules[3].handSize: no entry 3 in a list of 1');
    expect(messages[1]).toMatch(/^nope\.json \$: no such document \(this game's are: rules\.json\)/);
    expect(messages[2]).toMatch(/'__proto__' may not be a key/);
    expect(changeLabel(bad[0])).toBe('rules.json $.rules[3].handSize');
  });

  it('validates as the game validates, naming the field', () => {
    expect(validateChanges(game, handSize(4)).ok).toBe(true);
    const report = validateChanges(game, handSize('four'));
    expect(report.ok).toBe(false);
    expect(report.errors[0].file).toBe('rules.json');
    expect(report.errors[0].path).toBe('$.rules[0].handSize');
  });

  it('plays the changed data, and the shipped data without changes', async () => {
    expect(gameWithChanges(game, [])).toBe(game);
    const variant = gameWithChanges(game, handSize(1));
    const batch = { games: 40, seed: 3, agents: ['random'] };
    const shipped = await runBatch({ ...batch, game });
    const changed = await runBatch({ ...batch, game: variant });
    // One card in hand instead of three: other choices, other results (fixed seeds, so always these).
    expect([changed.wins, changed.draws]).not.toEqual([shipped.wins, shipped.draws]);
    // The same variant again gives the same report.
    const again = await runBatch({ ...batch, game: gameWithChanges(game, handSize(1)) });
    expect(stripTiming(again)).toEqual(stripTiming(changed));
  });

  it('refuses changes for a game without documents', async () => {
    const { toyGame } = await import('@arbiter/core/testing');
    expect(() => gameWithChanges(toyGame, handSize(2))).toThrow(/offers no data documents/);
  });
});

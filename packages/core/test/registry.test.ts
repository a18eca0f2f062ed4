import { checkCoverage, createRegistry, DataError, type Usage } from '@arbiter/core';
import { describe, expect, it } from 'vitest';

type OpId = 'damage' | 'heal' | 'draw' | 'future';
const handlers: Record<OpId, (n: number) => number> = {
  damage: (n) => -n,
  heal: (n) => n,
  draw: (n) => n * 10,
  future: () => 0,
};

describe('createRegistry', () => {
  const reg = createRegistry('operation', handlers, ['future']);

  it('gets the registered handler for an id', () => {
    expect(reg.get('damage')(3)).toBe(-3);
    expect(reg.get('draw')(2)).toBe(20);
    expect(reg.vocabulary).toBe('operation');
  });

  it('has() is true exactly for registered ids, not for Object.prototype names', () => {
    for (const id of ['damage', 'heal', 'draw', 'future']) expect(reg.has(id)).toBe(true);
    for (const id of ['Damage', 'burn', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(reg.has(id)).toBe(false);
    }
  });

  it('lists its ids', () => {
    expect(reg.ids().sort()).toEqual(['damage', 'draw', 'future', 'heal']);
  });

  it('get of an unknown id throws naming the vocabulary and the id', () => {
    expect(() => reg.get('burn')).toThrow(/operation/);
    expect(() => reg.get('burn')).toThrow(/'burn'/);
    expect(() => reg.get('toString')).toThrow(/operation: no handler registered for 'toString'/);
  });

  it('refuses a reserved id that has no handler', () => {
    expect(() => createRegistry('keyword', { flying: 1 }, ['reach' as 'flying'])).toThrow(/keyword.*'reach'/);
  });

  it('exposes the reserved set', () => {
    expect([...reg.reserved]).toEqual(['future']);
  });
});

describe('checkCoverage', () => {
  const reg = createRegistry('operation', handlers, ['future']);

  it('reports ids the data uses without a handler as DataErrors naming file and path', () => {
    const usages: Usage[] = [
      { id: 'damage', file: 'cards.json', path: ['cards', 0, 'op'] },
      { id: 'burn', file: 'cards.json', path: ['cards', 1, 'op'] },
      { id: 'freeze', file: 'heroes.json', path: '$.heroes.Ice.op' },
      { id: 'heal', file: 'cards.json', path: ['cards', 2, 'op'] },
      { id: 'draw', file: 'cards.json', path: ['cards', 3, 'op'] },
    ];
    const report = checkCoverage(reg, usages);
    expect(report.ok).toBe(false);
    expect(report.vocabulary).toBe('operation');
    expect(report.missing).toHaveLength(2);
    const [burn, freeze] = report.missing;
    expect(burn).toBeInstanceOf(DataError);
    expect([burn.file, burn.path]).toEqual(['cards.json', '$.cards[1].op']);
    expect(burn.reason).toContain("'burn'");
    expect(burn.reason).toContain('operation');
    expect([freeze.file, freeze.path]).toEqual(['heroes.json', '$.heroes.Ice.op']);
    expect(report.unused).toEqual([]);
    expect(report.reservedUnused).toEqual(['future']);
    expect(report.used).toEqual(['damage', 'draw', 'heal']);
  });

  it('reports handlers no data uses, apart from reserved ones, and is not ok', () => {
    const report = checkCoverage(reg, [{ id: 'damage', file: 'a.json', path: ['x'] }]);
    expect(report.missing).toEqual([]);
    expect(report.unused.sort()).toEqual(['draw', 'heal']);
    expect(report.reservedUnused).toEqual(['future']);
    expect(report.ok).toBe(false);
  });

  it('is ok when every used id has a handler and every handler is used or reserved', () => {
    const usages: Usage[] = ['damage', 'heal', 'draw', 'damage'].map((id, i) => ({
      id,
      file: 'a.json',
      path: [i],
    }));
    const report = checkCoverage(reg, usages);
    expect(report.ok).toBe(true);
    expect(report.missing).toEqual([]);
    expect(report.unused).toEqual([]);
    expect(report.reservedUnused).toEqual(['future']);
    expect(report.used).toEqual(['damage', 'draw', 'heal']);
  });

  it('a reserved id that the data does use counts as used, not reserved-unused', () => {
    const usages: Usage[] = ['damage', 'heal', 'draw', 'future'].map((id) => ({
      id,
      file: 'a.json',
      path: [],
    }));
    const report = checkCoverage(reg, usages);
    expect(report.reservedUnused).toEqual([]);
    expect(report.used).toEqual(['damage', 'draw', 'future', 'heal']);
    expect(report.ok).toBe(true);
  });

  it('reports one error per place a missing id is used', () => {
    const usages: Usage[] = [
      { id: 'burn', file: 'a.json', path: [0] },
      { id: 'burn', file: 'a.json', path: [1] },
    ];
    const report = checkCoverage(reg, usages);
    expect(report.missing.map((e) => e.path)).toEqual(['$[0]', '$[1]']);
  });
});

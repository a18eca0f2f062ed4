/**
 * Vocabulary coverage: every step, trigger, trigger condition, condition,
 * keyword, rule flag, static change, cost and replacement the cards name
 * has a module, and every module is used (or reserved); the load check
 * refuses a card that does not fit the modules' schemas.
 */
import { checkCoverage } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { coverageOf, validateMtg } from '../src/validate.ts';
import { stepRegistry } from '../src/vocabulary/steps/index.ts';

describe('registry coverage', () => {
  const coverage = coverageOf(catalog());
  for (const c of coverage) {
    it(`${c.vocabulary}: no id without a module, no unused module`, () => {
      expect(c.missing.map((m) => m.reason)).toEqual([]);
      expect(c.unused).toEqual([]);
      expect(c.used.length).toBeGreaterThan(2);
    });
  }
  it('covers the nine vocabularies', () => {
    expect(coverage.map((c) => c.vocabulary)).toEqual([
      'effect',
      'trigger',
      'trigger condition',
      'condition',
      'keyword',
      'rule flag',
      'static',
      'cost',
      'replacement',
    ]);
  });
  it('a card naming an unknown effect id is reported with its path', () => {
    const c = checkCoverage(stepRegistry, [
      { id: 'no_such_effect', file: 'cards.json', path: ['x', 'steps', 0, 'op'] },
    ]);
    expect(c.missing[0].reason).toBe("unknown effect 'no_such_effect'");
  });
  it('validate reports 125 / 125 fully parsed and no missing handler', () => {
    const r = validateMtg();
    expect(r.ok).toBe(true);
    expect(r.summary.fullyParsed).toBe('125 / 125');
    expect(r.errors).toEqual([]);
  });
});

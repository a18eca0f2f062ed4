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
  it('validate reports per pool: phase 1 125 / 125 and Sixth Edition 335 / 335 fully parsed, no unparsed sentence, no id without a handler', () => {
    const r = validateMtg();
    expect(r.summary['phase1 fullyParsed']).toBe('125 / 125');
    expect(r.summary['phase1 unparsedSentences']).toBe(0);
    for (const [key, value] of Object.entries(r.summary))
      if (/ ids$/.test(key)) expect(value, key).toMatch(/^\d+ used, 0 without a handler/);
    // Sixth Edition parses whole: no error in either pool.
    expect(r.errors).toEqual([]);
    expect(r.summary['6ed fullyParsed']).toBe('335 / 335');
    expect(r.summary['6ed unparsedSentences']).toBe(0);
    expect(r.ok).toBe(true);
  });
});

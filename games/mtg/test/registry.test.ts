/** Registry coverage: every effect, trigger, condition, keyword and rule-flag id the cards name has a handler, and every handler is used. */
import { checkCoverage } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { effectRegistry } from '../src/engine/effects.ts';
import { keywordRegistry, ruleFlagRegistry } from '../src/engine/keywords.ts';
import { triggerConditionRegistry, triggerRegistry } from '../src/engine/triggers.ts';
import { usagesOf, validateMtg } from '../src/validate.ts';

describe('registry coverage', () => {
  const u = usagesOf(catalog());
  for (const [name, reg, uses] of [
    ['effects', effectRegistry, u.effects],
    ['triggers', triggerRegistry, u.triggers],
    ['trigger conditions', triggerConditionRegistry, u.conditions],
    ['keywords', keywordRegistry, u.keywords],
    ['rule flags', ruleFlagRegistry, u.flags],
  ] as const) {
    it(`${name}: no id without a handler, no unused handler`, () => {
      const c = checkCoverage(reg as never, uses);
      expect(c.missing.map((m) => m.reason)).toEqual([]);
      expect(c.unused).toEqual([]);
      expect(c.used.length).toBeGreaterThan(3);
    });
  }
  it('a card naming an unknown effect id is reported with its path', () => {
    const c = checkCoverage(effectRegistry, [
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

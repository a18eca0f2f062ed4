/**
 * What one match is (issue 13): exactFace counts groups of `count` dice
 * showing the face; combo counts the recipe once (matchCount 0 or 1), not the
 * dice it used. `dealPer`/`blockPer` multiply by it, so the validator warns
 * where a card's numbers only make sense under the other reading.
 */
import { describe, expect, it } from 'vitest';
import { statusFactsOf } from '../src/data/catalog.ts';
import type { MatcherDef } from '../src/defense/matchers/index.ts';
import { evaluateMatcher, readRoll } from '../src/defense/matchers/index.ts';
import type { CardDef as DefenseCard } from '../src/defense/validate.ts';
import { shippedCatalog, validateDefenseCard } from '../src/index.ts';
import { defend } from './helpers.ts';

const facts = statusFactsOf(shippedCatalog.statuses);
const card = (rules: DefenseCard['rules'], dice = 5): DefenseCard => ({
  dice,
  fields: [
    { id: 'LOW', faces: [1, 2, 3] },
    { id: 'HIGH', faces: [4, 5, 6] },
  ],
  rules,
});

describe('matchCount of exactFace and combo', () => {
  it('exactFace: each group of `count` dice showing the face is one match', () => {
    const m = { type: 'exactFace', face: 6, count: 2 } as const;
    const c = card([{ id: 'r', matcher: m, effects: [{ type: 'blockPer', amount: 1 }] }]);
    expect(evaluateMatcher(m, readRoll(c, [6, 6, 6, 6, 6])).matchCount).toBe(2);
    expect(evaluateMatcher(m, readRoll(c, [6, 6, 6, 1, 1])).matchCount).toBe(1);
    expect(evaluateMatcher(m, readRoll(c, [6, 1, 1, 1, 1])).matchCount).toBe(0);
  });

  it('combo: the recipe counts once, whatever dice it used; blockPer pays once', () => {
    const m: MatcherDef = {
      type: 'combo',
      fields: [
        { id: 'LOW', min: 2 },
        { id: 'HIGH', min: 1 },
      ],
    };
    const c = card([{ id: 'r', matcher: m, effects: [{ type: 'blockPer', amount: 2 }] }], 5);
    expect(evaluateMatcher(m, readRoll(c, [1, 2, 3, 4, 5])).matchCount).toBe(1);
    const out = defend({ card: c, incoming: 10, defense: [1, 1, 1, 1, 6] });
    expect(out.defense!.rulesHit[0].matchCount).toBe(1);
    expect(out.checkpoints!.final).toBe(8);
  });

  it('the validator warns where the numbers only make sense counting dice', () => {
    const combo = validateDefenseCard(
      card([
        {
          id: 'recipe',
          matcher: { type: 'combo', fields: [{ id: 'LOW', min: 2 }] },
          effects: [
            { type: 'blockPer', amount: 1, conditions: { minMatchCount: 2 } },
            { type: 'reflect', amount: 1, perMatch: true },
          ],
        },
      ]),
      facts,
    );
    expect(combo.ok).toBe(true);
    expect(combo.warnings.map((w) => [w.path.join('.'), w.reason])).toEqual(
      expect.arrayContaining([
        [
          'rules.0.effects.0.conditions.minMatchCount',
          'minMatchCount 2 can never hold: combo gives at most 1 match with 5 dice (one match is the recipe as a whole (matchCount is 0 or 1))',
        ],
        [
          'rules.0.effects.1.perMatch',
          'perMatch multiplies by the match count, which is never above 1 here: combo gives at most 1 match with 5 dice (one match is the recipe as a whole (matchCount is 0 or 1))',
        ],
      ]),
    );
    const face = validateDefenseCard(
      card([
        {
          id: 'sixes',
          matcher: { type: 'exactFace', face: 6, count: 2, cap: 5 },
          effects: [{ type: 'blockPer', amount: 1 }],
        },
      ]),
      facts,
    );
    expect(face.warnings).toContainEqual({
      path: ['rules', 0, 'matcher', 'cap'],
      reason: 'cap 5 is above the most matches, 2: one match is a group of 2 dice showing 6, not one die',
    });
    // The shipped cards read the same either way: no such warning.
    for (const id of shippedCatalog.heroIds) {
      const raw = shippedCatalog.heroes[id].def.defenseCard;
      if (raw === undefined) continue;
      const v = validateDefenseCard(raw, facts);
      expect(v.warnings.filter((w) => /one match is/.test(w.reason))).toEqual([]);
    }
  });
});

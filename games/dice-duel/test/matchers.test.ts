/**
 * Matchers: countField (per, min, cap), pairsField (floor(count/2), cap,
 * min), exactFace, combo (allowExtra true/false) — unit goldens on the
 * registry and end to end with inline cards and forced dice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatcherDef } from '../src/defense/matchers/index.ts';
import { evaluateMatcher, fieldCountsOf, readRoll } from '../src/defense/matchers/index.ts';
import type { CardDef as DefenseCard } from '../src/defense/validate.ts';
import { type CardInput, defend } from './helpers.ts';

const card3: DefenseCard = {
  dice: 5,
  fields: [
    { id: 'LOW', faces: [1, 2] },
    { id: 'MID', faces: [3, 4] },
    { id: 'HIGH', faces: [5, 6] },
  ],
  rules: [
    { id: 'x', matcher: { type: 'countField', fieldId: 'LOW' }, effects: [{ type: 'flatBlock', amount: 1 }] },
  ],
};
const match = (m: MatcherDef, dice: number[], card: DefenseCard = card3) =>
  evaluateMatcher(m, readRoll(card, dice));

/** A card rolling `dice` dice whose single rule blocks 1 per match. */
function blockCard(matcher: MatcherDef, dice = 5): CardInput {
  return {
    dice,
    allowIdleFaces: true,
    fields: card3.fields,
    rules: [{ id: 'm', matcher, effects: [{ type: 'blockPer', amount: 1 }] }],
  };
}

describe('readRoll and field counts', () => {
  it('maps die indexes to fields and counts them once per roll', () => {
    const roll = readRoll(card3, [1, 3, 2, 6, 1]);
    expect(roll.fieldDice).toEqual({ LOW: [0, 2, 4], MID: [1], HIGH: [3] });
    expect(fieldCountsOf(roll)).toEqual({ LOW: 3, MID: 1, HIGH: 1 });
  });
});

describe('countField', () => {
  it('counts dice in the field, × per, clamped to cap, nothing below min', () => {
    const dice = [1, 2, 1, 5, 3];
    expect(match({ type: 'countField', fieldId: 'LOW' }, dice)).toEqual({
      matchCount: 3,
      fieldTotals: { LOW: 3 },
      matchedDiceIndexes: [0, 1, 2],
    });
    expect(match({ type: 'countField', fieldId: 'LOW', per: 2 }, dice).matchCount).toBe(6);
    expect(match({ type: 'countField', fieldId: 'LOW', per: 2, cap: 5 }, dice).matchCount).toBe(5);
    expect(match({ type: 'countField', fieldId: 'LOW', min: 3 }, dice).matchCount).toBe(3);
    expect(match({ type: 'countField', fieldId: 'LOW', min: 4 }, dice)).toEqual({
      matchCount: 0,
      fieldTotals: { LOW: 3 },
      matchedDiceIndexes: [],
    });
    expect(match({ type: 'countField', fieldId: 'MID' }, [1, 1, 1, 1, 6]).matchCount).toBe(0);
  });

  it('end to end: per 2, cap 5 blocks 5 from three field dice; min 4 does not trigger', () => {
    const out = defend({
      card: blockCard({ type: 'countField', fieldId: 'LOW', per: 2, cap: 5 }),
      incoming: 9,
      defense: [1, 2, 1, 5, 3],
    });
    expect(out.defense!.rulesHit).toHaveLength(1);
    expect(out.defense!.rulesHit[0]).toMatchObject({
      ruleId: 'm',
      matchCount: 5,
      matchedDiceIndexes: [0, 1, 2],
    });
    expect(out.defense!.fieldCounts).toEqual({ LOW: 3, MID: 1, HIGH: 1 });
    expect(out.checkpoints!.final).toBe(4);
    const miss = defend({
      card: blockCard({ type: 'countField', fieldId: 'LOW', min: 4 }),
      incoming: 9,
      defense: [1, 2, 1, 5, 3],
    });
    expect(miss.defense!.rulesHit).toEqual([]);
    expect(miss.checkpoints!.final).toBe(9);
  });
});

describe('pairsField', () => {
  it('is floor(count / 2) for 0..5 field dice', () => {
    for (let c = 0; c <= 5; c++) {
      const dice = [...Array(c).fill(5), ...Array(5 - c).fill(1)];
      expect(match({ type: 'pairsField', fieldId: 'HIGH' }, dice).matchCount, `count ${c}`).toBe(
        Math.floor(c / 2),
      );
    }
  });

  it('clamps to cap and needs min pairs', () => {
    const dice = [5, 6, 5, 6, 5];
    expect(match({ type: 'pairsField', fieldId: 'HIGH' }, dice)).toMatchObject({
      matchCount: 2,
      matchedDiceIndexes: [0, 1, 2, 3],
    });
    expect(match({ type: 'pairsField', fieldId: 'HIGH', cap: 1 }, dice)).toMatchObject({
      matchCount: 1,
      matchedDiceIndexes: [0, 1],
    });
    expect(match({ type: 'pairsField', fieldId: 'HIGH', min: 2 }, dice).matchCount).toBe(2);
    expect(match({ type: 'pairsField', fieldId: 'HIGH', min: 3 }, dice).matchCount).toBe(0);
  });

  it('property: matchCount = min(floor(n/2), cap) when floor(n/2) ≥ max(1, min), else 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 10 }),
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        (dice, cap, min) => {
          const n = dice.filter((d) => d === 5 || d === 6).length;
          const pairs = Math.floor(n / 2);
          const want = pairs === 0 || pairs < (min ?? 0) ? 0 : Math.min(pairs, cap ?? pairs);
          const got = match({ type: 'pairsField', fieldId: 'HIGH', cap, min }, dice, {
            ...card3,
            dice: dice.length,
          });
          expect(got.matchCount).toBe(want);
          expect(got.fieldTotals).toEqual({ HIGH: n });
        },
      ),
    );
  });

  it('end to end with forced dice: 1, 2 and capped pairs block accordingly', () => {
    const cases: Array<[number[], number | undefined, number | undefined, number]> = [
      [[5, 1, 6, 3, 1], undefined, undefined, 1],
      [[5, 6, 5, 6, 5], undefined, undefined, 2],
      [[5, 6, 5, 6, 5], 1, undefined, 1],
      [[5, 6, 1, 1, 1], undefined, 2, 0],
      [[5, 1, 1, 1, 1], undefined, undefined, 0],
    ];
    for (const [dice, cap, min, pairs] of cases) {
      const out = defend({
        card: blockCard({ type: 'pairsField', fieldId: 'HIGH', cap, min }),
        incoming: 10,
        defense: dice,
      });
      const hits = out.defense!.rulesHit;
      expect(hits.length, JSON.stringify(dice)).toBe(pairs > 0 ? 1 : 0);
      if (pairs > 0) expect(hits[0].matchCount).toBe(pairs);
      expect(out.defense!.contributions.block).toBe(pairs);
      expect(out.checkpoints!.final).toBe(10 - pairs);
    }
  });
});

describe('exactFace', () => {
  it('makes one match per `count` dice showing the face, clamped to cap', () => {
    expect(match({ type: 'exactFace', face: 6, count: 2 }, [6, 6, 6, 6, 1])).toEqual({
      matchCount: 2,
      fieldTotals: {},
      matchedDiceIndexes: [0, 1, 2, 3],
    });
    expect(match({ type: 'exactFace', face: 6, count: 2 }, [6, 1, 6, 6, 1])).toMatchObject({
      matchCount: 1,
      matchedDiceIndexes: [0, 2],
    });
    expect(match({ type: 'exactFace', face: 6, count: 2, cap: 1 }, [6, 6, 6, 6, 1]).matchCount).toBe(1);
    expect(match({ type: 'exactFace', face: 6, count: 2 }, [6, 5, 5, 5, 5]).matchCount).toBe(0);
  });

  it('reads the literal face even when it shares a field with other faces', () => {
    // 5 and 6 share HIGH; "two sixes" ignores the fives.
    expect(match({ type: 'exactFace', face: 6, count: 2 }, [5, 5, 5, 6, 1]).matchCount).toBe(0);
    const out = defend({
      card: blockCard({ type: 'exactFace', face: 6, count: 2 }),
      incoming: 6,
      defense: [6, 5, 6, 2, 6],
    });
    expect(out.defense!.rulesHit[0]).toMatchObject({ matchCount: 1, matchedDiceIndexes: [0, 2] });
    expect(out.checkpoints!.final).toBe(5);
  });
});

describe('combo', () => {
  const recipe = (allowExtra?: boolean): MatcherDef => ({
    type: 'combo',
    fields: [
      { id: 'LOW', min: 1 },
      { id: 'HIGH', min: 1 },
    ],
    ...(allowExtra === undefined ? {} : { allowExtra }),
  });

  it('matches once when every recipe field has its minimum', () => {
    expect(match(recipe(), [1, 6, 3, 3, 3])).toEqual({
      matchCount: 1,
      fieldTotals: { LOW: 1, HIGH: 1 },
      matchedDiceIndexes: [0, 1],
    });
    expect(match(recipe(), [3, 6, 3, 3, 3]).matchCount).toBe(0);
  });

  it('allowExtra true (and by default) accepts extra dice in recipe fields; false rejects them', () => {
    const extra = [1, 2, 6, 3, 3];
    expect(match(recipe(), extra).matchCount).toBe(1);
    expect(match(recipe(true), extra).matchCount).toBe(1);
    expect(match(recipe(false), extra).matchCount).toBe(0);
    expect(match(recipe(false), [1, 6, 6, 3, 4]).matchCount).toBe(0);
    // Dice outside the recipe's fields never invalidate it.
    expect(match(recipe(false), [1, 6, 3, 4, 3]).matchCount).toBe(1);
  });

  it('end to end: the same roll triggers with allowExtra true and not with false', () => {
    const roll = [2, 1, 5, 3, 4];
    const loose = defend({ card: blockCard(recipe(true)), incoming: 5, defense: roll });
    expect(loose.defense!.rulesHit).toHaveLength(1);
    expect(loose.defense!.rulesHit[0]).toMatchObject({ matchCount: 1, fieldTotals: { LOW: 2, HIGH: 1 } });
    expect(loose.checkpoints!.final).toBe(4);
    const strict = defend({ card: blockCard(recipe(false)), incoming: 5, defense: roll });
    expect(strict.defense!.rulesHit).toEqual([]);
    expect(strict.checkpoints!.final).toBe(5);
    const exact = defend({ card: blockCard(recipe(false)), incoming: 5, defense: [2, 3, 5, 3, 4] });
    expect(exact.defense!.rulesHit).toHaveLength(1);
  });

  it('property: allowExtra false matches exactly when each recipe field holds exactly its minimum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), (dice) => {
        const low = dice.filter((d) => d <= 2).length;
        const high = dice.filter((d) => d >= 5).length;
        expect(match(recipe(false), dice).matchCount).toBe(low === 1 && high === 1 ? 1 : 0);
        expect(match(recipe(true), dice).matchCount).toBe(low >= 1 && high >= 1 ? 1 : 0);
      }),
    );
  });
});

describe('evaluation does not change the dice', () => {
  it('the roll is the same after every matcher ran on it', () => {
    const dice = [1, 6, 6, 2, 5];
    const copy = [...dice];
    for (const m of [
      { type: 'countField', fieldId: 'LOW' },
      { type: 'pairsField', fieldId: 'HIGH' },
      { type: 'exactFace', face: 6, count: 2 },
      { type: 'combo', fields: [{ id: 'LOW', min: 2 }], allowExtra: false },
    ] as MatcherDef[])
      match(m, dice);
    expect(dice).toEqual(copy);
  });
});

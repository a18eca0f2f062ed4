/**
 * rerollDice: cascades with re-evaluation of the whole card, stacking of new
 * outcomes, the maxRerollsPerDefense limit, and deterministic selection
 * policies.
 */
import { describe, expect, it } from 'vitest';
import type { SelectionPolicy } from '../src/data/dsl-parts.ts';
import { selectDice } from '../src/defense/resolve-v2.ts';
import { type CardInput, defend, eventsOf, scenario, stateOf } from './helpers.ts';

const LOW_HIGH = [
  { id: 'LOW', faces: [1, 2, 3] },
  { id: 'HIGH', faces: [4, 5, 6] },
];

/** A low die is rerolled (lowest first); high dice block 1 each. */
const rerollLowCard: CardInput = {
  dice: 3,
  fields: LOW_HIGH,
  rules: [
    {
      id: 'reroll_low',
      matcher: { type: 'countField', fieldId: 'LOW', min: 1 },
      effects: [{ type: 'rerollDice', count: 1, fields: ['LOW'], selectionPolicy: 'lowest' }],
    },
    {
      id: 'block_high',
      matcher: { type: 'countField', fieldId: 'HIGH' },
      effects: [{ type: 'blockPer', amount: 1 }],
    },
  ],
};

/** Each new low die blocks 1 and rerolls the highest high die: a cascade. */
const cascadeCard: CardInput = {
  dice: 3,
  fields: LOW_HIGH,
  rules: [
    {
      id: 'low',
      matcher: { type: 'countField', fieldId: 'LOW' },
      effects: [
        { type: 'rerollDice', count: 1, fields: ['HIGH'], selectionPolicy: 'highest' },
        { type: 'blockPer', amount: 1 },
      ],
    },
  ],
};

describe('reroll with re-evaluation', () => {
  it('rerolls the selected die, re-evaluates every rule and stacks the new outcome', () => {
    const out = defend({ card: rerollLowCard, incoming: 8, defense: [1, 5, 5], reroll: [6] });
    const d = out.defense!;
    expect(d.diceBefore).toEqual([1, 5, 5]);
    expect(d.diceAfter).toEqual([6, 5, 5]);
    expect(d.rerolls).toEqual([
      { ruleId: 'reroll_low', policy: 'lowest', indexes: [0], before: [1, 5, 5], after: [6, 5, 5] },
    ]);
    expect(d.rulesHit.map((h) => [h.ruleId, h.pass, h.matchCount, h.newMatches])).toEqual([
      ['reroll_low', 0, 1, 1],
      ['block_high', 0, 2, 2],
      ['block_high', 1, 3, 1],
    ]);
    expect(d.rulesHit[0].effects[0]).toEqual({ type: 'rerollDice', ok: true, value: 1 });
    expect(d.contributions.block).toBe(3); // 2 from the first pass + 1 new
    expect(d.fieldCounts).toEqual({ LOW: 0, HIGH: 3 });
    expect(out.checkpoints!.final).toBe(5);
    expect(eventsOf(out, 'reroll')).toEqual([
      {
        type: 'reroll',
        seat: 1,
        ruleId: 'reroll_low',
        rule: 0,
        label: null,
        before: [1, 5, 5],
        after: [6, 5, 5],
      },
    ]);
    // The verbose form adds the dice indexes and the policy.
    expect(eventsOf(out, 'reroll-detail')).toEqual([
      {
        type: 'reroll-detail',
        level: 'verbose',
        seat: 1,
        ruleId: 'reroll_low',
        policy: 'lowest',
        indexes: [0],
      },
    ]);
    expect(out.report.stats[1].rerolls).toBe(1);
  });

  it('a reroll that lowers a match count takes nothing back', () => {
    // [1,5,5] → the 1 rerolled to 4: no low die is left, the cascade ends; the rise of HIGH pays 1 more block.
    const out = defend({ card: rerollLowCard, incoming: 8, defense: [1, 5, 5], reroll: [4] });
    expect(out.defense!.diceAfter).toEqual([4, 5, 5]);
    expect(out.defense!.rerolls).toHaveLength(1);
    expect(out.defense!.contributions.block).toBe(3);
  });

  it('truly cascades: a rule still matched after a reroll fires its reroll again, even on the same face', () => {
    // 1 → 1 (the same face), 1 → 2, 2 → 3: the low die stays low, so the rule asks again each pass
    // until maxRerollsPerDefense (3) stops it, logged as a rejected reroll.
    const out = defend({ card: rerollLowCard, incoming: 8, defense: [1, 5, 5], reroll: [1, 2, 3] });
    const d = out.defense!;
    expect(d.rerolls.map((r) => [r.before[0], r.after[0]])).toEqual([
      [1, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(
      d.rulesHit.filter((h) => h.ruleId === 'reroll_low').map((h) => [h.pass, h.matchCount, h.newMatches]),
    ).toEqual([
      [0, 1, 1],
      [1, 1, 0],
      [2, 1, 0],
      [3, 1, 0],
    ]);
    expect(d.rulesHit.at(-1)!.effects[0]).toMatchObject({ ok: false, reason: 'reroll limit reached (3)' });
    expect(d.rerollLimitReached).toBe(true);
    expect(eventsOf(out, 'reroll-rejected')).toEqual([
      { type: 'reroll-rejected', seat: 1, ruleId: 'reroll_low', rule: 0, label: null, limit: 3 },
    ]);
    // The block rule paid once: no die counts twice.
    expect(d.contributions.block).toBe(2);
    expect(d.diceAfter).toEqual([3, 5, 5]);
  });

  it('cascades: each new match requests another reroll until no die is eligible', () => {
    const out = defend({ card: cascadeCard, incoming: 8, defense: [1, 5, 6], reroll: [2, 3] });
    const d = out.defense!;
    expect(d.rerolls.map((r) => [r.indexes, r.before, r.after])).toEqual([
      [[2], [1, 5, 6], [1, 5, 2]],
      [[1], [1, 5, 2], [1, 3, 2]],
    ]);
    expect(d.rulesHit.map((h) => [h.pass, h.matchCount, h.newMatches])).toEqual([
      [0, 1, 1],
      [1, 2, 1],
      [2, 3, 1],
    ]);
    // The third request finds no high die left.
    expect(d.rulesHit[2].effects[0]).toMatchObject({ ok: false, reason: 'no eligible dice to reroll' });
    expect(d.rerollLimitReached).toBe(false);
    expect(d.contributions.block).toBe(3);
    expect(d.diceAfter).toEqual([1, 3, 2]);
  });

  it('maxRerollsPerDefense stops the cascade with a logged rejection', () => {
    const out = defend({
      card: cascadeCard,
      incoming: 8,
      defense: [1, 5, 6],
      reroll: [2, 3],
      options: { maxRerollsPerDefense: 1 },
    });
    const d = out.defense!;
    expect(d.rerolls).toHaveLength(1);
    expect(d.rerollLimitReached).toBe(true);
    expect(d.rulesHit[1].effects[0]).toMatchObject({
      type: 'rerollDice',
      ok: false,
      reason: 'reroll limit reached (1)',
    });
    // The second pass's block still counts.
    expect(d.contributions.block).toBe(2);
    expect(d.diceAfter).toEqual([1, 5, 2]);
    expect(eventsOf(out, 'reroll-rejected')).toEqual([
      { type: 'reroll-rejected', seat: 1, ruleId: 'low', rule: 0, label: null, limit: 1 },
    ]);
    expect(out.report.stats[1].effectRejections).toEqual({ 'low:rerollDice': 1 });
  });

  it('maxRerollsPerDefense 0 allows no reroll at all', () => {
    const out = defend({
      card: cascadeCard,
      incoming: 8,
      defense: [1, 5, 6],
      options: { maxRerollsPerDefense: 0 },
    });
    expect(out.defense!.rerolls).toEqual([]);
    expect(out.defense!.rerollLimitReached).toBe(true);
    expect(out.defense!.diceAfter).toEqual([1, 5, 6]);
  });

  it('a cascade longer than the limit is cut after exactly maxRerollsPerDefense rerolls', () => {
    // Six dice, five high: every reroll lands low, so each pass asks again.
    const out = defend({
      card: { ...cascadeCard, dice: 6 },
      incoming: 10,
      defense: [1, 6, 6, 6, 6, 6],
      reroll: [1, 1, 1, 1, 1],
      options: { maxRerollsPerDefense: 3 },
    });
    const d = out.defense!;
    expect(d.rerolls.map((r) => r.indexes)).toEqual([[1], [2], [3]]);
    expect(d.rerollLimitReached).toBe(true);
    expect(d.diceAfter).toEqual([1, 1, 1, 1, 6, 6]);
    expect(d.rulesHit).toHaveLength(4);
    expect(d.rulesHit[3].effects[0]).toMatchObject({ ok: false, reason: 'reroll limit reached (3)' });
    expect(d.contributions.block).toBe(4);
  });
});

describe('selection policies are deterministic', () => {
  const { state } = stateOf({ step: { kind: 'defend', incoming: 0 } });
  const dice = [3, 6, 1, 6, 2];
  const fieldDice = { LOW: [0, 2, 4], HIGH: [1, 3] };
  const pickDice = (policy: SelectionPolicy, count: number, matched: number[] = [], fields?: string[]) =>
    selectDice(state, dice, fieldDice, { ruleId: 'r', count, policy, fields }, new Set(matched));

  it('highest and lowest choose by face, ties to the lower index', () => {
    expect(pickDice('highest', 1)).toEqual([1]);
    expect(pickDice('highest', 2)).toEqual([1, 3]);
    expect(pickDice('highest', 3)).toEqual([0, 1, 3]);
    expect(pickDice('lowest', 2)).toEqual([2, 4]);
    expect(pickDice('lowest', 9)).toEqual([0, 1, 2, 3, 4]);
  });

  it('highestNonMatching and lowestNonMatching skip dice some rule matched', () => {
    expect(pickDice('highestNonMatching', 2, [1])).toEqual([0, 3]);
    expect(pickDice('lowestNonMatching', 2, [2])).toEqual([0, 4]);
    expect(pickDice('highestNonMatching', 2, [0, 1, 2, 3, 4])).toEqual([]);
  });

  it('named fields restrict the candidates', () => {
    expect(pickDice('highest', 2, [], ['LOW'])).toEqual([0, 4]);
    expect(pickDice('lowest', 1, [], ['HIGH'])).toEqual([1]);
  });

  it('random draws the same dice for the same seed, from the candidates only', () => {
    const draw = () => {
      const s = stateOf({ seed: 'policy', step: { kind: 'defend', incoming: 0 } }).state;
      return selectDice(
        s,
        dice,
        fieldDice,
        { ruleId: 'r', count: 2, policy: 'random', fields: ['LOW'] },
        new Set(),
      );
    };
    const a = draw();
    expect(a).toEqual(draw());
    expect(a).toHaveLength(2);
    for (const i of a) expect(fieldDice.LOW).toContain(i);
  });

  it('end to end: highestNonMatching rerolls the 5 nobody matched, highest rerolls the matched 6', () => {
    const card = (policy: 'highestNonMatching' | 'highest'): CardInput => ({
      dice: 3,
      allowIdleFaces: true,
      fields: [
        { id: 'LOW', faces: [1, 2, 3] },
        { id: 'MID', faces: [4, 5] },
        { id: 'SIX', faces: [6] },
      ],
      rules: [
        {
          id: 'sixes',
          matcher: { type: 'exactFace', face: 6, count: 1 },
          effects: [{ type: 'blockPer', amount: 1 }],
        },
        {
          id: 'retry',
          matcher: { type: 'countField', fieldId: 'LOW', min: 1 },
          effects: [{ type: 'rerollDice', count: 1, selectionPolicy: policy }],
        },
      ],
    });
    const nonMatching = defend({
      card: card('highestNonMatching'),
      incoming: 5,
      defense: [6, 5, 1],
      reroll: [6],
      // One reroll: this test is about which die the policy picks.
      options: { maxRerollsPerDefense: 1 },
    });
    expect(nonMatching.defense!.rerolls[0]).toMatchObject({ policy: 'highestNonMatching', indexes: [1] });
    expect(nonMatching.defense!.diceAfter).toEqual([6, 6, 1]);
    expect(nonMatching.defense!.contributions.block).toBe(2);
    const highest = defend({
      card: card('highest'),
      incoming: 5,
      defense: [6, 5, 1],
      reroll: [6],
      options: { maxRerollsPerDefense: 1 },
    });
    expect(highest.defense!.rerolls[0]).toMatchObject({ policy: 'highest', indexes: [0] });
    expect(highest.defense!.diceAfter).toEqual([6, 5, 1]);
    expect(highest.defense!.contributions.block).toBe(1);
  });

  it('the default policy is highestNonMatching', () => {
    const card: CardInput = {
      dice: 3,
      fields: LOW_HIGH,
      rules: [
        {
          id: 'r',
          matcher: { type: 'countField', fieldId: 'LOW', min: 1 },
          effects: [{ type: 'rerollDice', count: 1 }],
        },
      ],
      allowIdleFaces: true,
    };
    const out = defend({ card, incoming: 1, defense: [1, 4, 6], reroll: [2] });
    expect(out.defense!.rerolls[0]).toMatchObject({ policy: 'highestNonMatching', indexes: [2] });
  });
});

describe('reroll randomness', () => {
  it('rerolls draw from their own stream: the next offense roll is the same with or without them', () => {
    const base = {
      seed: 'streams',
      options: { hero1: 'pyromancer', hero2: 'shadow-monk' },
      dice: { defense: [1, 5, 6] },
      step: { kind: 'defend', incoming: 4 },
    };
    const withReroll = scenario({ ...base, cards: { 1: cascadeCard } });
    const without = scenario({
      ...base,
      cards: {
        1: {
          ...cascadeCard,
          rules: [{ ...cascadeCard.rules[0], effects: [{ type: 'blockPer', amount: 1 }] }],
        },
      },
    });
    expect(withReroll.defense!.rerolls.length).toBeGreaterThan(0);
    const nextRoll = (o: typeof without) => eventsOf(o, 'offense-roll')[0].dice;
    expect(nextRoll(withReroll)).toEqual(nextRoll(without));
  });

  it('the same seed rerolls to the same faces', () => {
    const run = () => defend({ card: cascadeCard, incoming: 4, defense: [1, 5, 6] }).defense!.rerolls;
    expect(run()).toEqual(run());
  });
});

describe('rerolls within one pass', () => {
  // Regression (fixed engine bug): resolve-v2.ts resolveDefenseV2 → selectDice. When two rules
  // request rerolls in the same pass, the second request picks its candidates
  // from the field membership read before the first reroll (`roll.fieldDice`),
  // so it can reroll a die that no longer belongs to its named fields.
  // Input: fields LOW [1,2,3] / HIGH [4,5,6]; rule a (LOW ≥ 1) rerolls 1 HIGH die
  // (highest); rule b (a 1 shows) rerolls 1 HIGH die (lowest); dice [1,4,6],
  // forced rerolls [2,5]. Rule a turns the 6 (index 2) into a 2, which is LOW now.
  // Expected: rule b rerolls index 1 (the 4, the only HIGH die) → [1,5,2].
  // Actual: rule b rerolls index 2 (the 2, a LOW die) → [1,4,5].
  it('a second reroll in the same pass only picks dice that are in its fields now', () => {
    const card: CardInput = {
      dice: 3,
      fields: LOW_HIGH,
      rules: [
        {
          id: 'a',
          // cap 1: the new LOW die must not make rule a cascade into a third reroll
          matcher: { type: 'countField', fieldId: 'LOW', min: 1, cap: 1 },
          effects: [{ type: 'rerollDice', count: 1, fields: ['HIGH'], selectionPolicy: 'highest' }],
        },
        {
          id: 'b',
          matcher: { type: 'exactFace', face: 1, count: 1 },
          effects: [{ type: 'rerollDice', count: 1, fields: ['HIGH'], selectionPolicy: 'lowest' }],
        },
      ],
    };
    const out = defend({
      card,
      incoming: 8,
      defense: [1, 4, 6],
      reroll: [2, 5],
      options: { maxRerollsPerDefense: 2 },
    });
    expect(out.defense!.rerolls.map((r) => [r.ruleId, r.indexes])).toEqual([
      ['a', [2]],
      ['b', [1]],
    ]);
    expect(out.defense!.diceAfter).toEqual([1, 5, 2]);
  });
});

describe('audit replay without the RNG', () => {
  it('the logged dice (before, each reroll) and fieldsHash reproduce the evaluation exactly', () => {
    for (const seed of ['audit-1', 'audit-2', 'audit-3', 'audit-4', 'audit-5', 'audit-6']) {
      const first = scenario({
        seed,
        cards: { 1: { ...cascadeCard, dice: 5 } },
        step: { kind: 'defend', incoming: 9 },
      });
      const d = first.defense!;
      // Feed the logged faces back as forced dice, under another seed.
      const rerollFaces = d.rerolls.flatMap((r) => r.indexes.map((i) => r.after[i]));
      const again = scenario({
        seed: `${seed}-other`,
        cards: { 1: { ...cascadeCard, dice: 5 } },
        dice: { defense: d.diceBefore, reroll: rerollFaces },
        step: { kind: 'defend', incoming: 9 },
      });
      expect(again.defense!.fieldsHash).toBe(d.fieldsHash);
      expect(again.defense!.rulesHit).toEqual(d.rulesHit);
      expect(again.defense!.rerolls).toEqual(d.rerolls);
      expect(again.defense!.diceAfter).toEqual(d.diceAfter);
      expect(again.checkpoints).toEqual(first.checkpoints);
    }
  });

  it('fieldsHash depends on the partition only', () => {
    const hashOf = (card: CardInput) =>
      defend({ card, incoming: 1, defense: [1, 1, 1, 1, 1, 1] }).defense!.fieldsHash;
    const h = hashOf(cascadeCard);
    expect(h).toMatch(/^[0-9a-f]+$/);
    expect(hashOf(rerollLowCard)).toBe(h);
    expect(
      hashOf({
        ...cascadeCard,
        fields: [
          { id: 'LOW', faces: [1, 2] },
          { id: 'HIGH', faces: [3, 4, 5, 6] },
        ],
      }),
    ).not.toBe(h);
  });
});

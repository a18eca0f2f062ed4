import { formatScenarioReport, mismatch, runScenario, runScenarioFile, ScenarioError } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';

const base = {
  game: 'toy',
  setup: {
    hands: [
      [1, 2],
      [2, 5],
    ],
    deck: [9, 8],
    turn: 0,
  },
};

describe('the scenario harness', () => {
  it('sets up the position, plays legal steps and checks expectations', () => {
    const report = runScenarioFile(
      toyGame,
      {
        ...base,
        steps: [
          {
            action: { type: 'play', card: 2 },
            expect: {
              hands: [
                [1, 9],
                [2, 5],
              ],
              turn: 1,
            },
          },
          { action: { type: 'play', card: 2 } },
        ],
        expect: { scores: [2, 4], deckSize: 0, played: [[2], [2]] },
      },
      'doubles.json',
    );
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => `${c.at}.${c.name}`)).toEqual([
      'steps[0].expect.hands',
      'steps[0].expect.turn',
      'expect.scores',
      'expect.deckSize',
      'expect.played',
    ]);
    expect(report.steps[1]).toMatchObject({ player: 1, described: 'play 2' });
    expect(report.steps[1].events).toEqual([{ type: 'played', player: 1, card: 2, gain: 4 }]);
    expect(formatScenarioReport(report)).toMatch(/5 passed, 0 failed$/);
  });

  it('reports a failed expectation with the first differing place, and the run goes on', () => {
    const report = runScenarioFile(
      toyGame,
      { ...base, steps: [{ action: { type: 'play', card: 1 } }], expect: { scores: [2, 0], turn: 1 } },
      'wrong.json',
    );
    expect(report.ok).toBe(false);
    const failed = report.checks.filter((c) => !c.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: 'scores', expected: [2, 0], actual: [1, 0] });
    expect(failed[0].message).toBe('$[0]: expected 2, got 1');
    expect(formatScenarioReport(report)).toMatch(
      /FAIL expect\.scores: \$\[0\]: expected 2, got 1\n {2}ok {3}expect\.turn\n1 passed, 1 failed$/,
    );
  });

  it("runs the game's own step kinds", () => {
    const report = runScenarioFile(
      toyGame,
      {
        ...base,
        steps: [{ do: 'give', seat: 0, card: 7 }, { action: { type: 'play', card: 7 } }],
        expect: { scores: [7, 0] },
      },
      'give.json',
    );
    expect(report.ok).toBe(true);
  });

  it('checks that a refused action is refused with its code and leaves the state as it was', () => {
    const report = runScenarioFile(
      toyGame,
      {
        ...base,
        steps: [
          { action: { type: 'play', card: 3 }, refused: 'not-in-hand' },
          { action: { type: 'play', card: 2 }, player: 1, refused: 'not-your-turn' },
        ],
        expect: {
          hands: [
            [1, 2],
            [2, 5],
          ],
        },
      },
      'refusals.json',
    );
    expect(report.ok).toBe(true);
    expect(report.steps.map((s) => s.refused?.code)).toEqual(['not-in-hand', 'not-your-turn']);
    expect(() =>
      runScenarioFile(
        toyGame,
        { ...base, steps: [{ action: { type: 'play', card: 1 }, refused: 'x' }] },
        'f.json',
      ),
    ).toThrow(/expected a refusal \(x\) but the action is legal/);
  });

  it('names the file, the place and the reason for a scenario that cannot run', () => {
    // Each with an expectation, so the file gets as far as the problem it has.
    const run = (input: object) => () =>
      runScenarioFile(toyGame, { expect: { deckSize: 0 }, ...input }, 'bad.json');
    expect(run({ ...base, steps: [{ action: { type: 'play', card: 3 } }] })).toThrow(
      /bad\.json: \$\.steps\[0\]: illegal action .* \(not-in-hand: card 3 is not in hand\)/,
    );
    expect(run({ setup: { hands: [[1], ['x']] } })).toThrow(/bad\.json: \$\.setup\.hands\[1\]\[0\]: /);
    expect(run({ ...base, expect: { colour: 'red' } })).toThrow(
      /unknown expectation 'colour' \(known: scores/,
    );
    expect(run({ ...base, steps: [{ do: 'fly' }] })).toThrow(
      /\$\.steps\[0\]\.do: unknown step 'fly' \(known: give\)/,
    );
    expect(run({ ...base, game: 'chess' })).toThrow(/the file is for 'chess', not 'toy'/);
    expect(run({ ...base, options: { handSize: 99 } })).toThrow(
      /\$\.options: invalid options for toy: handSize/,
    );
    expect(run({ ...base, steps: [{ action: { type: 'play', card: 1 }, player: 1 }] })).toThrow(
      /seat 1 has no decision to make now/,
    );
    expect(run({ ...base, extra: 1 })).toThrow(ScenarioError);
  });

  it('refuses a file that states no expectations, naming the file', () => {
    const steps = [{ action: { type: 'play', card: 2 } }];
    for (const input of [
      { ...base, steps },
      { ...base, steps, expect: {} },
      { ...base, steps: [...steps, { expect: {} }] },
    ]) {
      expect(() => runScenarioFile(toyGame, input, 'scenarios/empty.json')).toThrow(
        /^scenarios\/empty\.json: the scenario states no expectations/,
      );
    }
    // One expectation anywhere, or one refused step, is enough.
    expect(runScenarioFile(toyGame, { ...base, steps: [{ ...steps[0], expect: { turn: 1 } }] }, 'a').ok).toBe(
      true,
    );
    const refused = [{ action: { type: 'play', card: 3 }, refused: 'not-in-hand' }];
    expect(runScenarioFile(toyGame, { ...base, steps: refused }, 'b').ok).toBe(true);
    // A caller that checks the report itself runs it without any.
    expect(runScenario(toyGame, { ...base, steps }, 'inline').checks).toEqual([]);
  });

  it('numbers seats from 1 in the printed report', () => {
    const report = runScenarioFile(
      toyGame,
      {
        ...base,
        steps: [{ action: { type: 'play', card: 2 } }, { action: { type: 'play', card: 5 } }],
        expect: { turn: 0 },
      },
      's.json',
    );
    const text = formatScenarioReport(report);
    expect(text).toContain('step 0: seat 1 play 2');
    expect(text).toContain('step 1: seat 2 play 5');
  });
});

describe('mismatch: an expected value contained in the actual one', () => {
  it('compares objects by the expected keys, arrays item by item, values by equality', () => {
    expect(mismatch({ a: 1 }, { a: 1, b: 2 })).toBeNull();
    expect(mismatch({ a: { b: [1, { c: 2 }] } }, { a: { b: [1, { c: 2, d: 3 }] } })).toBeNull();
    expect(mismatch({ a: 1 }, { a: 2 })).toBe('$.a: expected 1, got 2');
    expect(mismatch([1, 2], [1, 2, 3])).toBe('$: expected 2 items, got 3 ([1,2,3])');
    expect(mismatch({ a: null }, {})).toBe('$.a: expected null, got nothing');
    expect(mismatch([{ x: 1 }], [5])).toBe('$[0]: expected an object, got 5');
  });
});

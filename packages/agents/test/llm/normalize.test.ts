import { type Action, type AnyGame, Match, RuleViolation } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { findGame } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { type NormalizeInput, normalizeAnswer, normalizeValue } from '../../src/llm/normalize.ts';

function inputAt(game: AnyGame, seed: string, options: unknown = {}): NormalizeInput & { match: Match } {
  const match = new Match(game, options, seed);
  const player = match.toAct()[0];
  const legal = match.legalActions(player);
  return {
    match,
    game,
    view: match.view(player),
    legal,
    labels: legal.map((a) => game.describe(a, match.state)),
  };
}

/** A toy decision whose legal cards are [1, 4, 7]. */
function toyInput(game: AnyGame = toyGame): NormalizeInput {
  const legal: Action[] = [1, 4, 7].map((card) => ({ type: 'play', card }));
  return { game, view: { hand: [1, 4, 7] }, legal, labels: legal.map((a) => game.describe(a, null)) };
}

const chosen = (raw: string, input: NormalizeInput) => {
  const r = normalizeAnswer(raw, input);
  return r.ok ? r.index : r.problem;
};

describe('normalizeAnswer: indices', () => {
  it('reads the asked-for {"index": n} and its common variants', () => {
    const input = toyInput();
    expect(normalizeAnswer('{"index": 2, "reason": "biggest"}', input)).toEqual({
      ok: true,
      index: 2,
      how: 'index',
      extracted: false,
    });
    for (const raw of [
      '1',
      '"1"',
      '{"index": "1"}',
      '{"action": 1}',
      '{"choice": 1}',
      '[1]',
      'index: 1',
      '#1',
    ]) {
      expect(chosen(raw, input), raw).toBe(1);
    }
  });

  it('refuses an index outside the list, or one that is not a whole number, saying the range', () => {
    const input = toyInput();
    expect(chosen('{"index": 3}', input)).toBe('3 is not an index of a legal action (0..2)');
    expect(chosen('{"index": 1.5}', input)).toBe('1.5 is not an index of a legal action (0..2)');
    expect(chosen('{"index": "one"}', input)).toBe('"index" must be a whole number from 0 to 2');
    expect(chosen('{"reason": "no idea"}', input)).toMatch(/names no action/);
  });

  it('marks an answer found inside prose', () => {
    const r = normalizeAnswer('Playing the 7. {"index": 2}', toyInput());
    expect(r).toEqual({ ok: true, index: 2, how: 'index', extracted: true });
  });
});

describe('normalizeAnswer: names and action objects', () => {
  it('reads the description, a phrase of it found in one description only, or a type only one action has', () => {
    const input = toyInput();
    expect(chosen('play 4', input)).toBe(1);
    expect(chosen('{"action": "Play 7."}', input)).toBe(2);
    expect(chosen('{"name": "play 1"}', input)).toBe(0);
    const pass: NormalizeInput = {
      ...input,
      legal: [...input.legal, { type: 'pass' }],
      labels: [...input.labels, 'end the round'],
    };
    expect(chosen('pass', pass)).toBe(3);
  });

  it('refuses a name that fits several actions, listing them, and one that fits none', () => {
    const input = toyInput();
    expect(chosen('play', input)).toBe(
      '"play" fits 3 legal actions (0: play 1; 1: play 4; 2: play 7): answer with the index of one',
    );
    expect(chosen('draw a card', input)).toBe('"draw a card" is not the description of a legal action');
  });

  it('reads an action object equal to a legal one, or fitting exactly one loosely', () => {
    const input = toyInput();
    expect(normalizeAnswer('{"action": {"type": "play", "card": 4}}', input)).toMatchObject({
      ok: true,
      index: 1,
      how: 'action',
    });
    expect(normalizeAnswer('{"type": "play", "card": "7", "reason": "x"}', input)).toMatchObject({
      ok: true,
      index: 2,
      how: 'loose',
    });
    expect(chosen('{"type": "PLAY", "Card": [1]}', input)).toBe(0);
    expect(chosen('{"card": 7}', input)).toBe(2);
  });

  it('refuses an illegal action object, naming the legal types, and an ambiguous one', () => {
    const input = toyInput();
    expect(chosen('{"action": {"type": "play", "card": 9}}', input)).toBe(
      '{"type":"play","card":9} is not a legal action now (legal action types: play)',
    );
    expect(chosen('{"type": "play"}', input)).toMatch(/^\{"type":"play"\} fits 3 legal actions/);
    expect(chosen('{"type": "play", "card": 4, "discard": 2}', input)).toMatch(/is not a legal action now/);
  });
});

describe('normalizeAnswer on the real games', () => {
  it("Queen's Blood: cards named by name or card id instead of instance number, in any order", () => {
    const input = inputAt(findGame('queens-blood'), '3');
    const hand = (input.view as { hand: Array<{ uid: number; name: string; id: string }> }).hand;
    const unique = hand.filter((c) => hand.filter((d) => d.name === c.name).length === 1);
    expect(unique.length).toBeGreaterThanOrEqual(2);
    const [a, b] = unique;
    const want = input.legal.findIndex(
      (x) =>
        x.type === 'mulligan' &&
        JSON.stringify([...(x as unknown as { replace: number[] }).replace].sort((p, q) => p - q)) ===
          JSON.stringify([a.uid, b.uid].sort((p, q) => p - q)),
    );
    expect(want).toBeGreaterThanOrEqual(0);
    const answer = { action: { type: 'mulligan', replace: [b.name, a.id.toUpperCase()] } };
    expect(normalizeAnswer(JSON.stringify(answer), input)).toMatchObject({
      ok: true,
      index: want,
      how: 'loose',
    });
    // The description works too; a single card given without its list is read as the list of one.
    expect(chosen(JSON.stringify({ action: input.labels[want] }), input)).toBe(want);
    const one = input.legal.findIndex(
      (x) =>
        x.type === 'mulligan' &&
        JSON.stringify((x as unknown as { replace: number[] }).replace) === `[${a.uid}]`,
    );
    expect(chosen(JSON.stringify({ type: 'mulligan', replace: a.name }), input)).toBe(one);
  });

  it('Dice Duel: keys in another spelling, booleans and numbers as strings', () => {
    const game = findGame('dice-duel');
    const input = inputAt(game, '3');
    const keepTwo = input.legal.findIndex((x) => JSON.stringify(x) === '{"type":"reroll","hold":[0,1]}');
    expect(keepTwo).toBeGreaterThanOrEqual(0);
    expect(chosen('{"type": "reroll", "hold": ["1", "0"]}', input)).toBe(keepTwo);
    const reactions = [
      { type: 'react', evasive: false, preventHalf: false, chi: 0 },
      { type: 'react', evasive: true, preventHalf: false, chi: 0 },
      { type: 'react', evasive: true, preventHalf: false, chi: 1 },
    ];
    const react: NormalizeInput = {
      game,
      view: {},
      legal: reactions,
      labels: ['no reaction', 'evade', 'evade, 1 chi'],
    };
    expect(chosen('{"type": "react", "evasive": "yes", "prevent_half": false, "chi": "1"}', react)).toBe(2);
    // chi left out: two actions fit, so it is not guessed.
    expect(chosen('{"type": "react", "evasive": true}', react)).toMatch(/fits 2 legal actions/);
  });
});

describe("the game's own reading (normalizeAction) comes first", () => {
  // A game that lets an answer name a card by its position in the hand ("slot").
  const slotted: AnyGame = {
    ...toyGame,
    normalizeAction(candidate: unknown, view: unknown) {
      const c = candidate as { type?: string; slot?: number };
      if (c.type !== 'play' || c.slot === undefined) return candidate;
      const hand = (view as { hand: number[] }).hand;
      if (c.slot < 0 || c.slot >= hand.length)
        throw new RuleViolation('no-slot', `no slot ${c.slot} in a hand of ${hand.length}`);
      return { type: 'play', card: hand[c.slot] };
    },
  };

  it('rewrites the answer before matching, and its refusal reason is passed on', () => {
    const input = toyInput(slotted);
    expect(normalizeValue({ type: 'play', slot: 2 }, input)).toEqual({ ok: true, index: 2, how: 'action' });
    expect(normalizeValue({ type: 'play', slot: 5 }, input)).toEqual({
      ok: false,
      problem: '{"type":"play","slot":5} cannot be read: no slot 5 in a hand of 3',
    });
  });

  it('reads an action object whose own field is called index as that action, not as an index answer', () => {
    const attacks = {
      ...toyInput(),
      legal: [{ type: 'pass' }, { type: 'attack', index: 1 }, { type: 'attack', index: 0 }],
    };
    expect(normalizeValue({ type: 'attack', index: 0 }, attacks)).toEqual({
      ok: true,
      index: 2,
      how: 'action',
    });
    expect(normalizeValue({ index: 0 }, attacks)).toEqual({ ok: true, index: 0, how: 'index' });
  });
});

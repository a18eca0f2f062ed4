import { assertReadableWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { actionTypeWords, idAsWords } from '../src/actions/type-words.ts';
import { boardFor } from '../src/boards/index.ts';

describe("the action panel's group headings", () => {
  it('read an action type id as words when the board gives none', () => {
    expect(idAsWords('play_land')).toBe('Play land');
    expect(idAsWords('keepDice')).toBe('Keep dice');
    expect(idAsWords('attack_done')).toBe('Attack done');
    expect(idAsWords('pass')).toBe('Pass');
    assertReadableWords(['choose_targets', 'pickDomain', 'keep-legend'].map(idAsWords), 'headings');
  });

  it("take the board's words for a type it words", () => {
    expect(actionTypeWords('play_land', { play_land: 'Play a land' })).toBe('Play a land');
    expect(actionTypeWords('play_land', {})).toBe('Play land');
  });

  it("hold every board's action words to words a person reads", () => {
    for (const game of ['mtg', 'card-kingdoms', 'pocket', 'dice-duel', 'queens-blood']) {
      const words = Object.values(boardFor(game).actionWords ?? {}) as string[];
      assertReadableWords(words, `${game} action words`);
    }
    expect(Object.keys(boardFor('mtg').actionWords ?? {})).toContain('attack_done');
  });
});

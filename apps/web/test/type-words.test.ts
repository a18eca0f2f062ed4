import { assertReadableWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { groupSameLabels } from '../src/actions/same-label.ts';
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

describe("the action panel's buttons", () => {
  it('are one per label, with the count when actions read the same, acting with the first', () => {
    const choices = [
      { label: 'Return Goblin', action: { type: 'return', card: 1 } },
      { label: 'Return Ogre', action: { type: 'return', card: 2 } },
      { label: 'Return Goblin', action: { type: 'return', card: 3 } },
    ];
    const buttons = groupSameLabels(choices);
    expect(buttons.map((b) => b.text)).toEqual(['Return Goblin (2)', 'Return Ogre']);
    expect(buttons[0].first.action.card).toBe(1);
  });
});

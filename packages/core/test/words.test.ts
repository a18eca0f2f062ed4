import { describe, expect, it } from 'vitest';
import { assertReadableWords, identifierShapedWords } from '../src/testing/words.ts';

describe('identifier-shaped words', () => {
  it('finds engine ids in log lines', () => {
    expect(identifierShapedWords('rule:pyro_burn_on_6 fired')).toEqual(['rule:pyro_burn_on_6']);
    expect(identifierShapedWords('applyStatusToOpponent 1')).toEqual(['applyStatusToOpponent']);
    expect(identifierShapedWords('blockPer → 1')).toEqual(['blockPer']);
    expect(identifierShapedWords('may: search?: yes')).toEqual([]);
  });
  it('lets words, card names and numbers pass', () => {
    expect(identifierShapedWords('Seat 1 casts Lightning Bolt ({R}) targeting a 2/2 Grizzly Bears.')).toEqual(
      [],
    );
    expect(
      identifierShapedWords('Player 2 attaches a Water Energy to Squirtle (+10 damage, self-heal).'),
    ).toEqual([]);
  });
  it('assertReadableWords names the line', () => {
    expect(() => assertReadableWords(['ok line', 'turn — side 0, energyType'], 'log')).toThrow(/energyType/);
    expect(() => assertReadableWords(['Plains (26)'], 'prompt')).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { groupedChoices } from '../src/commands/play.ts';

describe('arbiter play: choices that read the same are one numbered choice', () => {
  it('counts identical labels once, in first-seen order, and chooses the first of them', () => {
    const labels = ['Plains', 'Island', 'Plains', 'Plains', 'Pass'];
    expect(groupedChoices(labels)).toEqual([
      { label: 'Plains', count: 3, first: 0 },
      { label: 'Island', count: 1, first: 1 },
      { label: 'Pass', count: 1, first: 4 },
    ]);
  });

  it('leaves a list with no repeated label as it is', () => {
    expect(groupedChoices(['a', 'b']).map((c) => c.first)).toEqual([0, 1]);
  });
});

/** The system message names the seat and, where it is known, how many seats the match has. */
import { toyGame, toySeatsGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { systemMessage } from '../../src/llm/prompt.ts';

describe('system message', () => {
  it("a fixed-seat game: the game's own count", () => {
    expect(systemMessage(toyGame, 1)).toContain('as seat 2 of 2 (seat 1 in the JSON)');
  });

  it("a game played by a varying number: the match's count, and no count when none is known", () => {
    expect(systemMessage(toySeatsGame, 2, 4)).toContain('as seat 3 of 4 (seat 2 in the JSON)');
    expect(systemMessage(toySeatsGame, 2)).toContain('as seat 3 (seat 2 in the JSON)');
    expect(systemMessage(toySeatsGame, 2)).not.toMatch(/ of \d/);
  });
});

/** The system message names the seat and, where it is known, how many seats the match has. */
import { toyGame, toySeatsGame } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { systemMessage } from '../../src/llm/prompt.ts';

describe('system message', () => {
  it("a fixed-seat game: the game's own count", () => {
    expect(systemMessage(toyGame, 1)).toContain(
      'as seat 2 of 2 (in the JSON, where seats count from 0, you are 1)',
    );
  });

  it("a game played by a varying number: the match's count, and no count when none is known", () => {
    expect(systemMessage(toySeatsGame, 2, 4)).toContain(
      'as seat 3 of 4 (in the JSON, where seats count from 0, you are 2)',
    );
    expect(systemMessage(toySeatsGame, 2)).toContain(
      'as seat 3 (in the JSON, where seats count from 0, you are 2)',
    );
    expect(systemMessage(toySeatsGame, 2)).not.toMatch(/ of \d/);
  });

  it('numbers the seat from 1 for the reader: the first seat is seat 1, never seat 0', () => {
    const text = systemMessage(toyGame, 0);
    expect(text).toContain('as seat 1 of 2');
    expect(text).not.toMatch(/\bseat 0\b/);
  });
});

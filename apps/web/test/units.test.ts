/** The web client's pure pieces: routes, result text, build staleness (Dice Duel's words: dd-word-sheet.test.ts). */
import { describe, expect, it } from 'vitest';
import { outcomeText } from '../src/components/OutcomeBanner.tsx';
import { parseRoute } from '../src/router.ts';

const seats = [
  { seat: 0, kind: 'human' as const, name: 'Ada', claimed: true, connected: 1 },
  { seat: 1, kind: 'random' as const, name: 'Random agent', claimed: true, connected: 0 },
];

describe('routes', () => {
  it('reads the three pages and invite links', () => {
    expect(parseRoute('/', '')).toEqual({ page: 'lobby' });
    expect(parseRoute('/match/abc', '')).toEqual({ page: 'match', id: 'abc', claim: null });
    expect(parseRoute('/match/abc', '?claim=1')).toEqual({ page: 'match', id: 'abc', claim: 1 });
    expect(parseRoute('/replay/x%2Dy', '')).toEqual({ page: 'replay', id: 'x-y' });
    expect(parseRoute('/nope/1', '')).toEqual({ page: 'missing', path: '/nope/1' });
  });
});

describe('result text', () => {
  it('speaks to the seat that reads it, and names the winner to spectators', () => {
    const win = { winner: 0, draw: false, reason: 'ko' };
    expect(outcomeText(win, seats, 0)).toBe('You win — ko');
    expect(outcomeText(win, seats, 1)).toBe('You lose — ko');
    expect(outcomeText(win, seats, null)).toBe('Ada wins — ko');
    expect(outcomeText({ winner: null, draw: true, reason: 'round limit' }, seats, 0)).toBe(
      'Draw — round limit',
    );
  });
});

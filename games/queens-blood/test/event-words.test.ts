/**
 * Every event has words a player reads (src/events.ts, a typed record the
 * compiler holds complete): over many random games, no event's words are
 * empty or carry an engine id (an effect or trigger id, a card's uid).
 */
import { createRng, Match, pick } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { EVENT_WORDS } from '../src/events.ts';
import { queensBlood } from '../src/index.ts';

/** What an id looks like in text: snake_case, camelCase, a #number. */
const ID_SHAPED = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b|#\d/;

describe("Queen's Blood event words", () => {
  it('are a sentence without ids for every event of 20 random games (verbose ones too)', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 20; g++) {
      const match = new Match(queensBlood, {}, `words/${g}`);
      const chooser = createRng(`words/${g}`);
      while (!match.outcome()) {
        const player = match.toAct()[0];
        match.act(player, pick(chooser, match.legalActions(player)));
      }
      for (const { event } of match.events) {
        const words = queensBlood.describeEvent!(event);
        seen.add(event.type);
        expect(words.trim(), event.type).not.toBe('');
        expect(words, JSON.stringify(event)).not.toMatch(ID_SHAPED);
      }
    }
    // Most kinds come up in random play; every kind has words by type (the record is complete).
    expect(seen.size).toBeGreaterThanOrEqual(8);
    expect(Object.keys(EVENT_WORDS).sort()).toEqual(
      [
        'added-to-hand',
        'destroyed',
        'draw',
        'game-over',
        'mulligan',
        'pass',
        'play',
        'power',
        'replace',
        'scale',
        'spawned',
        'trigger',
      ].sort(),
    );
  });
});

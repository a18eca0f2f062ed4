/**
 * Every word a player reads (issue 20): over many random games, every
 * event's words (src/events.ts, a typed record the compiler holds complete),
 * every description of every legal action, for the actor and for the other
 * seat, and the terminal board the actor reads, read as words — no engine id (effect or trigger ids, card
 * uids), no camelCase, seats numbered from 1 (P1, P2).
 */
import { createRng, Match, pick } from '@arbiter/core';
import { assertReadableWords } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { EVENT_WORDS } from '../src/events.ts';
import { queensBlood } from '../src/index.ts';

/** What an id looks like in text beyond the kernel's check: a #number, a seat 0. */
const ID_SHAPED = /#\d|\bseat 0\b|\bP0\b|\bside [01]\b/;

describe("Queen's Blood event words", () => {
  it('events, action descriptions and terminal boards of 40 random games read as words (verbose events too)', () => {
    const seen = new Set<string>();
    const lines: string[] = [];
    for (let g = 0; g < 40; g++) {
      const match = new Match(queensBlood, {}, `words/${g}`);
      const chooser = createRng(`words/${g}`);
      while (!match.outcome()) {
        const player = match.toAct()[0];
        const legal = match.legalActions(player);
        // The terminal board as the acting seat reads it (its hand with each card's ability).
        lines.push(...queensBlood.render!(match.view(player), player).split('\n'));
        for (const action of legal) {
          lines.push(queensBlood.describe(action, match.state));
          lines.push(queensBlood.describe(action, match.state, player === 0 ? 1 : 0));
        }
        match.act(player, pick(chooser, legal));
      }
      for (const { event } of match.events) {
        const words = queensBlood.describeEvent!(event);
        seen.add(event.type);
        expect(words.trim(), event.type).not.toBe('');
        lines.push(words);
      }
    }
    assertReadableWords(lines, "Queen's Blood events and actions");
    for (const line of lines) expect(line).not.toMatch(ID_SHAPED);
    // Most kinds come up in random play; every kind has words by type (the record is complete).
    for (const type of ['mulligan', 'play', 'pass', 'destroyed', 'lane-scored', 'game-over'])
      expect(seen).toContain(type);
    expect(Object.keys(EVENT_WORDS).sort()).toEqual(
      [
        'added-to-hand',
        'destroyed',
        'draw',
        'game-over',
        'lane-scored',
        'mulligan',
        'pass',
        'play',
        'power',
        'ranks',
        'replace',
        'scale',
        'spawned',
        'trigger',
      ].sort(),
    );
  });
});

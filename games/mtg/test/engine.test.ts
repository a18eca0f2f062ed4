/**
 * The top goal: every deck pairing plays to the end random-vs-random without
 * an engine error; plus the kernel conformance suite and replay determinism.
 */
import { createRng } from '@arbiter/core';
import { runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';

const decks = catalog().deckList.map((d) => d.id);

describe('MTG engine', () => {
  it('all 25 deck pairings play to the end random-vs-random with no engine error', () => {
    const reasons: string[] = [];
    for (const d1 of decks)
      for (const d2 of decks) {
        const r = playRandomGame(
          mtg,
          { deck1: d1, deck2: d2, maxTurns: 200 },
          `pair-${d1}-${d2}`,
          createRng(`a-${d1}-${d2}`),
        );
        reasons.push(r.outcome.reason);
        expect(r.actions).toBeGreaterThan(20);
      }
    expect(reasons).toHaveLength(25);
    // Games end by the rules (life, empty library), not by the turn limit.
    expect(reasons.filter((x) => x.startsWith('turn limit')).length).toBeLessThan(3);
  }, 120_000);

  it('replays to the same final state from the same seeds', () => {
    for (let i = 0; i < 5; i++) {
      const a = playRandomGame(
        mtg,
        { deck1: decks[i], deck2: decks[(i + 2) % 5], maxTurns: 200 },
        `rep${i}`,
        createRng(`x${i}`),
      );
      const b = playRandomGame(
        mtg,
        { deck1: decks[i], deck2: decks[(i + 2) % 5], maxTurns: 200 },
        `rep${i}`,
        createRng(`x${i}`),
      );
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    }
  }, 60_000);

  it('passes the kernel conformance suite', () => {
    // Short games (a turn limit of 6) keep the suite's per-action checks affordable.
    const summary = runConformance(mtg, { seeds: 3, options: { maxTurns: 6 } });
    expect(summary.games).toBe(3);
  }, 300_000);

  it('an illegal action is refused with a reason and changes nothing', () => {
    const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'illegal');
    const before = JSON.stringify(s);
    const p = mtg.toAct(s)[0];
    expect(() => mtg.apply(s, p, { type: 'pass' })).toThrow(/not a legal action/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('the opponent hand and both libraries are hidden in a view', () => {
    const s = mtg.setup({ deck1: 'glorious_combat', deck2: 'draconic_fury', maxTurns: 200 }, 'view');
    const v = mtg.view(s, 0);
    expect(Array.isArray(v.players[0].hand)).toBe(true);
    expect(v.players[1].hand).toBe(7);
    expect(v.players[0].library).toBe(53);
  });
});

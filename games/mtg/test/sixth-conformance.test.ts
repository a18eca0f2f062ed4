/**
 * Issue 22: the kernel's conformance suite and replay determinism on the
 * Sixth Edition presets whose cards all parse (the decks that wait for the
 * parser join by themselves once they parse). Light budgets keep CI time
 * small: short games (a turn limit) and few seeds per pairing for the
 * conformance suite; 500 seeds of three-turn games for replay.
 */
import { createRng, hashState, Match, randInt, replay } from '@arbiter/core';
import { runConformance } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import type { MtgState } from '../src/engine/state.ts';
import { type MtgAction, mtg } from '../src/index.ts';

const cat = catalog();
/** Sixth Edition presets the engine can play today, in data order. */
const decks = cat.deckList
  .filter((d) => d.pool === '6ed' && !d.cards.some((id) => cat.notPlayable?.has(id)))
  .map((d) => d.id);

describe('Sixth Edition presets: conformance and replay', () => {
  it('the decks that parse today include the three the tests lean on', () => {
    for (const d of ['red_burn', 'white_weenie', 'mono_blue']) expect(decks).toContain(d);
    expect(decks.length).toBeGreaterThanOrEqual(10);
  });

  it('passes the kernel conformance suite over pairings of the 6ED decks (short games)', () => {
    // Each deck once as seat 1 and once as seat 2, against the deck a few places on: every deck's cards in play.
    let games = 0;
    let changing = 0;
    for (let i = 0; i < decks.length; i++) {
      const options = { deck1: decks[i], deck2: decks[(i + 3) % decks.length], maxTurns: 5 };
      const summary = runConformance(mtg, {
        seeds: 1,
        firstSeed: 100 + i,
        options,
        deepEvery: 2,
        events: { reveals: ['reveal'] },
      });
      games += summary.games;
      changing += summary.events.changingActions;
      expect(summary.events.skipped, options.deck1).toBeUndefined();
    }
    expect(games).toBe(decks.length);
    // Five-turn games: a deck that only plays lands and passes would make about 10 state-changing actions.
    expect(changing).toBeGreaterThan(15 * decks.length);
  }, 300_000);

  it('replays deterministically over 500 seeds (three-turn games over the 6ED pairings)', () => {
    const pairs = decks.flatMap((d1) => decks.map((d2) => [d1, d2] as const));
    let actions = 0;
    for (let seed = 0; seed < 500; seed++) {
      const [deck1, deck2] = pairs[(seed * 7) % pairs.length];
      const options = { deck1, deck2, maxTurns: 3 };
      const s = mtg.setup(options, `6ed-replay/${seed}`) as MtgState;
      const rng = createRng(`6ed-agent/${seed}`);
      const played: Array<[number, MtgAction]> = [];
      for (let i = 0; i < 5000 && !mtg.outcome(s); i++) {
        const p = mtg.toAct(s)[0];
        const legal = mtg.legalActions(s, p);
        const a = legal[randInt(rng, legal.length)];
        played.push([p, a]);
        mtg.apply(s, p, a);
      }
      const again = mtg.setup(options, `6ed-replay/${seed}`) as MtgState;
      for (const [p, a] of played) mtg.apply(again, p, JSON.parse(JSON.stringify(a)));
      expect(hashState(again), `${deck1} v ${deck2} seed ${seed}`).toBe(hashState(s));
      actions += played.length;
    }
    expect(actions).toBeGreaterThan(500 * 8);
  }, 300_000);

  it("a recorded match's log replays with the same state hash at every step (the kernel's replay)", () => {
    for (const [deck1, deck2] of [
      ['red_burn', 'white_weenie'],
      ['mono_blue', 'red_burn'],
    ]) {
      const m = new Match(mtg, { deck1, deck2, maxTurns: 6 }, `6ed-log/${deck1}`);
      const rng = createRng(`6ed-log/${deck1}`);
      for (let i = 0; i < 2000 && !m.outcome(); i++) {
        const p = m.toAct()[0];
        const legal = m.legalActions(p);
        m.act(p, legal[randInt(rng, legal.length)]);
      }
      const log = m.toLog();
      expect(log.actions.length).toBeGreaterThan(20);
      const r = replay(mtg, JSON.parse(JSON.stringify(log)));
      expect(r.finalHash).toBe(m.hash());
      expect(r.match.actions.length).toBe(log.actions.length);
    }
  });
});

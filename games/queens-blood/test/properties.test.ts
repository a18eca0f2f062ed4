/** Invariants over random games: ranks, owners, conservation of cards, replay determinism. */
import { createGreedyAgent, createRandomAgent } from '@arbiter/agents';
import { createRng, hashState, Match, randInt, replay } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queensBlood as g } from '../src/index.ts';
import type { QBState } from '../src/state.ts';

function checkInvariants(s: QBState): void {
  for (const t of s.tiles) {
    expect(t.rank).toBeGreaterThanOrEqual(0);
    expect(t.rank).toBeLessThanOrEqual(3);
    expect(t.owner === -1).toBe(t.rank === 0); // an owned tile has rank 1..3, a neutral one 0
    if (t.card >= 0) expect(s.cards[t.card].tile).toBe(s.tiles.indexOf(t));
  }
  // Every instance is in exactly one zone: deck, hand, board or destroyed.
  const zones = new Map<number, string>();
  const put = (u: number, z: string) => {
    expect(zones.has(u), `card ${u} in ${zones.get(u)} and ${z}`).toBe(false);
    zones.set(u, z);
  };
  for (const side of [0, 1]) {
    for (const u of s.decks[side]) put(u, 'deck');
    for (const u of s.hands[side]) put(u, 'hand');
    for (const u of s.destroyed[side]) put(u, 'destroyed');
  }
  for (const t of s.tiles) if (t.card >= 0) put(t.card, 'board');
  expect(zones.size).toBe(s.cards.length);
  const fromDecks = s.cards.filter((c) => c.origin === 'deck').length;
  expect(fromDecks).toBe(30); // 15 per side, plus tokens created by effects
}

function randomGame(seed: number): QBState {
  const rng = createRandomAgent(`agent/${seed}`);
  const s = g.setup(g.optionsSchema.parse({ decks: ['random', 'random'] }), String(seed));
  while (g.outcome(s) === null) {
    const p = g.toAct(s)[0];
    const legal = g.legalActions(s, p);
    g.apply(s, p, rng.choose({ game: g, player: p, view: null, legal }) as (typeof legal)[number]);
    checkInvariants(s);
  }
  return s;
}

describe('invariants', () => {
  it('actionCount / actionAt enumerate exactly legalActions, in its order, at every decision of 150 random games', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const rng = createRng(`idx/${seed}`);
      const s = g.setup(g.optionsSchema.parse({ decks: ['random', 'random'] }), `idx${seed}`);
      while (g.outcome(s) === null) {
        for (const p of [0, 1]) {
          const legal = g.legalActions(s, p);
          expect(g.actionCount!(s, p)).toBe(legal.length);
          for (const [i, a] of legal.entries()) expect(g.actionAt!(s, p, i)).toEqual(a);
        }
        const p = g.toAct(s)[0];
        const legal = g.legalActions(s, p);
        g.apply(s, p, legal[randInt(rng, legal.length)]);
      }
    }
  });

  it('ranks stay in 0..3, owners match ranks, cards are conserved, in random games with random decks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const s = randomGame(seed);
        expect(g.outcome(s)).not.toBeNull();
      }),
      { numRuns: 150, seed: 42 },
    );
  });

  it('replays 500 seeded agent games to the same hashes', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const agents = [createRandomAgent(`r${seed}`), createRandomAgent(`q${seed}`)];
      const match = new Match(g, {}, String(seed), { recordEvents: false });
      while (match.outcome() === null) {
        const p = match.toAct()[0];
        const legal = match.legalActions(p);
        match.applyTrusted(p, agents[p].choose({ game: g, player: p, view: null, legal }));
      }
      const log = JSON.parse(JSON.stringify(match.toLog()));
      const again = replay(g, log);
      expect(again.finalHash).toBe(match.hash());
      expect(again.outcome).toEqual(match.outcome());
    }
  });

  it('greedy agents play from views through determinize', () => {
    const agents = [createGreedyAgent('g0', { samples: 2 }), createRandomAgent('g1')];
    const match = new Match(g, { decks: ['enfeeble', 'aura-support'] }, 'greedy');
    while (match.outcome() === null) {
      const p = match.toAct()[0];
      match.act(
        p,
        agents[p].choose({ game: g, player: p, view: match.view(p), legal: match.legalActions(p) }),
      );
    }
    expect(match.outcome()).not.toBeNull();
  });

  it('determinize keeps what the viewer sees and samples the rest consistently', () => {
    const s = randomGame(77);
    for (const viewer of [0, 1] as const) {
      const view = g.view(s, viewer);
      const d = g.determinize!(view, viewer, 'd');
      expect(hashState(g.view(d, viewer).tiles)).toBe(hashState(view.tiles));
      expect(d.hands[viewer]).toEqual(s.hands[viewer]);
      expect(d.hands[1 - viewer].length).toBe(s.hands[1 - viewer].length);
      expect(d.decks.map((x) => x.length)).toEqual(s.decks.map((x) => x.length));
      checkInvariants(d);
    }
  });
});

/**
 * Adversarial review of the Queen's Blood engine against the seed
 * (qb_effects v1.1), the rules summary (its Decisions are binding) and the
 * README. Passing tests are goldens for behaviour checked and found right;
 * `it.fails` tests pin engine bugs (each says where, the input, what the
 * spec expects and what the engine does).
 */
import { RuleViolation } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions, playProblem } from '../src/actions.ts';
import { contribute, recomputeTile, removeContributions } from '../src/board.ts';
import { newCtx } from '../src/engine-context.ts';
import { queensBlood as g } from '../src/index.ts';
import { applyPowerDelta, settle } from '../src/resolve.ts';
import type { QBState } from '../src/state.ts';
import { cardAt, cat, destroyAt, idAt, pawns, play, powerAt, scenario, score, tileAt } from './helpers.ts';

const golem = (lane: number, col: number, side: 'P1' | 'P2', extra: Record<string, unknown> = {}) => ({
  lane,
  col,
  card: '114', // Mythril Golem: power 8, no effect
  side,
  ...extra,
});

/** How many zones (hand, deck, destroyed pile, board tile) hold instance `uid`. */
function zoneCount(s: QBState, uid: number): number {
  let n = 0;
  for (const side of [0, 1]) {
    n += s.hands[side].filter((u) => u === uid).length;
    n += s.decks[side].filter((u) => u === uid).length;
    n += s.destroyed[side].filter((u) => u === uid).length;
  }
  n += s.tiles.filter((t) => t.card === uid).length;
  return n;
}

/** Every instance sits in exactly one zone, and a card's `tile` agrees with the board. */
function expectZonesConsistent(s: QBState): void {
  for (const c of s.cards) {
    expect(zoneCount(s, c.uid), `instance ${c.uid} (${cat.cards[c.card].name})`).toBe(1);
    if (c.tile >= 0) expect(s.tiles[c.tile].card, `instance ${c.uid} tile`).toBe(c.uid);
  }
}

const setup = (seed: string, options: Record<string, unknown> = {}) =>
  g.setup(g.optionsSchema.parse(options), seed) as QBState;

describe('pawns through real plays (rules §4 boundary flip, §8.5 replay)', () => {
  it('P1-3 hit by three mirrored P2 projections: P1-2, P1-1, P2-1; destroying the hitters replays back', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, owner: 'P1', rank: 3 },
        { lane: 1, col: 4, owner: 'P2', rank: 1 },
        { lane: 2, col: 3, owner: 'P2', rank: 1 },
        { lane: 0, col: 3, owner: 'P2', rank: 1 },
      ],
      turn: 'P2',
    });
    const seen: string[] = [];
    play(s, '008', 1, 4, 1); // Grasslands Wolf: P ahead (left for P2) -> MID col 3
    seen.push(pawns(s, 1, 3));
    play(s, '008', 2, 3, 1); // Wolf: P up -> MID col 3
    seen.push(pawns(s, 1, 3));
    play(s, '001', 0, 3, 1); // Security Officer: P down -> MID col 3
    seen.push(pawns(s, 1, 3));
    expect(seen).toEqual(['P1-2', 'P1-1', 'P2-1']);
    // The Officer's flip is undone: the rest replays to P1-1.
    destroyAt(s, 0, 3);
    expect(pawns(s, 1, 3)).toBe('P1-1');
    destroyAt(s, 1, 4);
    expect(pawns(s, 1, 3)).toBe('P1-2');
    destroyAt(s, 2, 3);
    expect(pawns(s, 1, 3)).toBe('P1-3');
  });

  it('P2-2 hit by P1 twice -> P2-1 -> P1-1 with real plays; P1 pawns never make it neutral', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 3, owner: 'P2', rank: 2 },
        { lane: 1, col: 2, owner: 'P1', rank: 1 },
        { lane: 0, col: 3, owner: 'P1', rank: 1 },
      ],
    });
    play(s, '008', 1, 2, 0); // Wolf: ahead -> MID col 3
    expect(pawns(s, 1, 3)).toBe('P2-1');
    play(s, '001', 0, 3, 0); // Officer: down -> MID col 3
    expect(pawns(s, 1, 3)).toBe('P1-1');
  });

  it('property: pawn projections never turn an owned tile NEUTRAL and replay equals sequential application', () => {
    const step = fc.record({
      side: fc.constantFrom(0 as const, 1 as const),
      n: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(0 as const, 1 as const),
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (owner, rank, steps, drop) => {
          const s = scenario({ start: 'empty', tiles: [{ lane: 1, col: 3, owner, rank }] });
          const t = tileAt(s, 1, 3);
          steps.forEach((st, i) => {
            contribute(s, 7, 100 + i, st.side, st.n, 0);
            expect(t.owner).not.toBe(-1);
            expect(t.rank).toBeGreaterThanOrEqual(1);
            expect(t.rank).toBeLessThanOrEqual(3);
          });
          // Remove some contributors; the result is the base with the rest applied in order.
          const fresh = scenario({ start: 'empty', tiles: [{ lane: 1, col: 3, owner, rank }] });
          steps.forEach((st, i) => {
            if (drop[i]) removeContributions(s, 100 + i);
            else contribute(fresh, 7, 100 + i, st.side, st.n, 0);
          });
          expect([t.owner, t.rank]).toEqual([tileAt(fresh, 1, 3).owner, tileAt(fresh, 1, 3).rank]);
          recomputeTile(t);
          expect([t.owner, t.rank]).toEqual([tileAt(fresh, 1, 3).owner, tileAt(fresh, 1, 3).rank]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('placement legality', () => {
  const s = scenario({
    tiles: [
      { lane: 0, col: 2, owner: 'P1', rank: 3 },
      { lane: 1, col: 2, card: '114', side: 'P1' },
      { lane: 1, col: 3, card: '114', side: 'P2' },
      { lane: 2, col: 4, owner: 'P2', rank: 3 },
    ],
    hands: [['055', '067'], ['055']],
  });
  const uid = (side: 0 | 1, id: string) => s.hands[side].find((u) => cat.cards[s.cards[u].card].id === id)!;

  it('rank equal to the cost is enough; a side never plays on the other side’s tile', () => {
    expect(playProblem(s, cat, 0, uid(0, '055'), 0, 1)).toBeNull(); // Great Malboro cost 3 on rank 3
    expect(playProblem(s, cat, 0, uid(0, '055'), 2, 3)).toMatch(/not yours/);
    expect(playProblem(s, cat, 1, uid(1, '055'), 2, 3)).toBeNull();
    expect(playProblem(s, cat, 1, uid(1, '055'), 0, 1)).toMatch(/not yours/);
  });

  it('a replace-ally card goes only onto an ally: never an enemy card, never an empty tile', () => {
    expect(playProblem(s, cat, 0, uid(0, '067'), 1, 1)).toBeNull();
    expect(playProblem(s, cat, 0, uid(0, '067'), 1, 2)).toMatch(/replace an allied card/);
    expect(playProblem(s, cat, 0, uid(0, '067'), 0, 1)).toMatch(/replace an allied card/);
    const targets = legalActions(s, cat, 0)
      .filter((a) => a.type === 'play' && a.card === uid(0, '067'))
      .map((a) => (a.type === 'play' ? [a.lane, a.col] : null));
    expect(targets).toEqual([[1, 1]]);
  });
});

describe('order of a play', () => {
  it('on_play destruction happens before on_card_played watchers: a Sea Devil destroyed by Cockatrice does not gain', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, owner: 'P1', rank: 2 },
        { lane: 1, col: 3, card: '032', side: 'P1' }, // Sea Devil on Cockatrice's X tile
        { lane: 0, col: 1, card: '032', side: 'P1' }, // another copy, out of reach
      ],
    });
    const doomed = tileAt(s, 1, 3).card;
    play(s, '039', 1, 2); // Cockatrice: destroy all cards on affected tiles
    expect(idAt(s, 1, 3)).toBeNull();
    expect(s.cards[doomed].scaleDelta).toBe(0);
    expect(cardAt(s, 0, 1)?.scaleDelta).toBe(1);
  });

  it('watchers fire before destruction: Bagnadrana gains for an enemy card that dies under an aura at once', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 5, card: '102', side: 'P2' }, // Leviathan: enemies on its E/X tiles -3 while in play
        { lane: 1, col: 3, owner: 'P1', rank: 1 },
        { lane: 0, col: 5, card: '038', side: 'P2' }, // Bagnadrana: +1 per enemy card played
      ],
    });
    play(s, '001', 1, 3); // power 1 - 3: destroyed
    expect(idAt(s, 1, 3)).toBeNull();
    expect(s.destroyed[0].length).toBe(1);
    expect(cardAt(s, 0, 5)?.scaleDelta).toBe(1);
  });

  it('the replaced ally goes through the destroy pipeline: Tonberry King counts it as a destroyed ally', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, card: '001', side: 'P1' },
        { lane: 0, col: 1, card: '035', side: 'P1' }, // Tonberry King: +2 per destroyed ally
        golem(2, 5, 'P2'),
      ],
    });
    play(s, '052', 1, 2); // Gigantoad replaces the Security Officer
    expect(idAt(s, 1, 2)).toBe('052');
    expect(cardAt(s, 0, 1)?.scaleDelta).toBe(2);
    expect(s.destroyed[0].map((u) => cat.cards[s.cards[u].card].id)).toEqual(['001']);
  });
});

describe('triggers per instance', () => {
  it('on_enfeebled fires once per negative change even when both land in one action', () => {
    const s = scenario({
      tiles: [{ lane: 1, col: 2, card: '066', side: 'P1' }, golem(0, 2, 'P2', { scaleDelta: 10 })],
    });
    const ctx = newCtx(s, cat);
    const twoFace = cardAt(s, 1, 2)!;
    applyPowerDelta(ctx, twoFace, -1);
    applyPowerDelta(ctx, twoFace, +1);
    applyPowerDelta(ctx, twoFace, -1);
    settle(ctx);
    expect(cardAt(s, 0, 2)?.powerDelta).toBe(-8);
  });

  it('two copies are two instances: each Sea Devil stacks on its own; one’s play counts for the other', () => {
    const s = scenario({
      tiles: [
        { lane: 0, col: 1, card: '032', side: 'P1' },
        { lane: 1, col: 1, owner: 'P1', rank: 3 },
        { lane: 2, col: 1, owner: 'P1', rank: 1 },
      ],
    });
    play(s, '032', 1, 1); // the second Sea Devil: the first gains, the new one does not
    expect([cardAt(s, 0, 1)?.scaleDelta, cardAt(s, 1, 1)?.scaleDelta]).toEqual([1, 0]);
    play(s, '001', 2, 1);
    expect([cardAt(s, 0, 1)?.scaleDelta, cardAt(s, 1, 1)?.scaleDelta]).toEqual([2, 1]);
  });

  it('thresholds fire once per card: two Clouds each fire on their own crossing of 7', () => {
    const s = scenario({
      tiles: [
        { lane: 0, col: 2, card: '086', side: 'P1', powerDelta: 3 },
        { lane: 2, col: 2, card: '086', side: 'P1', powerDelta: 3 },
        golem(1, 2, 'P1'), // an ally on both Clouds' affected tiles
      ],
    });
    const ctx = newCtx(s, cat);
    applyPowerDelta(ctx, cardAt(s, 0, 2)!, 1);
    settle(ctx);
    expect(cardAt(s, 1, 2)?.powerDelta).toBe(2);
    expect(cardAt(s, 2, 2)?.thresholdsFired).toEqual([]);
    const ctx2 = newCtx(s, cat);
    applyPowerDelta(ctx2, cardAt(s, 2, 2)!, 1);
    settle(ctx2);
    expect(cardAt(s, 1, 2)?.powerDelta).toBe(4);
    expect([cardAt(s, 0, 2)?.thresholdsFired, cardAt(s, 2, 2)?.thresholdsFired]).toEqual([[7], [7]]);
  });

  it('first_enhanced / first_enfeebled flags follow power_delta crossings, not auras', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 2, card: '048', side: 'P1' }, // Amphidex: first enhanced -> allies on affected +3
        { lane: 2, col: 2, card: '033', side: 'P1' }, // Shoalopod: +4 aura to allies on its X tile (one lane up)
        golem(0, 2, 'P1'), // on Amphidex's E tile
      ],
    });
    play(s, '001', 2, 1); // any play: settle runs with the aura in place
    // The aura raises Amphidex's power but does not enhance it, so its first-enhanced effect stays unfired.
    expect(powerAt(s, 1, 2)).toBe(2 + 4);
    expect(cardAt(s, 1, 2)?.powerDelta).toBe(0);
    expect(cardAt(s, 1, 2)?.firstEnhancedFired).toBe(false);
    expect(cardAt(s, 0, 2)?.powerDelta).toBe(0);
  });
});

describe('scoring from P2’s side', () => {
  it('lane 9 vs 5 won by P2 with a lane_min_transfer card: P2 scores 9 + 5', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, card: '114', side: 'P1', powerDelta: -3 }, // 5
        { lane: 1, col: 5, card: '114', side: 'P2' }, // 8
        { lane: 1, col: 4, card: '142', side: 'P2' }, // Ultimate Party Animal: 1
      ],
    });
    const lane = score(s).lanes[1];
    expect(lane.power).toEqual([5, 9]);
    expect(lane.points).toEqual([0, 14]);
    expect(score(s).total).toEqual([0, 14]);
  });
});

describe('turn flow with the mulligan', () => {
  it('mulligans are not turns: no draw on either side’s first turn, one draw per later turn', () => {
    const s = setup('21', { decks: ['starter', 'starter'] });
    g.apply(s, 0, { type: 'mulligan', replace: [s.hands[0][0]] });
    g.apply(s, 1, { type: 'mulligan', replace: [] });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    g.apply(s, 0, { type: 'pass' }); // P1 turn 1
    expect(s.hands[1].length).toBe(5); // P2 turn 1: no draw
    const p2play = legalActions(s, cat, 1).find((a) => a.type === 'play')!;
    g.apply(s, 1, p2play);
    expect([s.hands[0].length, s.decks[0].length]).toEqual([6, 9]); // P1 turn 2: drew
    g.apply(s, 0, { type: 'pass' });
    expect([s.hands[1].length, s.decks[1].length]).toEqual([5, 9]); // P2 turn 2: 4 + 1
    expect(s.phase).toBe('play');
  });

  it('an empty deck skips the draw but the game goes on until two passes in a row', () => {
    const s = scenario({
      tiles: [{ lane: 1, col: 5, owner: 'P2', rank: 1 }],
      hands: [['001'], ['001']],
      decks: [[], []],
    });
    g.apply(s, 0, { type: 'pass' });
    const p2play = legalActions(s, cat, 1).find((a) => a.type === 'play')!;
    g.apply(s, 1, p2play);
    expect(s.hands[0].length).toBe(1);
    g.apply(s, 0, { type: 'pass' });
    expect(s.phase).toBe('play');
    g.apply(s, 1, { type: 'pass' });
    expect(s.phase).toBe('over');
    expect(g.outcome(s)).toMatchObject({ winner: 1, scores: [0, 1] });
  });
});

describe('hidden information', () => {
  it('a seat’s view never names the other hand or either deck’s cards; its own hand is shown', () => {
    const s = scenario({ hands: [['143'], ['099']], decks: [['145'], ['127']] });
    const p1 = JSON.stringify(g.view(s, 0));
    const p2 = JSON.stringify(g.view(s, 1));
    const spectator = JSON.stringify(g.view(s, null));
    expect(p1).toContain('Sephiroth');
    expect(p1).not.toContain('Kujata');
    expect(p1).not.toContain('Demon Gate');
    expect(p2).toContain('Kujata');
    expect(p2).not.toContain('Sephiroth');
    expect(p2).not.toContain('Shadowblood Queen');
    for (const name of ['Sephiroth', 'Kujata', 'Shadowblood Queen', 'Demon Gate'])
      expect(spectator).not.toContain(name);
  });

  it('describe: a kept hand says nothing about the cards; a play is public and names only the played card', () => {
    const s = setup('31');
    expect(g.describe({ type: 'mulligan', replace: [] }, s, 1)).toBe('keep the opening hand');
    g.apply(s, 0, { type: 'mulligan', replace: [] });
    g.apply(s, 1, { type: 'mulligan', replace: [] });
    const play0 = legalActions(s, cat, 0).find((a) => a.type === 'play')!;
    const text = g.describe(play0, s, 1);
    const played = play0.type === 'play' ? cat.cards[s.cards[play0.card].card].name : '';
    expect(text).toContain(played);
    for (const u of s.hands[0]) {
      const name = cat.cards[s.cards[u].card].name;
      if (name !== played) expect(text).not.toContain(name);
    }
  });
});

describe('determinism', () => {
  it('a clone evolves independently (board, contributions, rng) and replays to the same state', () => {
    const s = setup('41', { decks: ['destruction', 'enfeeble'] });
    g.apply(s, 0, { type: 'mulligan', replace: [] });
    g.apply(s, 1, { type: 'mulligan', replace: [] });
    for (let i = 0; i < 6 && s.phase === 'play'; i++) {
      const p = s.turn;
      const acts = legalActions(s, cat, p);
      g.apply(s, p, acts[i % Math.max(1, acts.length - 1)]);
    }
    const before = JSON.stringify(s);
    const c = g.clone(s) as QBState;
    const taken: Array<[number, ReturnType<typeof legalActions>[number]]> = [];
    for (let i = 0; i < 10 && c.phase === 'play'; i++) {
      const p = c.turn;
      const acts = legalActions(c, cat, p);
      const a = acts[(i * 7) % acts.length];
      taken.push([p, a]);
      g.apply(c, p, a);
    }
    expect(JSON.stringify(s)).toBe(before);
    for (const [p, a] of taken) g.apply(s, p, a);
    expect(JSON.stringify(s)).toBe(JSON.stringify(c));
  });
});

describe('engine bugs', () => {
  // Regression (fixed engine bug): src/rules.ts playCard (reached through a scenario forced play): a replace_ally card
  // forced onto an ENEMY-occupied tile (the seed §5.2 case "If T is empty or enemy-occupied: no ally
  // destroyed, replaced_ally_power = 0", which the rules summary says arises in scenarios).
  // Expected: no card is lost (the play is refused with a RuleViolation, or the enemy card stays
  // accounted for: on its tile or in a destroyed pile). Actual: s.tiles[T].card is overwritten with
  // the new card; P2's Mythril Golem keeps tile = T but is on no tile, in no hand, deck or pile: it
  // silently vanishes from scoring (MID lane power becomes [2, 0]).
  it('forcing a replace-ally card onto an enemy card does not make the enemy card vanish', () => {
    const s = scenario({ tiles: [golem(1, 3, 'P2')] });
    let refused = false;
    try {
      play(s, '067', 1, 3, 0, true); // Gi Specter, forced
    } catch (e) {
      refused = e instanceof RuleViolation;
      if (!refused) throw e;
    }
    expectZonesConsistent(s);
    if (!refused) expect(score(s).lanes[1].power[1] + s.destroyed[1].length).toBeGreaterThan(0);
  });

  // Regression (fixed engine bug): src/scenario.ts applyStep (force) -> src/rules.ts playCard: `force: true` bypasses the
  // empty-tile check, and playCard writes the new card over the occupant. Input: P1 forces Security
  // Officer onto MID col 3 holding P2's Mythril Golem. Expected (house rule "bad input: clear error,
  // nothing lost"): a RuleViolation naming the occupied tile, state unchanged. Actual: no error; the
  // Golem is orphaned (its tile field still says MID col 3, the tile holds the Officer).
  it('a forced play onto an occupied tile is refused instead of orphaning the occupant', () => {
    const s = scenario({ tiles: [golem(1, 3, 'P2')] });
    const before = JSON.stringify(s.tiles);
    expect(() => play(s, '001', 1, 3, 0, true)).toThrow(RuleViolation);
    expect(JSON.stringify(s.tiles)).toBe(before);
  });

  // Regression (fixed engine bug): src/scenario.ts buildScenarioState: two `tiles` entries with a card on the same tile
  // are accepted; the second card overwrites the first on the board while the first keeps
  // `tile` = that tile (in no zone). Expected (house rule: bad input gives a clear DataError naming
  // file, path and reason): the scenario is rejected. Actual: it loads, with an orphaned instance.
  it('a scenario placing two cards on one tile is rejected', () => {
    expect(() =>
      scenario({ tiles: [golem(1, 3, 'P2'), { lane: 1, col: 3, card: '001', side: 'P1' }] }),
    ).toThrow(/tile/);
  });
});

describe('engine bugs (scenario turn flow)', () => {
  // Regression (fixed engine bug): src/rules.ts mulligan: after P2's mulligan the phase becomes 'play' without checking
  // that P1 has mulliganed (`if (side === 0 && !s.mulliganed[1]) ... else phase = 'play'`). Input: a
  // scenario in phase 'mulligan' with P2 to act (the summary lets a scenario set whose turn it is and
  // apply mulligans). Expected (rules summary: each player gets one mulligan): P1 is then offered its
  // mulligan. Actual: phase 'play', P1 to play, mulliganed = [false, true]: P1's mulligan is skipped.
  it('a mulligan phase that starts with P2 still gives P1 its mulligan', () => {
    const s = scenario({
      phase: 'mulligan',
      turn: 'P2',
      hands: [['001', '002'], ['001']],
      decks: [['003'], ['004']],
    });
    g.apply(s, 1, { type: 'mulligan', replace: [] });
    expect([s.phase, s.turn]).toEqual(['mulligan', 0]);
    expect(legalActions(s, cat, 0).every((a) => a.type === 'mulligan')).toBe(true);
  });
});

describe('sanity of the review helpers', () => {
  it('zone accounting holds after a normal game step with destruction', () => {
    const s = scenario({
      tiles: [
        { lane: 1, col: 1, owner: 'P1', rank: 2 },
        { lane: 1, col: 3, card: '011', side: 'P2' },
      ],
    });
    play(s, '003', 1, 1); // Grenadier kills Elphadunk (4 - 4)
    expect(idAt(s, 1, 3)).toBeNull();
    expect(powerAt(s, 1, 1)).toBe(1);
    expectZonesConsistent(s);
  });
});

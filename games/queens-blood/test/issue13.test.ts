/**
 * Seed 000 in full (issue 13): the mulligan rule (once per side, either
 * order, its own refusal), first-time triggers once per card whatever the
 * data's conditions, and which scopes reach the card that owns the effect.
 */
import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { tileIndex } from '../src/board.ts';
import { newCtx } from '../src/engine-context.ts';
import { queensBlood as g } from '../src/index.ts';
import { boardPowers } from '../src/power.ts';
import { applyPowerDelta, settle } from '../src/resolve.ts';
import { buildPosition, playStep, setupSchema } from '../src/scenario.ts';
import type { QBState } from '../src/state.ts';
import { card, cat, variantCatalog } from './helpers.ts';

const fresh = (seed: string) => g.setup(g.optionsSchema.parse({ decks: ['starter', 'enfeeble'] }), seed);

function refusal(f: () => void): RuleViolation {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('mulligan: once per side, in either order', () => {
  it('both sides owe it before the first turn; either may go first', () => {
    const s = fresh('m1');
    expect(g.toAct(s)).toEqual([0, 1]);
    expect(g.legalActions(s, 0).length).toBe(32);
    expect(g.legalActions(s, 1).length).toBe(32);
    g.apply(s, 1, { type: 'mulligan', replace: [s.hands[1][0]] }); // P2 first
    expect([s.phase, g.toAct(s)]).toEqual(['mulligan', [0]]);
    expect(g.legalActions(s, 1)).toEqual([]);
    g.apply(s, 0, { type: 'mulligan', replace: [] });
    expect([s.phase, s.turn, g.toAct(s)]).toEqual(['play', 0, [0]]);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
  });

  it('a second mulligan by the same side is refused by the mulligan rule, with its own reason, state unchanged', () => {
    const s = fresh('m2');
    g.apply(s, 0, { type: 'mulligan', replace: [] });
    const before = JSON.stringify(s);
    const r = refusal(() => g.apply(s, 0, { type: 'mulligan', replace: [s.hands[0][0]] }));
    expect(r.code).toBe('already-mulliganed');
    expect(r.reason).toBe('seat 1 has already taken its one mulligan'); // seats from 1, as players count them
    expect(JSON.stringify(s)).toBe(before);
    // The same for P2 going first.
    const t = fresh('m3');
    g.apply(t, 1, { type: 'mulligan', replace: [] });
    expect(refusal(() => g.apply(t, 1, { type: 'mulligan', replace: [] })).code).toBe('already-mulliganed');
  });

  it('plays wait for both mulligans; a mulligan after them is refused as over', () => {
    const s = fresh('m4');
    expect(refusal(() => g.apply(s, 1, { type: 'pass' })).code).toBe('mulligan-first');
    g.apply(s, 0, { type: 'mulligan', replace: [] });
    expect(refusal(() => g.apply(s, 0, { type: 'pass' })).code).toBe('mulligan-first');
    g.apply(s, 1, { type: 'mulligan', replace: [] });
    expect(refusal(() => g.apply(s, 0, { type: 'mulligan', replace: [] })).code).toBe('no-mulligan');
    expect(refusal(() => g.apply(s, 1, { type: 'pass' })).code).toBe('not-your-turn');
  });

  it('a P2-first mulligan names its cards only to P2', () => {
    const s = fresh('m5');
    const a = g.legalActions(s, 1).find((x) => x.type === 'mulligan' && x.replace.length === 1)!;
    expect(g.describe(a, s, 1)).toMatch(/^mulligan [A-Z]/);
    expect(g.describe(a, s, 0)).toBe('mulligan 1 card');
  });
});

/** Amphidex (048): "The first time this card is enhanced, raise the power of allied cards on affected tiles by 3." */
describe('first-time triggers fire once per card, whatever the data says', () => {
  const withoutFirstTime = variantCatalog((raw) => {
    for (const e of Object.values(raw.registry)) {
      if (e.trigger === 'on_first_enhanced' || e.trigger === 'on_first_enfeebled') delete e.conditions;
    }
  });
  for (const [label, catalog] of [
    ['shipped data (first_time: true)', cat],
    ['data without first_time', withoutFirstTime],
  ] as const) {
    it(`${label}: enhanced, back to neutral, enhanced again fires once`, () => {
      const s: QBState = buildPosition(
        catalog,
        setupSchema.parse({
          tiles: [
            { lane: 'MID', col: 2, card: '048', side: 'P1' },
            { lane: 'MID', col: 3, card: '114', side: 'P1' },
          ],
        }),
        'first',
      );
      const amphidex = s.cards[s.tiles[tileIndex(1, 1)].card];
      const fires = () => {
        const ctx = newCtx(s, catalog);
        return ctx;
      };
      const affected = catalog.cards[amphidex.card].effectTiles[0][tileIndex(1, 1)];
      expect(affected.length).toBeGreaterThan(0);
      const watched = affected.filter((t) => s.tiles[t].card >= 0);
      const powersOf = () => watched.map((t) => boardPowers(s, catalog)[t]);
      const start = powersOf();
      for (const amount of [2, -2, 2, -3, 3]) {
        const ctx = fires();
        applyPowerDelta(ctx, amphidex, amount);
        settle(ctx);
      }
      expect(amphidex.firstEnhancedFired).toBe(true);
      // The +3 landed exactly once on each allied card on an affected tile.
      expect(powersOf()).toEqual(start.map((p) => p + 3));
    });
  }
});

describe('scopes and the card that owns the effect', () => {
  // Mu (009): "Raise the power of allied cards on affected tiles by 1 while this card is in play."
  const mu = card('009');
  const position = (c: typeof cat) =>
    buildPosition(
      c,
      setupSchema.parse({
        tiles: [
          { lane: 'MID', col: 1, owner: 'P1', rank: 2 },
          { lane: 'TOP', col: 1, card: '114', side: 'P1' },
          { lane: 'BOT', col: 5, card: '114', side: 'P2' },
        ],
        hands: [['009'], []],
      }),
      'scope',
    );
  const withScope = (scope: string) =>
    variantCatalog((raw) => {
      raw.registry[mu.effect!.id].scope = scope;
    });

  it('allies_global and all_cards_global include the source: Mu raises itself', () => {
    for (const scope of ['allies_global', 'all_cards_global']) {
      const c = withScope(scope);
      const s = position(c);
      playStep(c, s, { card: '009', lane: 1, col: 1, force: false });
      const p = boardPowers(s, c);
      expect(p[tileIndex(1, 0)]).toBe(mu.power + 1);
      expect(p[tileIndex(0, 0)]).toBe(card('114').power + 1);
      expect(p[tileIndex(2, 4)]).toBe(card('114').power + (scope === 'all_cards_global' ? 1 : 0));
    }
  });

  it('allies_in_lane includes the source, enemies_global never does', () => {
    const lane = withScope('allies_in_lane');
    const s = position(lane);
    playStep(lane, s, { card: '009', lane: 1, col: 1, force: false });
    expect(boardPowers(s, lane)[tileIndex(1, 0)]).toBe(mu.power + 1);
    expect(boardPowers(s, lane)[tileIndex(0, 0)]).toBe(card('114').power);
    const enemies = withScope('enemies_global');
    const t = position(enemies);
    playStep(enemies, t, { card: '009', lane: 1, col: 1, force: false });
    expect(boardPowers(t, enemies)[tileIndex(1, 0)]).toBe(mu.power);
    expect(boardPowers(t, enemies)[tileIndex(2, 4)]).toBe(card('114').power + 1);
  });

  it('the shipped allies_on_affected_tiles never reaches the source (its W cell is not an affected cell)', () => {
    const s = position(cat);
    playStep(cat, s, { card: '009', lane: 1, col: 1, force: false });
    expect(boardPowers(s, cat)[tileIndex(1, 0)]).toBe(mu.power);
  });
});

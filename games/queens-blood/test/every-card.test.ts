/**
 * Every one of the 164 cards is played by P1 in a scenario built for its
 * effect, and the effect's outcome is asserted. The expected values are
 * computed here from the card's data (amount, scope, matcher) with simple
 * board arithmetic, independently of the engine's resolution code.
 */

import { describe, expect, it } from 'vitest';
import type { CardDef } from '../src/catalog-types.ts';
import { newCtx } from '../src/engine-context.ts';
import type { QBEvent } from '../src/events.ts';
import type { AddToHand } from '../src/operations/add-to-hand.ts';
import type { DestroyCards } from '../src/operations/destroy-cards.ts';
import type { ExpandPositions } from '../src/operations/expand-positions.ts';
import type { ModifyPower } from '../src/operations/modify-power.ts';
import type { ModifyPowerScale } from '../src/operations/modify-power-scale.ts';
import type { ModifyTileRanks } from '../src/operations/modify-tile-ranks.ts';
import type { ReplaceAlly } from '../src/operations/replace-ally.ts';
import type { ScoreBonus } from '../src/operations/score-bonus.ts';
import type { SpawnToken } from '../src/operations/spawn-token.ts';
import { destroyBatch, settle } from '../src/resolve.ts';
import type { QBState } from '../src/state.ts';
import { TILES } from '../src/vocabulary.ts';
import { cardAt, cat, modifyAt, play, powerAt, scenario, score } from './helpers.ts';

/** The shipped operations' compiled forms (each module's own type). */
type Operation =
  | ModifyPower
  | ModifyPowerScale
  | DestroyCards
  | ReplaceAlly
  | AddToHand
  | SpawnToken
  | ModifyTileRanks
  | ScoreBonus
  | ExpandPositions;

type TileSpec = Record<string, unknown> & { lane: number; col: number };
const L = (t: number) => Math.floor(t / 5);
const C = (t: number) => (t % 5) + 1;
const GOLEM = 8;
const BUFFER = 20;

/** The P1 tile from which the card reaches the most board tiles (effect cells first, then pawn cells). */
function bestTile(def: CardDef): number {
  let best = 7;
  let bestScore = -1;
  for (let t = 0; t < TILES; t++) {
    const sc = def.effectTiles[0][t].length * 100 + def.pawnTiles[0][t].length;
    if (sc > bestScore) {
      best = t;
      bestScore = sc;
    }
  }
  return best;
}

const matches = (scope: string, side: number) =>
  scope.startsWith('all_cards') || (scope.startsWith('allies') ? side === 0 : side === 1);

/** Golems (kept alive by a scale buffer) on each affected tile, alternating enemy/ally from `firstSide`. */
function dummies(def: CardDef, T: number, firstSide: 0 | 1, buffer = BUFFER) {
  return def.effectTiles[0][T].map((t, i) => ({ t, side: ((i + firstSide) % 2) as 0 | 1, buffer }));
}
const dummySpecs = (ds: ReturnType<typeof dummies>): TileSpec[] =>
  ds.map((d) => ({
    lane: L(d.t),
    col: C(d.t),
    card: '114',
    side: d.side === 0 ? 'P1' : 'P2',
    scaleDelta: d.buffer,
  }));

function base(T: number, extra: TileSpec[] = []): QBState {
  return scenario({ start: 'empty', tiles: [{ lane: L(T), col: C(T), owner: 'P1', rank: 3 }, ...extra] });
}

function destroyWithEvents(s: QBState, t: number): QBEvent[] {
  const events: QBEvent[] = [];
  const ctx = newCtx(s, cat, (e) => events.push(e));
  destroyBatch(ctx, [s.tiles[t].card]);
  settle(ctx);
  return events;
}

const deltaAt = (s: QBState, t: number) => {
  const u = s.tiles[t].card;
  return u < 0 ? null : s.cards[u].powerDelta;
};
/** What a dummy's power_delta should be after `amount` reached it (null: destroyed). */
const expectedDelta = (amount: number, buffer: number) => (GOLEM + buffer + amount <= 0 ? null : amount);
const handIds = (s: QBState) => s.hands[0].map((u) => cat.cards[s.cards[u].card].id).sort();
const otherTiles = (def: CardDef, T: number) =>
  Array.from({ length: TILES }, (_, t) => t).filter(
    (t) => t !== T && !def.effectTiles[0][T].includes(t) && !def.pawnTiles[0][T].includes(t),
  );

function checkVanilla(def: CardDef, T: number) {
  const s = base(T);
  play(s, def.id, L(T), C(T));
  expect(cardAt(s, L(T), C(T))?.card).toBe(def.index);
  expect(powerAt(s, L(T), C(T))).toBe(def.power);
  const pawnTiles = new Set(def.pawnTiles[0][T]);
  for (let t = 0; t < TILES; t++) {
    if (t === T) continue;
    expect([s.tiles[t].owner, s.tiles[t].rank]).toEqual(pawnTiles.has(t) ? [0, 1] : [-1, 0]);
  }
}

/** modify_power reaching the dummies when `fire` runs (play, destroy, enhance...). */
function checkModifyPower(def: CardDef, T: number, amount: number, fire: (s: QBState) => void) {
  for (const first of [0, 1] as const) {
    const ds = dummies(def, T, first);
    const s = base(T, dummySpecs(ds));
    play(s, def.id, L(T), C(T));
    fire(s);
    for (const d of ds) {
      expect(deltaAt(s, d.t), `${def.id} dummy at ${d.t} (side ${d.side})`).toBe(
        matches(def.effect!.scope, d.side) ? expectedDelta(amount, d.buffer) : 0,
      );
    }
  }
}

function checkAura(def: CardDef, T: number, amount: number) {
  for (const first of [0, 1] as const) {
    const ds = dummies(def, T, first);
    const s = base(T, dummySpecs(ds));
    play(s, def.id, L(T), C(T));
    for (const d of ds) {
      expect(powerAt(s, L(d.t), C(d.t))).toBe(
        GOLEM + d.buffer + (matches(def.effect!.scope, d.side) ? amount : 0),
      );
    }
    destroyWithEvents(s, T);
    for (const d of ds) expect(powerAt(s, L(d.t), C(d.t))).toBe(GOLEM + d.buffer);
  }
}

function checkScaleWhileInPlay(
  def: CardDef,
  T: number,
  op: Extract<Operation, { type: 'modify_power_scale' }>,
) {
  const spots = otherTiles(def, T).slice(0, 4);
  const specs: Array<{ side: 0 | 1; delta: number }> = [
    { side: 0, delta: 2 },
    { side: 0, delta: -2 },
    { side: 1, delta: 2 },
    { side: 1, delta: -2 },
  ];
  const s = base(
    T,
    spots.map((t, i) => ({
      lane: L(t),
      col: C(t),
      card: '114',
      side: specs[i].side === 0 ? 'P1' : 'P2',
      powerDelta: specs[i].delta,
    })),
  );
  play(s, def.id, L(T), C(T));
  const [state, rel] = op.per.split(/_(?=all$|ally$|enemy$)/);
  const count = specs.filter((x) => {
    const stateOk = state === 'enhanced' ? x.delta > 0 : state === 'enfeebled' ? x.delta < 0 : x.delta !== 0;
    const relOk = rel === 'all' || (rel === 'ally' ? x.side === 0 : x.side === 1);
    return stateOk && relOk;
  }).length;
  expect(count).toBeGreaterThan(0);
  expect(powerAt(s, L(T), C(T))).toBe(def.power + op.amountPer * count);
  expect(cardAt(s, L(T), C(T))?.scaleDelta).toBe(0);
}

function checkScaleOnEvent(def: CardDef, T: number, op: Extract<Operation, { type: 'modify_power_scale' }>) {
  const others = otherTiles(def, T);
  const a = others[0];
  const b = others[others.length - 1]; // far apart: the plays' pawns do not reach each other's tile
  const rel = op.per.split('_')[1];
  if (op.per.startsWith('destroyed')) {
    const s = base(T, [
      { lane: L(a), col: C(a), card: '114', side: 'P1' },
      { lane: L(b), col: C(b), card: '114', side: 'P2' },
    ]);
    play(s, def.id, L(T), C(T));
    destroyWithEvents(s, a);
    destroyWithEvents(s, b);
    const n = rel === 'all' ? 2 : 1;
    expect(cardAt(s, L(T), C(T))?.scaleDelta).toBe(op.amountPer * n);
  } else {
    const s = base(T, [
      { lane: L(a), col: C(a), owner: 'P1', rank: 1 },
      { lane: L(b), col: C(b), owner: 'P2', rank: 1 },
    ]);
    play(s, def.id, L(T), C(T));
    expect(cardAt(s, L(T), C(T))?.scaleDelta).toBe(0); // its own play does not count
    play(s, '001', L(b), C(b), 1);
    play(s, '001', L(a), C(a), 0);
    const n = rel === 'all' ? 2 : 1;
    expect(cardAt(s, L(T), C(T))?.scaleDelta).toBe(op.amountPer * n);
  }
}

function checkReplace(def: CardDef, T: number, op: Extract<Operation, { type: 'replace_ally' }>) {
  const ds = dummies(def, T, 0);
  const s = base(T, [{ lane: L(T), col: C(T), card: '114', side: 'P1', powerDelta: -3 }, ...dummySpecs(ds)]);
  const ally = s.tiles[T].card;
  play(s, def.id, L(T), C(T));
  expect(cardAt(s, L(T), C(T))?.card).toBe(def.index);
  expect(s.destroyed[0]).toContain(ally);
  for (const d of ds) {
    const amount =
      op.mode === 'neutral' || op.applyTo === null || !matches(op.applyTo, d.side)
        ? 0
        : op.mode === 'lower'
          ? -5
          : 5;
    expect(deltaAt(s, d.t)).toBe(amount);
  }
}

function checkSpawn(def: CardDef, T: number, op: Extract<Operation, { type: 'spawn_token' }>) {
  const spots = otherTiles(def, T).slice(0, 4);
  const s = base(T, [
    { lane: L(spots[0]), col: C(spots[0]), owner: 'P1', rank: 1 },
    { lane: L(spots[1]), col: C(spots[1]), owner: 'P1', rank: 2 },
    { lane: L(spots[2]), col: C(spots[2]), owner: 'P1', rank: 3 },
    { lane: L(spots[3]), col: C(spots[3]), owner: 'P2', rank: 2 },
  ]);
  play(s, def.id, L(T), C(T));
  for (let i = 0; i < 3; i++) {
    const c = cardAt(s, L(spots[i]), C(spots[i]));
    expect(c?.card).toBe(op.byRank[i + 1]);
    expect([c?.origin, c?.replacedPawns, c?.spawnedBy]).toEqual(['token', i + 1, def.id]);
  }
  expect(cardAt(s, L(spots[3]), C(spots[3]))).toBeNull();
  for (let t = 0; t < TILES; t++)
    if (s.tiles[t].card < 0) expect(s.tiles[t].owner === 0 && s.tiles[t].rank > 0).toBe(false);
}

function checkCard(def: CardDef) {
  const T = bestTile(def);
  const effect = def.effect;
  if (!effect) return checkVanilla(def, T);
  const op = effect.operations[0] as Operation;
  switch (effect.trigger) {
    case 'on_play':
      if (op.type === 'modify_power') return checkModifyPower(def, T, op.amount, () => {});
      if (op.type === 'destroy_cards') {
        const ds = dummies(def, T, 0, 0);
        const s = base(T, dummySpecs(ds));
        play(s, def.id, L(T), C(T));
        for (const d of ds) expect(deltaAt(s, d.t) === null).toBe(matches(op.applyTo, d.side));
        return;
      }
      if (op.type === 'add_to_hand') {
        const s = base(T);
        play(s, def.id, L(T), C(T));
        expect(handIds(s)).toEqual(op.cards.map((c) => cat.cards[c].id).sort());
        return;
      }
      if (op.type === 'replace_ally') return checkReplace(def, T, op);
      if (op.type === 'spawn_token') return checkSpawn(def, T, op);
      if (op.type === 'modify_tile_ranks') {
        const s = base(T);
        play(s, def.id, L(T), C(T));
        for (const t of def.pawnTiles[0][T])
          expect([s.tiles[t].owner, s.tiles[t].rank]).toEqual([0, op.amount]);
        return;
      }
      if (op.type === 'expand_positions') {
        const s = base(T);
        play(s, def.id, L(T), C(T));
        const around = [-6, -5, -4, -1, 1, 4, 5, 6]
          .map((d) => T + d)
          .filter((t) => t >= 0 && t < TILES && Math.abs(C(t) - C(T)) <= 1);
        for (const t of around) {
          const expected = def.pawnTiles[0][T].includes(t) ? 2 : 1;
          expect([s.tiles[t].owner, s.tiles[t].rank]).toEqual([0, expected]);
        }
        return;
      }
      break;
    case 'while_in_play':
      if (op.type === 'modify_power') return checkAura(def, T, op.amount);
      if (op.type === 'modify_power_scale') return checkScaleWhileInPlay(def, T, op);
      break;
    case 'on_destroy':
      if (op.type === 'modify_power') {
        checkModifyPower(def, T, op.amount, (s) => {
          const events = destroyWithEvents(s, T);
          expect(events.some((e) => e.type === 'trigger' && e.trigger === 'on_destroy')).toBe(true);
        });
        return;
      }
      if (op.type === 'add_to_hand') {
        const s = base(T);
        play(s, def.id, L(T), C(T));
        destroyWithEvents(s, T);
        expect(handIds(s)).toEqual(op.cards.map((c) => cat.cards[c].id).sort());
        return;
      }
      break;
    case 'on_card_destroyed':
    case 'on_card_played':
      if (op.type === 'modify_power_scale') return checkScaleOnEvent(def, T, op);
      break;
    case 'on_first_enhanced':
    case 'on_first_enfeebled':
    case 'on_enfeebled':
    case 'on_power_threshold':
      if (op.type === 'modify_power') {
        const change =
          effect.trigger === 'on_first_enhanced'
            ? 1
            : effect.trigger === 'on_power_threshold'
              ? effect.threshold! - def.power
              : -1;
        checkModifyPower(def, T, op.amount, (s) => modifyAt(s, L(T), C(T), change));
        return;
      }
      break;
    case 'on_spawned': {
      const s = base(T);
      play(s, def.id, L(T), C(T));
      expect(powerAt(s, L(T), C(T))).toBe(def.power); // played from hand: replaced no pawns
      return;
    }
    case 'on_lane_win':
    case 'on_round_end': {
      const [a, b] = otherTiles(def, T).filter((t) => L(t) === L(T));
      const s = base(T, [
        { lane: L(a), col: C(a), card: '114', side: 'P1' },
        { lane: L(b), col: C(b), card: '001', side: 'P2' },
      ]);
      play(s, def.id, L(T), C(T));
      const lane = score(s).lanes[L(T)];
      const bonus = op.type === 'score_bonus' ? (op.laneMinTransfer ? 1 : op.amount) : 0;
      expect(lane.power).toEqual([def.power + GOLEM, 1]);
      expect(lane.points).toEqual([def.power + GOLEM + bonus, 0]);
      return;
    }
  }
  throw new Error(`no check for ${def.id} (${effect.trigger} ${op.type})`);
}

describe('every card, played in a scenario', () => {
  it('covers all 164 cards', () => {
    expect(cat.cards.length).toBe(164);
  });
  for (const def of cat.cards) {
    it(`${def.id} ${def.name}: ${def.effect?.id ?? 'no effect (pawns only)'}`, () => checkCard(def));
  }
});

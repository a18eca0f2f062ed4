/** Test helpers: build a scenario state, play cards, read tiles and powers. */
import { tileIndex } from '../src/board.ts';
import { loadRaw, shippedRaw } from '../src/data.ts';
import { newCtx } from '../src/engine-context.ts';
import type { QBEvent } from '../src/events.ts';
import { boardPowers } from '../src/power.ts';
import { applyPowerDelta, destroyBatch, settle } from '../src/resolve.ts';
import { buildPosition, playStep, type ScenarioSetupInput, setupSchema } from '../src/scenario.ts';
import { scoreBoard } from '../src/scoring.ts';
import { type CardInst, newInst, type QBState } from '../src/state.ts';
import type { Side } from '../src/vocabulary.ts';

export const cat = loadRaw(shippedRaw).catalog;
export const card = (id: string) => {
  const c = cat.byId.get(id) ?? cat.byName.get(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

export function scenario(input: ScenarioSetupInput): QBState {
  return buildPosition(cat, setupSchema.parse(input), 'scenario:test');
}

/** Plays card `id` (from `side`'s hand; added to it first if missing) at lane 0..2, column 1..5. */
export function play(
  s: QBState,
  id: string,
  lane: number,
  col: number,
  side: Side = 0,
  force = false,
): QBEvent[] {
  const events: QBEvent[] = [];
  const def = card(id);
  if (!s.hands[side].some((u) => s.cards[u].card === def.index)) addToHand(s, side, id);
  playStep(cat, s, { card: def.id, lane, col, side, force }, (e) => events.push(e));
  return events;
}

export function addToHand(s: QBState, side: Side, id: string): CardInst {
  const def = card(id);
  const inst = newInst(
    s.cards.length,
    def.index,
    side,
    def.power,
    def.category === 'Token' ? 'token' : 'deck',
  );
  s.cards.push(inst);
  s.hands[side].push(inst.uid);
  return inst;
}

export const tileAt = (s: QBState, lane: number, col: number) => s.tiles[tileIndex(lane, col - 1)];
export function cardAt(s: QBState, lane: number, col: number): CardInst | null {
  const u = tileAt(s, lane, col).card;
  return u >= 0 ? s.cards[u] : null;
}
export const idAt = (s: QBState, lane: number, col: number) => {
  const c = cardAt(s, lane, col);
  return c ? cat.cards[c.card].id : null;
};
export const powerAt = (s: QBState, lane: number, col: number) =>
  boardPowers(s, cat)[tileIndex(lane, col - 1)];
export const score = (s: QBState) => scoreBoard(s, cat);

/** Destroys the card at (lane, col) through the normal pipeline, then settles. */
export function destroyAt(s: QBState, lane: number, col: number): void {
  const ctx = newCtx(s, cat);
  destroyBatch(ctx, [tileAt(s, lane, col).card]);
  settle(ctx);
}

/** A discrete modify_power on the card at (lane, col), then settle (as an effect would). */
export function modifyAt(s: QBState, lane: number, col: number, amount: number): void {
  const ctx = newCtx(s, cat);
  applyPowerDelta(ctx, s.cards[tileAt(s, lane, col).card], amount);
  settle(ctx);
}

/** Owner/rank summary of a tile: 'P1-2', 'P2-1', 'N'. */
export function pawns(s: QBState, lane: number, col: number): string {
  const t = tileAt(s, lane, col);
  return t.owner === -1 ? 'N' : `P${t.owner + 1}-${t.rank}`;
}

/** The shipped data with `edit` applied to a copy of the raw files, compiled (throws on bad data). */
export function variantCatalog(
  edit: (raw: {
    db: Array<Record<string, unknown>>;
    registry: Record<string, Record<string, unknown>>;
  }) => void,
) {
  const raw = JSON.parse(JSON.stringify(shippedRaw));
  edit(raw);
  return loadRaw(raw).catalog;
}

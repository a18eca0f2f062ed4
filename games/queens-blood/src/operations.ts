/**
 * The nine operation handlers of qb_effects v1.1. Each receives the engine
 * context, the source card, the compiled operation and its effect.
 * Handlers for scoring (score_bonus) and passive scaling (while_in_play
 * modify_power_scale) do nothing when fired: scoring.ts and power.ts read
 * those operations from the data.
 */
import { createRegistry } from '@arbiter/core';
import { contribute, neighbours } from './board.ts';
import type { EffectDef, Operation, OperationOf } from './catalog-types.ts';
import type { EngineCtx } from './engine-context.ts';
import { matcherRegistry } from './matchers.ts';
import { applyPowerDelta, destroyBatch, fireEffect } from './resolve.ts';
import { relationHolds, resolveScope } from './scopes.ts';
import { type CardInst, newInst } from './state.ts';
import { type OperationType, type Scope, TILES } from './vocabulary.ts';

type Handler<T extends OperationType> = (
  ctx: EngineCtx,
  src: CardInst,
  op: OperationOf<T>,
  effect: EffectDef,
) => void;
type HandlerMap = { [T in OperationType]: Handler<T> };

const targets = (ctx: EngineCtx, src: CardInst, scope: Scope) =>
  resolveScope({ s: ctx.s, cat: ctx.cat, src, dying: ctx.dying }, scope);

function modifyAll(ctx: EngineCtx, src: CardInst, scope: Scope, amount: number): void {
  for (const uid of targets(ctx, src, scope)) applyPowerDelta(ctx, ctx.s.cards[uid], amount);
}

/** A new token instance (not yet in any zone). */
function createToken(ctx: EngineCtx, card: number, src: CardInst): CardInst {
  const def = ctx.cat.cards[card];
  const inst = newInst(ctx.s.cards.length, card, src.side, def.power, 'token');
  inst.spawnedBy = ctx.cat.cards[src.card].id;
  ctx.s.cards.push(inst);
  return inst;
}

const handlers: HandlerMap = {
  modify_power: (ctx, src, op, effect) => {
    // Operation-level condition: only when this token replaced exactly that many pawns.
    if (op.replacedPawns !== null && src.replacedPawns !== op.replacedPawns) return;
    modifyAll(ctx, src, effect.scope, op.amount);
  },
  modify_power_scale: (ctx, src, op, effect) => {
    if (effect.trigger === 'while_in_play') return; // a snapshot: power.ts counts it
    const m = matcherRegistry.handlers[op.per];
    const ev = ctx.event;
    if (m.kind !== 'event' || ev === null || m.trigger !== ev.trigger) return;
    if (!relationHolds(m.relation, ctx.s.cards[ev.uid].side, src.side)) return;
    src.scaleDelta += op.amountPer;
    ctx.emit?.({
      type: 'scale',
      level: 'verbose',
      uid: src.uid,
      amount: op.amountPer,
      scaleDelta: src.scaleDelta,
    });
  },
  destroy_cards: (ctx, src, op) => {
    destroyBatch(ctx, targets(ctx, src, op.applyTo));
  },
  replace_ally: (ctx, src, op) => {
    // The ally was destroyed when the card was placed (rules.ts); here only the follow-up.
    if (op.mode === 'neutral' || op.applyTo === null) return;
    const amount = op.mode === 'lower' ? -ctx.replacedAllyPower : ctx.replacedAllyPower;
    modifyAll(ctx, src, op.applyTo, amount);
  },
  add_to_hand: (ctx, src, op) => {
    for (const card of op.cards) {
      const inst = createToken(ctx, card, src);
      ctx.s.hands[src.side].push(inst.uid);
      ctx.emit?.({ type: 'added-to-hand', side: src.side, uid: inst.uid, card: ctx.cat.cards[card].name });
    }
  },
  spawn_token: (ctx, src, op) => {
    const { s } = ctx;
    for (let t = 0; t < TILES; t++) {
      const tile = s.tiles[t];
      if (tile.card >= 0 || tile.owner !== src.side || tile.rank <= 0) continue;
      const inst = createToken(ctx, op.byRank[tile.rank], src);
      inst.replacedPawns = tile.rank;
      inst.tile = t;
      tile.card = inst.uid;
      ctx.emit?.({
        type: 'spawned',
        uid: inst.uid,
        card: ctx.cat.cards[inst.card].name,
        tile: t,
        replacedPawns: tile.rank,
      });
      fireEffect(ctx, inst, 'on_spawned');
    }
  },
  modify_tile_ranks: (ctx, src, op) => {
    // Decision: each of this card's pawn projections adds `amount` ranks instead of 1;
    // the projection itself already added 1.
    if (src.tile < 0 || op.amount <= 1) return;
    for (const t of ctx.cat.cards[src.card].pawnTiles[src.side][src.tile]) {
      contribute(ctx.s, t, src.uid, src.side, op.amount - 1, 0);
    }
  },
  score_bonus: () => {},
  expand_positions: (ctx, src) => {
    if (src.tile < 0) return;
    for (const t of neighbours(src.tile)) contribute(ctx.s, t, src.uid, src.side, 1, 1);
  },
};

export const operationRegistry = createRegistry<OperationType, Handler<OperationType>>(
  'operation type',
  handlers as unknown as Record<OperationType, Handler<OperationType>>,
);

export function runOperation(ctx: EngineCtx, src: CardInst, op: Operation, effect: EffectDef): void {
  (handlers[op.type] as Handler<OperationType>)(ctx, src, op as OperationOf<OperationType>, effect);
}

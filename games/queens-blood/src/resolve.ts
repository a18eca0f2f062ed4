/**
 * How effects resolve: firing a card's effect for a trigger, power changes
 * and the enhance/enfeeble triggers they raise, watcher dispatch, the destroy
 * batch (seed §3.3) and the settle loop that ends every action.
 */
import { dispatch, RuleViolation, type Watcher } from '@arbiter/core';
import { removeContributions } from './board.ts';
import type { EngineCtx } from './engine-context.ts';
import { runOperation } from './operations.ts';
import { boardPowers } from './power.ts';
import type { CardInst } from './state.ts';
import { TILES, type Trigger } from './vocabulary.ts';

/** A chain of settle rounds longer than this means the data loops. */
export const MAX_SETTLE_ROUNDS = 64;

const cardName = (ctx: EngineCtx, c: CardInst) => ctx.cat.cards[c.card].name;

/** Runs `c`'s effect if its trigger is `trigger`: each operation in order. */
export function fireEffect(ctx: EngineCtx, c: CardInst, trigger: Trigger): void {
  const effect = ctx.cat.cards[c.card].effect;
  if (effect === null || effect.trigger !== trigger) return;
  ctx.emit?.({
    type: 'trigger',
    level: 'verbose',
    trigger,
    uid: c.uid,
    card: cardName(ctx, c),
    effect: effect.id,
  });
  for (const op of effect.operations) runOperation(ctx, c, op, effect);
}

function enqueue(ctx: EngineCtx, c: CardInst, trigger: Trigger): void {
  const effect = ctx.cat.cards[c.card].effect;
  if (effect !== null && effect.trigger === trigger) ctx.queue.push({ uid: c.uid, trigger });
}

/**
 * A discrete modify_power on one card (power_delta). Raises on_enfeebled for
 * every negative change and on_first_enhanced / on_first_enfeebled when the
 * classification crosses zero (once per card when the effect says first_time).
 */
export function applyPowerDelta(ctx: EngineCtx, c: CardInst, amount: number): void {
  if (amount === 0) return;
  const before = c.powerDelta;
  const after = before + amount;
  c.powerDelta = after;
  ctx.emit?.({
    type: 'power',
    level: 'verbose',
    uid: c.uid,
    card: cardName(ctx, c),
    amount,
    powerDelta: after,
  });
  if (amount < 0) enqueue(ctx, c, 'on_enfeebled');
  const firstTime = ctx.cat.cards[c.card].effect?.firstTime ?? true;
  if (before <= 0 && after > 0) {
    const first = !c.firstEnhancedFired;
    c.firstEnhancedFired = true;
    if (first || !firstTime) enqueue(ctx, c, 'on_first_enhanced');
  }
  if (before >= 0 && after < 0) {
    const first = !c.firstEnfeebledFired;
    c.firstEnfeebledFired = true;
    if (first || !firstTime) enqueue(ctx, c, 'on_first_enfeebled');
  }
}

type WatchEvent = { trigger: Trigger; uid: number };

/** on_card_played / on_card_destroyed: every other card on the board whose effect watches it, in tile order. */
export function dispatchWatchers(
  ctx: EngineCtx,
  trigger: 'on_card_played' | 'on_card_destroyed',
  subject: number,
): void {
  const watchersFor = (e: WatchEvent): Watcher<WatchEvent, EngineCtx>[] => {
    const out: Watcher<WatchEvent, EngineCtx>[] = [];
    for (let t = 0; t < TILES; t++) {
      const uid = ctx.s.tiles[t].card;
      if (uid < 0 || uid === e.uid || ctx.dying.has(uid)) continue;
      const watcher = ctx.s.cards[uid];
      if (ctx.cat.cards[watcher.card].effect?.trigger !== e.trigger) continue;
      out.push({
        id: String(uid),
        order: t,
        fire: (ev, c) => {
          c.event = ev;
          fireEffect(c, watcher, ev.trigger);
          c.event = null;
        },
      });
    }
    return out;
  };
  dispatch<WatchEvent, EngineCtx>({ trigger, uid: subject }, watchersFor, ctx);
}

/**
 * The destroy batch (seed §3.3): 1) the set; 2) each one's on_destroy while
 * all are still on the board; 3) on_card_destroyed watchers for each;
 * 4) removal and pawn clean-up (their contributions are removed and the
 * tiles they touched recomputed).
 */
export function destroyBatch(ctx: EngineCtx, uids: readonly number[]): void {
  const { s } = ctx;
  const batch = [...new Set(uids)]
    .filter((u) => s.cards[u].tile >= 0 && !ctx.dying.has(u))
    .sort((a, b) => s.cards[a].tile - s.cards[b].tile);
  if (batch.length === 0) return;
  for (const u of batch) ctx.dying.add(u);
  for (const u of batch) {
    const c = s.cards[u];
    ctx.emit?.({ type: 'destroyed', uid: u, card: cardName(ctx, c), side: c.side, tile: c.tile });
    fireEffect(ctx, c, 'on_destroy');
  }
  for (const u of batch) dispatchWatchers(ctx, 'on_card_destroyed', u);
  for (const u of batch) {
    const c = s.cards[u];
    s.tiles[c.tile].card = -1;
    c.tile = -1;
    s.destroyed[c.side].push(u);
    removeContributions(s, u);
    ctx.dying.delete(u);
  }
}

/**
 * Ends an action: repeat { upward threshold crossings; fire the queued
 * triggers of cards still on the board; destroy every card at power <= 0 }
 * until nothing happens.
 */
export function settle(ctx: EngineCtx): void {
  const { s, cat } = ctx;
  for (let round = 0; ; round++) {
    if (round > MAX_SETTLE_ROUNDS) {
      throw new RuleViolation(
        'trigger-depth',
        `effects still resolving after ${MAX_SETTLE_ROUNDS} rounds; the data loops`,
      );
    }
    let powers = boardPowers(s, cat);
    for (let t = 0; t < TILES; t++) {
      const uid = s.tiles[t].card;
      if (uid < 0) continue;
      const c = s.cards[uid];
      const p = powers[t];
      const effect = cat.cards[c.card].effect;
      if (effect !== null && effect.trigger === 'on_power_threshold' && effect.threshold !== null) {
        const k = effect.threshold;
        if (c.lastPower < k && p >= k && !(effect.firstTime && c.thresholdsFired.includes(k))) {
          if (!c.thresholdsFired.includes(k)) c.thresholdsFired.push(k);
          ctx.queue.push({ uid, trigger: 'on_power_threshold' });
        }
      }
      c.lastPower = p;
    }
    const fired = ctx.queue;
    ctx.queue = [];
    for (const pending of fired) {
      const c = s.cards[pending.uid];
      if (c.tile >= 0) fireEffect(ctx, c, pending.trigger);
    }
    if (fired.length > 0) powers = boardPowers(s, cat);
    const dead: number[] = [];
    for (let t = 0; t < TILES; t++) if (s.tiles[t].card >= 0 && powers[t] <= 0) dead.push(s.tiles[t].card);
    if (dead.length > 0) destroyBatch(ctx, dead);
    if (fired.length === 0 && dead.length === 0 && ctx.queue.length === 0) return;
  }
}

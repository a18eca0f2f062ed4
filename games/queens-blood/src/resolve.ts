/**
 * How effects resolve: firing a card's effect at a moment of the rules,
 * power changes and the triggers they raise, watcher dispatch, the destroy
 * batch (seed §3.3) and the settle loop that ends every action. Which
 * trigger fires at which moment is the trigger registry's; what an effect
 * does is its operations' modules'.
 */
import { dispatch, RuleViolation, type Watcher } from '@arbiter/core';
import { removeContributions } from './board.ts';
import type { EffectDef } from './catalog-types.ts';
import type { EngineCtx } from './engine-context.ts';
import { boardPowers } from './power.ts';
import { type CardInst, newInst } from './state.ts';
import { type Moment, triggerRegistry, triggersAt } from './triggers/index.ts';
import { TILES } from './vocabulary.ts';

/** A chain of settle rounds longer than this means the data loops. */
export const MAX_SETTLE_ROUNDS = 64;

const cardName = (ctx: EngineCtx, c: CardInst) => ctx.cat.cards[c.card].name;

/** Runs each operation of `c`'s effect in order. */
function runEffect(ctx: EngineCtx, c: CardInst, effect: EffectDef): void {
  ctx.emit?.({
    type: 'trigger',
    level: 'verbose',
    trigger: effect.trigger,
    uid: c.uid,
    card: cardName(ctx, c),
    effect: effect.id,
  });
  for (const step of effect.steps) step.module.run?.(ctx, step.op, c, effect);
}

/** Fires `c`'s effect if its trigger fires at `moment`. */
export function fireAt(ctx: EngineCtx, c: CardInst, moment: Moment): void {
  const effect = ctx.cat.cards[c.card].effect;
  if (effect !== null && effect.moment === moment) runEffect(ctx, c, effect);
}

/** Fires `c`'s effect if its trigger is `trigger` (queued triggers, fired in settle). */
function fireTrigger(ctx: EngineCtx, c: CardInst, trigger: string): void {
  const effect = ctx.cat.cards[c.card].effect;
  if (effect !== null && effect.trigger === trigger) runEffect(ctx, c, effect);
}

/** A new token instance of `card` for `src`'s side (not yet in any zone). */
export function createToken(ctx: EngineCtx, card: number, src: CardInst): CardInst {
  const def = ctx.cat.cards[card];
  const inst = newInst(ctx.s.cards.length, card, src.side, def.power, 'token');
  inst.spawnedBy = ctx.cat.cards[src.card].id;
  ctx.s.cards.push(inst);
  return inst;
}

const POWER_CHANGE = triggersAt('power-changed');
/** The trigger a watcher moment dispatches (its event's name). */
const WATCHED = {
  'card-played': triggersAt('card-played')[0]?.id ?? 'card-played',
  'card-destroyed': triggersAt('card-destroyed')[0]?.id ?? 'card-destroyed',
};

/**
 * A discrete modify_power on one card (power_delta). Every `power-changed`
 * trigger judges the change (keeping its once-per-card records for every
 * card); the card's own effect is queued when its trigger fires.
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
  const effect = ctx.cat.cards[c.card].effect;
  for (const t of POWER_CHANGE) {
    if (t.powerChanged?.(c, before, after, effect) && effect !== null && effect.trigger === t.id)
      ctx.queue.push({ uid: c.uid, trigger: t.id });
  }
}

type WatchEvent = { trigger: string; uid: number };

function anyWatcher(ctx: EngineCtx, moment: Moment, subject: number): boolean {
  const { s, cat } = ctx;
  for (let t = 0; t < TILES; t++) {
    const uid = s.tiles[t].card;
    if (uid < 0 || uid === subject) continue;
    if (cat.cards[s.cards[uid].card].effect?.moment === moment && !ctx.dying.has(uid)) return true;
  }
  return false;
}

/**
 * Other cards on the board watching a card played from hand or destroyed
 * (`card-played` / `card-destroyed` moments), in tile order, through the
 * kernel's dispatch. A watcher's effect may destroy cards whose watchers
 * fire inside it: the depth of the whole cascade counts against the
 * kernel's guard.
 */
export function dispatchWatchers(
  ctx: EngineCtx,
  moment: 'card-played' | 'card-destroyed',
  subject: number,
): void {
  if (!anyWatcher(ctx, moment, subject)) return; // the common case: nothing to dispatch, nothing to allocate
  const watchersFor = (e: WatchEvent): Watcher<WatchEvent, EngineCtx>[] => {
    const out: Watcher<WatchEvent, EngineCtx>[] = [];
    for (let t = 0; t < TILES; t++) {
      const uid = ctx.s.tiles[t].card;
      if (uid < 0 || uid === e.uid || ctx.dying.has(uid)) continue;
      const watcher = ctx.s.cards[uid];
      const effect = ctx.cat.cards[watcher.card].effect;
      if (effect === null || effect.moment !== moment) continue;
      out.push({
        id: String(uid),
        order: t,
        fire: (ev, c) => {
          const outer = c.event;
          c.event = { trigger: effect.trigger, uid: ev.uid };
          c.depth++;
          try {
            runEffect(c, watcher, effect);
          } finally {
            c.depth--;
            c.event = outer;
          }
        },
      });
    }
    return out;
  };
  const trigger = WATCHED[moment];
  dispatch<WatchEvent, EngineCtx>({ trigger, uid: subject }, watchersFor, ctx, {
    maxDepth: ctx.maxDepth - ctx.depth,
  });
}

/**
 * The destroy batch (seed §3.3): 1) the set; 2) each one's `destroying`
 * effect while all are still on the board; 3) `card-destroyed` watchers for
 * each; 4) removal and pawn clean-up (their contributions are removed and
 * the tiles they touched recomputed).
 */
export function destroyBatch(ctx: EngineCtx, uids: readonly number[]): void {
  const { s } = ctx;
  const batch: number[] = [];
  for (const u of uids) if (s.cards[u].tile >= 0 && !ctx.dying.has(u) && !batch.includes(u)) batch.push(u);
  if (batch.length > 1) batch.sort((a, b) => s.cards[a].tile - s.cards[b].tile);
  if (batch.length === 0) return;
  for (const u of batch) ctx.dying.add(u);
  for (const u of batch) {
    const c = s.cards[u];
    ctx.emit?.({ type: 'destroyed', uid: u, card: cardName(ctx, c), side: c.side, tile: c.tile });
    fireAt(ctx, c, 'destroying');
  }
  for (const u of batch) dispatchWatchers(ctx, 'card-destroyed', u);
  for (const u of batch) {
    const c = s.cards[u];
    s.tiles[c.tile].card = -1;
    c.tile = -1;
    s.destroyed[c.side].push(u);
    removeContributions(s, u);
    ctx.dying.delete(u);
  }
}

/** settle's working copy of the board's powers (settle never runs inside itself). */
const settleBuffer: number[] = new Array<number>(TILES).fill(0);

/** The cards settle found at power <= 0 in its first pass, in tile order. */
const deadBuffer: number[] = new Array<number>(TILES).fill(-1);

/**
 * Ends an action: repeat { `settle-check` triggers (threshold crossings);
 * fire the queued triggers of cards still on the board; destroy every card
 * at power <= 0 } until nothing happens.
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
    const powers = boardPowers(s, cat, settleBuffer);
    // One pass: settle-check triggers, last powers, and who is at power <= 0 now.
    let deadCount = 0;
    for (let t = 0; t < TILES; t++) {
      const uid = s.tiles[t].card;
      if (uid < 0) continue;
      const c = s.cards[uid];
      const p = powers[t];
      const effect = cat.cards[c.card].effect;
      if (effect !== null && effect.moment === 'settle-check') {
        if (triggerRegistry.handlers[effect.trigger].settleCheck?.(c, p, effect))
          ctx.queue.push({ uid, trigger: effect.trigger });
      }
      c.lastPower = p;
      if (p <= 0) deadBuffer[deadCount++] = uid;
    }
    const fired = ctx.queue;
    let dead: number[] | null = null;
    if (fired.length > 0) {
      ctx.queue = [];
      for (const pending of fired) {
        const c = s.cards[pending.uid];
        if (c.tile >= 0) fireTrigger(ctx, c, pending.trigger);
      }
      // The fired effects changed the board: who is at power <= 0 is read again.
      const after = boardPowers(s, cat, settleBuffer);
      for (let t = 0; t < TILES; t++) {
        if (s.tiles[t].card >= 0 && after[t] <= 0) {
          dead ??= [];
          dead.push(s.tiles[t].card);
        }
      }
    } else if (deadCount > 0) {
      dead = deadBuffer.slice(0, deadCount);
    }
    if (dead !== null) destroyBatch(ctx, dead);
    if (fired.length === 0 && dead === null && ctx.queue.length === 0) return;
  }
}

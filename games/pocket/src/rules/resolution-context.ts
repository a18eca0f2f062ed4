/**
 * The context a stored resolution's steps run with (`runResolution` in
 * flow.ts): coin flips and choices read from and written to the
 * resolution's memo, so a step re-run after a decision sees the same coins
 * and the answer. One object per run, its methods on the prototype: built
 * as an object literal with closures over the run's counters it cost a
 * context record and four function objects per resolution (about 20 a
 * random game), and those closures kept the whole state reachable from
 * every context.
 */
import { removeWhere } from '@arbiter/core';
import { type EffectCtx, NeedDecision, type TriggerEventInfo } from '../effects/context.ts';
import { labels } from '../effects/helpers.ts';
import { phaseOfRef } from '../effects/registry.ts';
import type { PocketState, Resolution, Side, Slot } from '../state.ts';
import { enterPlay } from './enter-play.ts';
import { hasKind } from './lasting-damage.ts';
import { type Emit, flip, other } from './ops.ts';
import type { ReflipHolder } from './reflip.ts';

/** Thrown in a trial step when new coins were flipped and the player may flip them again (rules/reflip.ts). */
export const REFLIP_OFFER = Symbol('reflip offer');

export class ResolutionContext implements EffectCtx {
  s: PocketState;
  res: Resolution;
  player: Side;
  opp: Side;
  self: Slot | null = null;
  defender: Slot | null = null;
  turn: number;
  emit: Emit;
  lastHeads = 0;
  event?: TriggerEventInfo = undefined;
  healed?: { side: Side; slot: Slot; amount: number } = undefined;
  /** The memo entry the step reads next. */
  cursor = 0;
  /** The first flip of a step's run starts a new count of heads (a re-run after a decision counts its memo again). */
  fresh = true;
  /** Whether the step running is a card's effect (Will's heads touch only those flips, E12). */
  effectStep = false;
  /** An Ability that may flip this step's coins again (rules/reflip.ts), or null. */
  offer: ReflipHolder | null = null;
  /** Coins flipped (not read from the memo) in this step. */
  newCoins = 0;

  constructor(s: PocketState, res: Resolution, emit: Emit) {
    this.s = s;
    this.res = res;
    this.player = res.player;
    this.opp = other(res.player);
    this.turn = s.turn;
    this.emit = emit;
  }

  /** Before each step: the memo from its start, a new count of heads. */
  beginStep(effectStep: boolean): void {
    this.cursor = 0;
    this.fresh = true;
    this.effectStep = effectStep;
  }

  flip(): boolean {
    const res = this.res;
    if (this.fresh) {
      this.fresh = false;
      this.lastHeads = 0;
    }
    if (this.cursor < res.memo.length) {
      const h = res.memo[this.cursor++] === 1;
      if (h) this.lastHeads++;
      return h;
    }
    const s = this.s;
    const heads = (this.effectStep && forcedHeads(s, res.player)) || flip(s);
    if (heads) this.lastHeads++;
    res.memo.push(heads ? 1 : 0);
    this.cursor++;
    this.newCoins++;
    this.emit?.({ type: 'coin', side: res.player, heads });
    return heads;
  }

  choose(player: Side, prompt: string, options: string[], secret?: boolean): number {
    if (options.length === 1) return 0;
    const memo = this.res.memo;
    if (this.cursor < memo.length) return memo[this.cursor++];
    // New coins before a question: the player may flip them again first.
    if (this.offer !== null && this.newCoins > 0) throw REFLIP_OFFER;
    throw new NeedDecision(player, prompt, options, secret === true);
  }

  choosePokemon(player: Side, prompt: string, slots: readonly Slot[], side: Side): number {
    if (lazyLabels) {
      // What `choose` answers without asking, answered before the options' names are made.
      if (slots.length === 1) {
        unnamed++;
        return 0;
      }
      const memo = this.res.memo;
      if (this.cursor < memo.length) {
        unnamed++;
        return memo[this.cursor++];
      }
    }
    return this.choose(player, prompt, labels(this.s, slots, side));
  }

  enterPlay(side: Side, slot: Slot): void {
    enterPlay(this.s, side, slot, this.emit);
  }

  phaseOf(ref: { type: string; [param: string]: unknown }): 'modify' | 'after' {
    return phaseOfRef(ref);
  }
}

let lazyLabels = true;
/** Pokémon choices answered without their options' names since the process started (tests show games reach them). */
let unnamed = 0;

export function unnamedChoices(): number {
  return unnamed;
}

/** Benches: a Pokémon choice's option names made only when the player is asked (on), or always (off, as before). */
export function useLazyLabels(on: boolean): void {
  lazyLabels = on;
}

/** A `coin_heads` effect of `player` (Will) makes this flip heads, once: it ends as it does. */
function forcedHeads(s: PocketState, player: Side): boolean {
  if (!hasKind(s, 'coin_heads')) return false;
  const e = s.effects.effects.find((x) => x.key === 'coin_heads' && x.payload?.sourcePlayer === player);
  if (!e) return false;
  removeWhere(s.effects, (x) => x.id === e.id);
  return true;
}

/**
 * What one kind of cost is (CR 118, 601.2h, 602.2b): mana, {T}, sacrifice,
 * discard, life. Each module says whether it can be paid now, what choice
 * paying it asks for (which permanent, which card: carried by the cast or
 * activate action), and pays it. Mana is paid by the payment planner
 * (engine/mana.ts) before the others.
 */
import type { EffectModule, EffectTypes } from '@arbiter/core';
import type { Board } from '../../engine/derived.ts';
import type { FrameVars, MtgState, Seat, Zone } from '../../engine/state.ts';
import type { Phrasing } from '../phrasing.ts';

/**
 * The engine's operations a cost uses, handed in by the caster (casting.ts):
 * the layer system and the zones depend on the vocabulary (statics, rule
 * flags, whose "cast from your graveyard" holds costs), so costs do not
 * import them.
 */
export interface CostEngine {
  board(s: MtgState): Board;
  moveTo(s: MtgState, id: number, zone: Zone): number;
  loseLife(s: MtgState, p: Seat, n: number): void;
  /** A permanent just became tapped (the "becomes tapped" triggers, engine/tapping.ts). */
  becameTapped(s: MtgState, id: number, forMana: boolean): void;
}

export interface CostContext {
  s: MtgState;
  player: Seat;
  /** The object the cost is paid for: the ability's source, or the spell. */
  self: number;
  engine: CostEngine;
}

/** The choices a cast or activate action carries for its costs. */
export interface CostChoices {
  sacrifice?: number;
  discard?: number;
  /** The permanents sacrificed for "Sacrifice two Goblins" (a cost of several, CR 118.3). */
  sacrifices?: number[];
  /** The permanent tapped for "Tap an untapped Swamp you control" (not {T}, CR 118.3). */
  tap?: number;
}

export interface CostPayment extends CostContext {
  choice: CostChoices;
  /** The spell's or ability's variables ("the sacrificed creature"). */
  vars: FrameVars;
}

export interface CostTypes extends EffectTypes {
  ctx: CostPayment;
  args: [];
  env: undefined;
  words: Phrasing;
}

export interface CostModule<P extends { kind: string } = { kind: string }>
  extends EffectModule<CostTypes, P> {
  readonly id: P['kind'];
  /** False when it cannot be paid now at all (not enough life). Absent: it can. */
  payable?(c: CostContext, p: P): boolean;
  /**
   * The choice paying it asks for: the action's key and the options (the
   * card `exclude` — the spell itself — is never one); absent or null: none.
   */
  choice?(
    c: CostContext,
    p: P,
    exclude: number,
  ): { key: keyof CostChoices; options: Array<number | number[]> } | null;
  /** Pays it (mana excepted: the planner pays mana). */
  pay(c: CostPayment, p: P): void;
}

export function defineCost<P extends { kind: string }>(m: CostModule<P>): CostModule<P> {
  return m;
}

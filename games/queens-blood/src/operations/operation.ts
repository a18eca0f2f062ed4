/**
 * What one operation of the effects registry is: the kernel's one effect
 * shape (`EffectModule`: its data schema, its compile step from raw JSON to
 * the compiled form the engine reads, what it does when its effect fires,
 * its words) with Queen's Blood's own hooks — what it adds to the board's
 * powers while in play, what it adds to a lane's points. A new operation is
 * one module in this folder plus its line in `index.ts`; nothing else names it.
 */
import type { DataError, EffectModule, Usage } from '@arbiter/core';
import type { Catalog, EffectDef } from '../catalog-types.ts';
import type { EngineCtx } from '../engine-context.ts';
import type { RawCard } from '../schema.ts';
import type { CardInst, QBState } from '../state.ts';

/** The compiled form of an operation: its type and its own fields. */
export interface CompiledOp {
  readonly type: string;
}

/** What a compile step may ask for: names checked against the other vocabularies, errors at a path. */
export interface CompileCtx {
  /** The cards of the DB (token references resolve against them). */
  cards: readonly RawCard[];
  /** A scope name at `key` of the operation; null (and a coverage error) when unknown. */
  scope(name: string, key: string): string | null;
  /** A `per` matcher name at `key`; null (and a coverage error) when unknown. */
  matcher(name: string, key: string): string | null;
  /** Records a condition key the operation uses, for the coverage check. */
  condition(id: string, key: string): void;
  /** A problem at `path` under the operation. */
  error(path: ReadonlyArray<string | number>, reason: string): void;
}

/** A lane being scored: what a score modifier may read. */
export interface LaneRead {
  power: readonly [number, number];
  /** The lower of the two lane powers. */
  lower: number;
}

/** The types Queen's Blood's operation modules are written against (the kernel's EffectModule). */
export interface OperationTypes {
  /** The resolution in progress. */
  ctx: EngineCtx;
  /** `run(ctx, op, src, effect)`: the card whose effect fires, and that effect. */
  args: [src: CardInst, effect: EffectDef];
  env: CompileCtx;
  words: OperationWords;
}

/**
 * One operation: the kernel's effect shape (its JSON schema as `params`,
 * `compile`, `run` when its effect's trigger fires, `words`) plus the hooks
 * only Queen's Blood has: what it adds to the board's powers while in play,
 * what it adds to a lane's points, and whether its card is played onto an ally.
 */
export interface OperationModule<R = unknown, O extends CompiledOp = CompiledOp>
  extends EffectModule<OperationTypes, O, R> {
  readonly id: O['type'];
  /** A while_in_play effect's share of the board's effective powers, added into `powers` (by tile). */
  passivePower?(s: QBState, cat: Catalog, src: CardInst, op: O, effect: EffectDef, powers: number[]): void;
  /** Points the winner's card adds to a lane it won (score modifiers). */
  scoreBonus?(op: O, lane: LaneRead): number;
  /** The card is played onto an allied card instead of an empty tile. */
  readonly placesOntoAlly?: boolean;
}

/** What an operation's `words` reads: the shared phrasing, and the effect the operation belongs to. */
export interface OperationWords extends CardWords {
  /** The effect whose clause this is (its trigger and scope shape the wording). */
  readonly effect: EffectDef;
}

/** The shared phrasing a `words` hook builds its clause from (view/card-text.ts supplies it). */
export interface CardWords {
  /** A card's name by its catalog index (tokens, added cards). */
  nameOf(index: number): string;
  /** "1 card", "3 cards". */
  plural(n: number, one: string, many?: string): string;
  /** "raise the power of enemy cards on affected tiles by 3", "lower this card's power by 2". */
  powerChange(scope: string, amount: number): string;
  /** As powerChange, with the amount in words. */
  changeBy(verb: 'raise' | 'lower', scope: string, by: string): string;
  /** "A, B and C". */
  namesList(names: string[]): string;
  /** The cards a scope reaches, as a noun phrase. */
  scopeNoun(scope: string): string;
  /** How a `per` matcher reads: an event watched or a state counted, and whose cards. */
  matcher(per: string): { kind: 'event' | 'state'; what: string; relation: 'all' | 'ally' | 'enemy' };
  /** "an allied card", "an enemy card", "another card, allied or enemy,". */
  eventSubject(relation: 'all' | 'ally' | 'enemy'): string;
  /** "each other enhanced allied card". */
  countedCards(what: string, relation: 'all' | 'ally' | 'enemy'): string;
}

/** Where data names a registry id, per vocabulary, for the coverage check. */
export interface UsageSets {
  triggers: Usage[];
  scopes: Usage[];
  operations: Usage[];
  matchers: Usage[];
  conditions: Usage[];
}

export type { DataError };

/**
 * An operation module as the registry holds it (the erased form). The
 * module keeps its own types while it is written (`R` from its params
 * schema, `O` from its compile step); its hooks are methods, so no cast is
 * needed to list it. They only ever receive what its own `compile` made
 * (the engine finds a module by the compiled op's `type`), and `compile`
 * only what its `params` schema produced.
 */
export function defineOperation<R, O extends CompiledOp>(m: OperationModule<R, O>): OperationModule {
  return m;
}

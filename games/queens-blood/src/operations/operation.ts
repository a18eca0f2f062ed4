/**
 * What one operation of the effects registry is: its data schema, its compile
 * step (raw JSON to the compiled form the engine reads) and its hooks — what
 * it does when its effect fires, what it adds to the board's powers while in
 * play, what it adds to a lane's points. A new operation is one module in
 * this folder plus its line in `index.ts`; nothing else names it.
 */
import type { DataError, Usage } from '@arbiter/core';
import type { z } from 'zod';
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

export interface OperationModule<R = unknown, O extends CompiledOp = CompiledOp> {
  readonly id: O['type'];
  readonly description: string;
  /** The operation's JSON in the registry file (with its `type`). */
  readonly schema: z.ZodType<R, unknown>;
  /** The compiled form, or null when it refers to something that does not exist (reported through `c`). */
  compile(raw: R, c: CompileCtx): O | null;
  /** Runs when its effect's trigger fires. */
  fire?(ctx: EngineCtx, src: CardInst, op: O, effect: EffectDef): void;
  /** A while_in_play effect's share of the board's effective powers, added into `powers` (by tile). */
  passivePower?(s: QBState, cat: Catalog, src: CardInst, op: O, effect: EffectDef, powers: number[]): void;
  /** Points the winner's card adds to a lane it won (score modifiers). */
  scoreBonus?(op: O, lane: LaneRead): number;
  /** The card is played onto an allied card instead of an empty tile. */
  readonly placesOntoAlly?: boolean;
  /** Registered ahead of the data: no shipped card uses it yet (the coverage check does not warn). */
  readonly reserved?: boolean;
  /**
   * The operation as a clause of its card's text ("raise the power of enemy
   * cards on affected tiles by 3"), or null when it says nothing of its own.
   * Required: a new operation does not typecheck until players can read it.
   */
  words(op: O, effect: EffectDef, w: CardWords): string | null;
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
 * An operation module in the registry's erased form. Its hooks only ever
 * receive what its own `compile` made (the engine finds a module by the
 * compiled op's `type`), and `compile` only what its `schema` produced.
 */
export function defineOperation<R, O extends CompiledOp>(m: OperationModule<R, O>): OperationModule {
  return m as OperationModule;
}

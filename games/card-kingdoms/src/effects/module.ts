/**
 * The shapes of Card Kingdoms' effect vocabularies, on the kernel's one
 * effect shape. Named operations (`slay`, `all_lose g 1`, `take_owned
 * monster random`) and named keys (`action.northernwall`, relic keys,
 * lasting flags) are `EffectModule`s: a params schema over the operation's
 * arguments (`OpArgs`), a compile step to typed params, what it does, and
 * its words. The other vocabularies the data names — triggers, scopes, the
 * entities a pick takes, choosers, count subjects and filter fields — are
 * vocabulary items with their words and the hooks the rules call. Each
 * vocabulary is listed once (`registryOf` in its folder's `index.ts`); the
 * engine, the coverage check, validation and card text read those lists.
 */
import type { EffectModule, EffectTypes, VocabularyItem } from '@arbiter/core';
import type { Catalog, CitizenCard } from '../data/cards.ts';
import type { Engine } from '../engine.ts';
import type { Amount, CountSubject, Effect, Filter, KvValue, Leg } from '../grammar/tree.ts';
import type { CostModifiers } from '../rules/modifiers.ts';
import type { CkAction, CkState, Decision, DecisionKind, PlayerState, Task } from '../state.ts';

/**
 * A named operation's or key's arguments, read from the parsed string by
 * kind (`args.ts`): what its params schema checks. The word `optional` (or
 * `optional=true`) is lifted out: any operation may be made optional by a
 * scope (`all_may`).
 */
export interface OpArgs {
  /** Bare words in order (`monster`, `random`, `targeted`). */
  words: string[];
  /** Quoted strings in order. */
  texts: string[];
  amounts: Amount[];
  nums: number[];
  /** Dotted keys (`grant_all action.blessedlands`). */
  keys: string[];
  filters: Filter[];
  /** `key=value` arguments. */
  named: Record<string, KvValue>;
  optional: boolean;
}

/** A decision an effect raises: its kind and options (the owing player's legal actions); `leg` is what its answer is resolved against. */
export interface Ask {
  kind: DecisionKind;
  options: CkAction[];
  /** The leg the answer is resolved by (default: the leg that raised it). */
  leg?: Leg;
}

/** What a compile step may report: a problem with the operation's arguments. */
export interface CompileEnv {
  error(reason: string): void;
}

/** What an option's label may read: the position the decision is in. */
export interface LabelCtx {
  readonly cat: Catalog;
  readonly state: CkState;
  readonly decision: Decision;
}

/** The shared phrasing `words` hooks build on (`effects/words.ts` supplies it). */
export interface Words {
  /** Legs in order, as a clause: `gain 3 strength, then you may slay a monster`. */
  legs(legs: readonly Leg[]): string;
  /** What a lasting or named key changes: `domains cost you 1 gold less`. */
  key(key: string): string;
  /** A card a filter picks, as a noun phrase: `a Shadow citizen costing 2 gold or less`. */
  noun(noun: string, filter: Filter | null, count?: number): string;
  /** What a `count` counts, per item: `Worker icon on your citizens`. */
  subject(s: CountSubject): string;
}

/** The types Card Kingdoms' effect modules are written against. */
export interface CkEffects extends EffectTypes {
  ctx: Engine;
  args: [task: Task];
  env: CompileEnv;
  words: Words;
}

/** How a named operation's roll option reads the dice (`set_one_die`, rerolls). */
export interface RerollSpec {
  both: boolean;
  pay: Amount;
}

/**
 * One named operation. `run` changes the state (its events emitted) and
 * returns null, or returns the decision it raises; `resolve` carries out
 * the chosen option (a decline never reaches it). Operations the turn
 * consults instead of running (a roll passive, a starter's activation
 * trigger, an immunity, a noble's scoring) have no `run` and carry the hook
 * the rules read.
 */
export interface OperationModule<P = unknown, Raw = unknown> extends EffectModule<CkEffects, P, Raw> {
  run?(en: Engine, params: P, task: Task): Ask | null;
  resolve?(en: Engine, params: P, d: Decision, action: CkAction): void;
  /** The words of one option of the decision it raised (`take a random monster from seat 2`). */
  label?(params: P, action: CkAction, at: LabelCtx): string;
  /** A starter's activation trigger: activates only on doubles, this many times. */
  readonly activationTimes?: number;
  /** A roll passive rerolling dice for a price. */
  readonly reroll?: RerollSpec;
  /** A roll passive setting a die: what a die showing `value` becomes (null: it would not change). */
  dieTo?(params: P, value: number): number | null;
  /** Its gold price for the active player now (null: they cannot pay it). */
  dieGold?(params: P, cat: Catalog, state: CkState): number | null;
  /** During its owner's roll and harvest, a roll showing a 6 keeps them from losing anything. */
  readonly immuneOnSix?: boolean;
  /** A noble's scoring: VP for what the player holds. */
  nobleVp?(params: P, p: PlayerState): number;
}

/**
 * One named key: a lasting flag (`effect.add action.X` or a bare `action.X`
 * passive), a relic's standing key, or a key whose meaning is an effect
 * offered at its owner's roll. Keys stand while their card works; the
 * rules consult their hooks.
 */
export interface KeyModule<P = unknown, Raw = unknown> extends EffectModule<CkEffects, P, Raw> {
  /** What it changes in costs while it works (the lasting keys). */
  readonly modifiers?: Partial<CostModifiers>;
  /** An effect offered to its owner at their roll, once the dice are kept. */
  readonly atRoll?: Effect;
  /** Keeps its owner from being taken from. */
  readonly immuneToTake?: boolean;
  /** A relic's build key: role icons a build may lack, and what a build pays (only without the waiver, when there is one). */
  onBuild?(params: P): { waiver: number; gains: Amount[] };
  /** A relic's slay key: the resources a slay may take 1 off. */
  slayDiscounts?(params: P): ('s' | 'm')[];
}

/** When a passive fires: the opening of its sentence. */
export interface TriggerModule extends VocabularyItem {
  /** `During your roll phase`, `Whenever doubles are rolled`. */
  readonly words: string;
}

/** A scope word before a leg (`all_may`): who does the leg, and whether they may decline. */
export interface ScopeModule extends VocabularyItem {
  /** The seats it reaches (absent: it only says the order, `seq`). */
  readonly who?: 'all' | 'active';
  readonly may?: boolean;
  /** `every player may`. */
  readonly words: string;
}

/** Who chooses in a `choose` leg other than its own player (`active_choose`). */
export interface ChooserModule extends VocabularyItem {
  readonly words: string;
}

/** The pick leg's entity (`<citizens where role==shadow>`, `<domains>`, `<goods>`, `<noble>`). */
export interface PickModule extends VocabularyItem {
  run(en: Engine, leg: PickLeg, task: Task): Ask | null;
  canAct(en: Engine, player: number, leg: PickLeg): boolean;
  resolve?(en: Engine, leg: PickLeg, d: Decision, action: CkAction): void;
  label?(leg: PickLeg, action: CkAction, at: LabelCtx): string;
  words(leg: PickLeg, w: Words): string;
}

/** A filter's field (`role==shadow`, `name==Knight`, `gold_cost<=2`): the test and its share of the noun phrase. */
export interface FilterFieldModule extends VocabularyItem {
  test(card: CitizenCard, op: '==' | '<=' | '>=', value: string | number): boolean;
  /** Where it goes in `a Shadow citizen costing 2 gold or less`: the card's name, a word before the noun, or a phrase after it. */
  phrase(op: '==' | '<=' | '>=', value: string | number): { at: 'name' | 'before' | 'after'; text: string };
}

/** A `count` subject (`owned_worker`, `area Forest`): how many the player has, and its words. */
export interface CountModule<K extends CountSubject['of']> {
  readonly of: K;
  count(cat: Catalog, p: PlayerState, s: Extract<CountSubject, { of: K }>): number;
  words(s: Extract<CountSubject, { of: K }>): string;
}

export type PickLeg = Extract<Leg, { kind: 'pick' }>;
export type OpLeg = Extract<Leg, { kind: 'op' }>;

/**
 * One kind of leg of the grammar's tree (`gain`, `choose`, `exchange`, …):
 * what it does, whether it can do anything now (choices offer only options
 * that can), how an answer to its decision is carried out, its option
 * labels and its words. `legs` reaches the other kinds (a choice's options
 * are legs of any kind).
 */
export interface LegModule<K extends Leg['kind']> {
  readonly kind: K;
  run(en: Engine, leg: Extract<Leg, { kind: K }>, task: Task, legs: LegDispatch): Ask | null;
  canAct(en: Engine, player: number, leg: Extract<Leg, { kind: K }>, legs: LegDispatch): boolean;
  resolve?(en: Engine, leg: Extract<Leg, { kind: K }>, d: Decision, action: CkAction): void;
  label?(leg: Extract<Leg, { kind: K }>, action: CkAction, at: LabelCtx, w: Words): string;
  words(leg: Extract<Leg, { kind: K }>, w: Words): string;
}

/** How a leg module reaches the others. */
export interface LegDispatch {
  canAct(en: Engine, player: number, effect: Effect): boolean;
}

/** An operation module as its registry holds it (hooks are methods, so each keeps its own params type). */
export function defineOperation<P, Raw>(m: OperationModule<P, Raw>): OperationModule {
  return m;
}

export function defineKey<P, Raw>(m: KeyModule<P, Raw>): KeyModule {
  return m;
}

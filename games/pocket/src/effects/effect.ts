/**
 * What one effect type is: the kernel's one effect shape (`EffectModule`:
 * its id, a line for designers, the schema of its JSON in cards.json, what
 * it does when it runs, its words) with Pocket's own hooks — the phase it
 * runs in during an attack, whether it can do anything now (a trainer or
 * ability that cannot is not offered), and for passive abilities the auras
 * it registers. An effect type is one module in a family folder beside this
 * file plus its line in `registry.ts`; nothing else names it.
 */
import type { EffectModule } from '@arbiter/core';
import { z } from 'zod';
import { type EnergyType, energyNames, energyTypes, type PokemonType, pokemonTypes } from '../data/schema.ts';
import type { PocketState, Side, Slot } from '../state.ts';
import type { NewActive } from './active.ts';
import type { AuraSource, EffectCtx } from './context.ts';

/** What an effect's words may ask for: the shared phrasing of Pocket's card texts. */
export interface EffectWords {
  /** The kind of card text the effect is part of ("this attack", "this Pokémon" read differently in each). */
  readonly source: 'attack' | 'ability' | 'trainer';
  /** An energy or Pokémon type by its letter: "Grass". */
  energy(type: PokemonType): string;
  /** "Ninetales, Rapidash or Magmar". */
  names(list: readonly string[]): string;
  /** The words of effects nested in a wrapper (a coin's heads, an `if`'s effects), joined. */
  effects(refs: readonly InnerRef[]): string;
}

/** An effect nested in a wrapper's params: `{ type, ...fields }`, checked against its own module at load. */
export type InnerRef = { type: string; [param: string]: unknown };

/** The types Pocket's effect modules are written against (the kernel's `EffectTypes`). */
export interface PocketEffects {
  /** The resolution in progress: state, flips, choices, the event sink. */
  ctx: EffectCtx;
  args: [];
  env: undefined;
  words: EffectWords;
}

/**
 * One effect type: the kernel's shape plus Pocket's hooks. Its params are
 * its JSON in cards.json as its own schema parses it (`{ type, ...fields }`).
 */
export interface PocketEffect<P = unknown> extends EffectModule<PocketEffects, P> {
  /** During an attack: 'modify' runs before the damage (changing it), 'after' once damage is done. */
  readonly phase: 'modify' | 'after';
  /** Whether playing it now can do anything (absent: always); a trainer or ability that cannot is not offered. */
  usable?(s: PocketState, side: Side, self: Slot | null, params: P): boolean;
  /**
   * An attack's alternative cost: the Energy it may be used for instead of
   * its printed cost now (null: not now). Read only when the printed cost is
   * not paid, for attacks whose effects hold such a type (`attackGates`).
   */
  altCost?(s: PocketState, side: Side, self: Slot, params: P): readonly EnergyType[] | null;
  /** A passive ability's auras, registered while its Pokémon is in play. */
  aura?(params: P, src: AuraSource): NewActive[];
  /**
   * A wrapper's nested effects (`coin`, `if`): every list of effects its
   * params hold. The catalog checks each against its own module and counts
   * it as used; the phase of the wrapper follows them (`phaseOfRef`).
   */
  nested?(params: P): ReadonlyArray<{ key: string; refs: readonly InnerRef[] }>;
}

/**
 * A module as the registry holds it. The module keeps its own params type
 * while it is written (from its schema); its hooks are methods, so listing
 * it needs no cast. They only ever receive params its own schema accepted:
 * the catalog checks every effect of cards.json against its module at load,
 * and the rules find a module by the effect's `type`.
 */
export function defineEffect<P>(m: PocketEffect<P>): PocketEffect {
  return m;
}

/** The params schema of effect type `id`: `{ type: id, ...shape }`, no other field. */
export function paramsOf<const Id extends string, S extends z.ZodRawShape>(id: Id, shape: S) {
  return z.object({ type: z.literal(id), ...shape }).strict();
}

// Parameter pieces the modules share.
export const energy = z.enum(energyTypes);
export const pokemonType = z.enum(pokemonTypes);
export const amount = z.number().int().positive();
export const coin = z.boolean();

/**
 * How nested effects are put in words: bound by the registry once it lists
 * every module (a wrapper module cannot import the registry that lists it).
 */
let nestedWords: (refs: readonly InnerRef[], w: EffectWords) => string = (refs) =>
  refs.map((r) => r.type).join(', ');
export function bindNestedWords(fn: (refs: readonly InnerRef[], w: EffectWords) => string): void {
  nestedWords = fn;
}

/** A list of nested effects in a wrapper's params: each `{ type, … }`; its own module checks the rest. */
export const innerRefs = z.array(z.looseObject({ type: z.string() })).min(1);

/** The shared phrasing, for a card text of `source`. */
export function effectWords(source: EffectWords['source']): EffectWords {
  const w: EffectWords = {
    source,
    energy: (t) => energyNames[t],
    names: (list) =>
      list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`,
    effects: (refs) => nestedWords(refs, w),
  };
  return w;
}

/** "a card", "3 cards". */
export function count(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? `a ${one}` : `${n} ${many}`;
}

/** "flip a coin; if heads, " when the effect waits for heads. */
export function onHeads(coinFlip: boolean): string {
  return coinFlip ? 'flip a coin; if heads, ' : '';
}

export type { EnergyType, PokemonType };

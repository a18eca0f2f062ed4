/**
 * The seed's ActiveEffect model on the kernel's persistent effects: the
 * kernel effect's `key` is the effect type, `scope` the seed's scope, its
 * `source` the source card ("card:<uid>"), `stacking` / `stackingKey` the
 * stacking mode and key, `duration` the expiry (`throughTurn` for "during
 * this turn" and "during your opponent's next turn", `whileSource` for
 * auras), `suppressed` the suppression flag; the payload carries the rest
 * (source type, source player, trigger, the Pokémon it is attached to,
 * parameters). Payloads are never changed after registration, so clones
 * share them.
 *
 * The manager operations: register (honouring stacking), remove by source,
 * remove expired, query by type / trigger / affected player or Pokémon,
 * combine values.
 */
import {
  combineEffects,
  type Duration,
  type EffectStore,
  type PersistentEffect,
  removeWhere,
  type StackingMode,
  selectEffects,
} from '@arbiter/core';
import type { CardTag, EnergyType, PokemonType } from '../data/schema.ts';
import type { EffectRegistered } from '../events.ts';
import { noteKindAdded } from '../rules/effect-kinds.ts';
import type { PocketState, Side } from '../state.ts';
import type { ActiveType, Trigger } from './kinds/index.ts';
import { type Scope, scopes } from './scopes/index.ts';
import type { ConditionRef } from './vocabulary/condition.ts';
import type { CounterRef } from './vocabulary/counter.ts';

export type { ActiveType, Scope, Trigger };

export interface ActivePayload {
  sourceType: 'ability' | 'attack' | 'trainer' | 'stadium' | 'tool';
  sourceCard: number | null;
  sourcePlayer: Side;
  trigger: Trigger;
  /** For scope `self`: the Pokémon (pid) it is on. */
  target: number | null;
  /** An aura that works only while its source is in the Active Spot (suppressed elsewhere). */
  activeOnly?: boolean;
  /** Only Pokémon with these names (Blaine) / of this type (Jungle Totem) are affected. */
  names?: string[];
  pokemonType?: PokemonType;
  energyType?: EnergyType;
  /** Only Pokémon of this stage (a Tool's "Basic Pokémon", a Stadium's "Stage 1 Pokémon"), judged as it applies (T2). */
  stage?: number;
  /** Only Pokémon of this group ("Ancient", "Future", "Ultra Beast"). */
  tag?: CardTag;
  /** A damage boost only against a Pokémon ex (Arena of Antiquity). */
  againstEx?: boolean;
  /** Only attack damage to the opponent's Active Pokémon (Giovanni, Blaine). */
  activeTargetOnly?: boolean;
  /** The text shown in views and logs. */
  label: string;
  /** Only Pokémon of one of these types ("your [P] Pokémon and [M] Pokémon"). */
  pokemonTypes?: PokemonType[];
  /** Only Pokémon that evolve from this one ("your Pokémon that evolve from Poliwhirl"). */
  evolvesFrom?: string;
  /** Only Pokémon with any Energy (`any`) or any Energy of a type attached. */
  hasEnergy?: EnergyType | 'any';
  /** The value counts once per Energy of this type attached to the Pokémon reached ("+30 HP for each [P] Energy attached to it"). */
  perEnergy?: EnergyType;
  /** The value counts once per what this counter counts when the rules ask ("+10 damage … for each point you have gotten"). */
  per?: CounterRef;
  /** A `status_immunity` to these Special Conditions only ("can't be Asleep"); absent: all of them. */
  statuses?: string[];
  /** A `damage_reduction` only from attacks by Pokémon of these types / a Pokémon ex. */
  fromTypes?: PokemonType[];
  fromEx?: boolean;
  /** An `extra_type`'s types, an `evolves_as`'s name, a `coin_damage_reduction` that prevents all. */
  types?: PokemonType[];
  evolvesAs?: string;
  prevent?: boolean;
  /** The lasting and static forms of the owned shared types (`src/effects/lasting/reach.ts`). */
  /** Only this attack (attack_boost, cant_attack: "this Pokémon's Rolling Frenzy attack"). */
  attack?: string;
  /** Not Pokémon of this group (a modifier for attackers "that aren't Mega Evolution Pokémon ex"). */
  notTag?: CardTag;
  /** An aura that works only while its source is on the Bench (suppressed elsewhere, E13). */
  benchOnly?: boolean;
  /** Damage only from these attackers / sources (prevent_damage). */
  from?: DamageFrom;
  /** Prevent only damage of at most this much. */
  atMost?: number;
  /** Works once, then ends ("When this Pokémon is first damaged by an attack after coming into play"). */
  once?: boolean;
  /** The card kind a lock stops (lock_cards). */
  /** What a lock stops: playing a card kind, evolving from the hand, attaching from the zone to the Active. */
  cardKind?: 'item' | 'supporter' | 'trainer' | 'stadium' | 'tool' | 'evolution' | 'zone_to_active';
  /** A coin must show heads for it to work (survive_knockout). */
  coin?: boolean;
  /** The generic modifier's target value and operation. */
  modTarget?: ModifierTarget;
  operation?: 'add' | 'multiply' | 'set';
  /** Holds only while this condition holds, judged when the rules consult it (a static form's "If …"). */
  condition?: ConditionRef;
  /** A spot of the opponent's side a delayed damage waits for (-1: the Active Spot; 0, 1, 2: the Bench's positions in order). */
  spot?: number;
}

/** Where damage comes from, as "by attacks from your opponent's Pokémon ex" narrows it. */
export interface DamageFrom {
  ex?: boolean;
  stage?: number;
  /** The kinds of damage: attacks (default) and abilities. */
  attacks?: boolean;
  abilities?: boolean;
}

/** The values the generic `modifier` changes (src/effects/modifiers/modifier.ts). */
export type ModifierTarget =
  | 'damage.taken'
  | 'damage.dealt'
  | 'checkup.poisoned.damage'
  | 'healing'
  | 'weakness'
  | 'weakness.taken'
  | 'knockout.points'
  | 'random_hits.times'
  | 'tool.slots';

export type ActiveEffect = PersistentEffect<ActivePayload> & { key: ActiveType; scope: Scope };

export interface NewActive {
  type: ActiveType;
  scope: Scope;
  value: number;
  stacking?: StackingMode;
  stackingKey?: string;
  /** 'aura': until the source leaves play; a number: through that turn. */
  until: 'aura' | number;
  payload: ActivePayload;
}

/** What narrows an active effect, as its `effect-registered` event records it. */
export function eventFilters(
  p: ActivePayload,
): Pick<EffectRegistered, 'names' | 'pokemonType' | 'energyType' | 'toActive'> {
  return {
    ...(p.names ? { names: p.names } : {}),
    ...(p.pokemonType ? { pokemonType: p.pokemonType } : {}),
    ...(p.energyType ? { energyType: p.energyType } : {}),
    ...(p.activeTargetOnly ? { toActive: true } : {}),
  };
}

export function sourceKey(card: number): string {
  return `card:${card}`;
}

export function register(s: PocketState, e: NewActive): PersistentEffect<ActivePayload> {
  const source = e.payload.sourceCard === null ? 'game' : sourceKey(e.payload.sourceCard);
  const stacking = e.stacking ?? 'additive';
  // The kernel's stacking rule: a no-stack effect with a stacking key is not added twice by one source.
  if (stacking === 'no-stack' && e.stackingKey !== undefined) {
    const list = s.effects.effects;
    for (let i = 0; i < list.length; i++) {
      const o = list[i];
      if (o.stacking === 'no-stack' && o.stackingKey === e.stackingKey && o.source === source) return o;
    }
  }
  // The kernel's `addEffect` record, built at once with every field present (`stackingKey` undefined when
  // there is none: JSON and the state hash skip it), so every record has one hidden class and the
  // reads of the store's walks stay monomorphic.
  const id = s.effects.nextId++;
  const made = activeRecord(
    source,
    e.type,
    e.scope,
    e.value,
    stacking,
    e.stackingKey,
    e.until === 'aura' ? { kind: 'whileSource' } : { kind: 'throughTurn', turn: e.until },
    e.payload,
    false,
    id,
    id,
  );
  s.effects.effects.push(made);
  noteKindAdded(s.effects.effects, made.key);
  return made;
}

/** An effect record in the one layout of the store (the kernel's field order, `stackingKey` always present). */
function activeRecord(
  source: string,
  key: string,
  scope: string,
  value: number,
  stacking: StackingMode,
  stackingKey: string | undefined,
  duration: Duration,
  payload: ActivePayload | undefined,
  suppressed: boolean,
  id: number,
  createdAt: number,
): PersistentEffect<ActivePayload> {
  return { source, key, scope, value, stacking, stackingKey, duration, payload, suppressed, id, createdAt };
}

/** What a removal that found nothing returns (shared: callers only read it). */
const NONE_REMOVED: PersistentEffect<ActivePayload>[] = [];

/**
 * The store's `removeWhere`, asked only when some effect matches: the flow
 * removes on every switch, evolution and turn end, most often from an empty
 * or untouched store, and the kernel's removal always builds new lists.
 */
function removeMatching(
  s: PocketState,
  match: (e: PersistentEffect<ActivePayload>) => boolean,
): PersistentEffect<ActivePayload>[] {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) if (match(list[i])) return removeWhere(s.effects, match);
  return NONE_REMOVED;
}

export function removeBySourceCard(s: PocketState, card: number): PersistentEffect<ActivePayload>[] {
  if (s.effects.effects.length === 0) return NONE_REMOVED;
  const key = sourceKey(card);
  return removeMatching(s, (e) => e.source === key);
}

/** Effects attached to one Pokémon (scope self) — removed when it leaves play, retreats or evolves. */
export function removeOnPokemon(s: PocketState, pid: number, sourceType?: ActivePayload['sourceType']) {
  if (s.effects.effects.length === 0) return NONE_REMOVED;
  return removeMatching(
    s,
    (e) =>
      e.scope === 'self' &&
      e.payload?.target === pid &&
      (sourceType === undefined || e.payload.sourceType === sourceType),
  );
}

export function removeExpired(s: PocketState, endingTurn: number) {
  if (s.effects.effects.length === 0) return NONE_REMOVED;
  return removeMatching(s, (e) => e.duration.kind === 'throughTurn' && e.duration.turn <= endingTurn);
}

/** Where a Pokémon is, for scope tests. */
export interface Affected {
  side: Side;
  pid: number;
  active: boolean;
  name: string;
  type: string;
  /** The top card's stage and groups. */
  stage: number;
  tags: readonly string[];
  /** The Energy attached (for auras reaching "Pokémon that have any Energy attached"). */
  energy?: readonly string[];
  /** The name it evolved from (the top card's `evolvesFrom`). */
  evolvesFrom?: string | null;
  /** Types it has beyond its printed one (`extra_type`). */
  extraTypes?: readonly string[];
}

const hasType = (who: Affected, t: string) => who.type === t || (who.extraTypes?.includes(t) ?? false);

/** Whether effect `e` touches the Pokémon `who` (or, with who.pid = -1, the player `who.side`). */
export function affects(e: PersistentEffect<ActivePayload>, who: Affected): boolean {
  const p = e.payload as ActivePayload;
  const reached = scopes
    .get(e.scope)
    .reaches({ own: who.side === p.sourcePlayer, active: who.active, pid: who.pid }, p.target);
  if (!reached) return false;
  if (p.names && !p.names.includes(who.name)) return false;
  if (p.pokemonType && !hasType(who, p.pokemonType)) return false;
  if (p.stage !== undefined && p.stage !== who.stage) return false;
  if (p.tag !== undefined && !who.tags.includes(p.tag)) return false;
  if (p.pokemonTypes && !p.pokemonTypes.some((t) => hasType(who, t))) return false;
  if (p.evolvesFrom !== undefined && who.evolvesFrom !== p.evolvesFrom) return false;
  if (p.hasEnergy !== undefined) {
    const e = who.energy ?? [];
    if (p.hasEnergy === 'any' ? e.length === 0 : !e.includes(p.hasEnergy)) return false;
  }
  if (p.notTag !== undefined && who.tags.includes(p.notTag)) return false;
  return true;
}

/**
 * Judges a static effect's `condition` now ("If this Pokémon has a Pokémon
 * Tool attached, …") and counts its `per` now ("for each point you have
 * gotten"): bound by the registry (the condition and counter vocabularies
 * read the rules, which read this module).
 */
let judge: (s: PocketState, e: PersistentEffect<ActivePayload>) => boolean = () => true;
let countNow: (s: PocketState, e: PersistentEffect<ActivePayload>) => number = () => 1;
export function bindConditionJudge(fn: typeof judge, count: typeof countNow): void {
  judge = fn;
  countNow = count;
}
/** Whether a static effect's condition holds now (true when it has none). */
export const holdsNow = (s: PocketState, e: PersistentEffect<ActivePayload>) =>
  e.payload?.condition === undefined || judge(s, e);

export interface ActiveQuery {
  type?: ActiveType;
  trigger?: Trigger;
  /** Effects touching this Pokémon. */
  affecting?: Affected;
  /** Effects whose scope reaches this player's side at all. */
  affectingPlayer?: Side;
  includeSuppressed?: boolean;
}

function matches(e: PersistentEffect<ActivePayload>, q: ActiveQuery): boolean {
  const p = e.payload as ActivePayload;
  if (q.trigger !== undefined && p.trigger !== q.trigger) return false;
  if (q.affecting && !affects(e, q.affecting)) return false;
  if (q.affectingPlayer !== undefined) {
    const side = scopes.get(e.scope).side;
    const own = q.affectingPlayer === p.sourcePlayer;
    if ((side === 'own' && !own) || (side === 'opponent' && own)) return false;
  }
  return true;
}

export function query(s: PocketState, q: ActiveQuery): PersistentEffect<ActivePayload>[] {
  // One shape of query (an undefined key asks for every key).
  return selectEffects(s.effects, {
    key: q.type,
    includeSuppressed: q.includeSuppressed ?? false,
    where: (e) => matches(e, q) && holdsNow(s, e),
  });
}

/** Whether any effect matches (no list built: the hot paths ask this most). */
export function anyEffect(s: PocketState, q: ActiveQuery): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (q.type !== undefined && e.key !== q.type) continue;
    if (e.suppressed && !q.includeSuppressed) continue;
    if (matches(e, q) && holdsNow(s, e)) return true;
  }
  return false;
}

const scratch: PersistentEffect<ActivePayload>[] = [];

/**
 * The combined value of the unsuppressed effects of `type` touching `who`
 * (and passing `keep`), by their stacking modes, without building a list per
 * call: the hot paths (damage, retreat cost) ask this on every attack.
 */
export function combinedFor(
  s: PocketState,
  type: ActiveType,
  who: Affected,
  keep?: (e: PersistentEffect<ActivePayload>) => boolean,
): number {
  const list = s.effects.effects;
  scratch.length = 0;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (e.key !== type || e.suppressed || !affects(e, who)) continue;
    if (keep && !keep(e)) continue;
    if (e.payload?.condition !== undefined && !judge(s, e)) continue;
    const p = e.payload;
    scratch.push(
      p?.perEnergy !== undefined
        ? perEnergyOf(e, who)
        : p?.per !== undefined
          ? { ...e, value: e.value * countNow(s, e) }
          : e,
    );
  }
  if (scratch.length === 0) return 0;
  const value = combineEffects(scratch);
  scratch.length = 0;
  return value;
}

/** An effect whose value counts per Energy of a type on the Pokémon reached: a copy with that value. */
function perEnergyOf(e: PersistentEffect<ActivePayload>, who: Affected): PersistentEffect<ActivePayload> {
  const t = e.payload?.perEnergy;
  let n = 0;
  for (const x of who.energy ?? []) if (x === t) n++;
  return { ...e, value: e.value * n };
}

/** Combined value of matching effects by their stacking modes. */
export function combined(effects: PersistentEffect<ActivePayload>[]): number {
  return combineEffects(effects);
}

export function cloneActiveStore(store: EffectStore<ActivePayload>): EffectStore<ActivePayload> {
  return {
    nextId: store.nextId,
    // Payloads are never changed after registration: sharing them is safe and fast.
    // Each copy in the store's one layout (a state read from JSON lacks the undefined `stackingKey`).
    effects: store.effects.map((e) =>
      activeRecord(
        e.source,
        e.key,
        e.scope,
        e.value,
        e.stacking,
        e.stackingKey,
        { ...e.duration },
        e.payload,
        e.suppressed,
        e.id,
        e.createdAt,
      ),
    ),
  };
}

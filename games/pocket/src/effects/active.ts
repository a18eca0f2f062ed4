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
  type EffectStore,
  expireTurnsThrough,
  type PersistentEffect,
  registerEffect,
  removeWhere,
  type StackingMode,
  selectEffects,
} from '@arbiter/core';
import type { PocketState, Side } from '../state.ts';

export type Trigger =
  | 'continuous'
  | 'on_damage_calc'
  | 'on_energy_count'
  | 'on_retreat_calc'
  | 'on_status_apply'
  | 'on_turn_start'
  | 'on_turn_end'
  | 'on_attack'
  | 'on_knockout';

export type Scope =
  | 'self'
  | 'team_active'
  | 'team_bench'
  | 'team_all'
  | 'opponent_active'
  | 'opponent_bench'
  | 'opponent_all'
  | 'all_pokemon'
  | 'global';

/** Effect types an active effect may have (the kernel key). */
export type ActiveType =
  | 'damage_boost'
  | 'damage_reduction'
  | 'attack_immunity'
  | 'energy_multiplier'
  | 'retreat_reduction'
  | 'free_retreat'
  | 'cant_retreat'
  | 'cant_attack'
  | 'attack_coin_gate'
  | 'supporter_block'
  | 'evolution_block'
  | 'counter_damage'
  | 'status_immunity';

export interface ActivePayload {
  sourceType: 'ability' | 'attack' | 'trainer' | 'stadium';
  sourceCard: number | null;
  sourcePlayer: Side;
  trigger: Trigger;
  /** For scope `self`: the Pokémon (pid) it is on. */
  target: number | null;
  /** An aura that works only while its source is in the Active Spot (suppressed elsewhere). */
  activeOnly?: boolean;
  /** Only Pokémon with these names (Blaine) / of this type (Jungle Totem) are affected. */
  names?: string[];
  pokemonType?: string;
  energyType?: string;
  /** Only attack damage to the opponent's Active Pokémon (Giovanni, Blaine). */
  activeTargetOnly?: boolean;
  /** The text shown in views and logs. */
  label: string;
}

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

export function sourceKey(card: number): string {
  return `card:${card}`;
}

export function register(s: PocketState, e: NewActive): PersistentEffect<ActivePayload> {
  return registerEffect(s.effects, {
    source: e.payload.sourceCard === null ? 'game' : sourceKey(e.payload.sourceCard),
    key: e.type,
    scope: e.scope,
    value: e.value,
    stacking: e.stacking ?? 'additive',
    ...(e.stackingKey !== undefined ? { stackingKey: e.stackingKey } : {}),
    duration: e.until === 'aura' ? { kind: 'whileSource' } : { kind: 'throughTurn', turn: e.until },
    payload: e.payload,
  });
}

export function removeBySourceCard(s: PocketState, card: number): PersistentEffect<ActivePayload>[] {
  const key = sourceKey(card);
  return removeWhere(s.effects, (e) => e.source === key);
}

/** Effects attached to one Pokémon (scope self) — removed when it leaves play, retreats or evolves. */
export function removeOnPokemon(s: PocketState, pid: number, sourceType?: ActivePayload['sourceType']) {
  return removeWhere(
    s.effects,
    (e) =>
      e.scope === 'self' &&
      e.payload?.target === pid &&
      (sourceType === undefined || e.payload.sourceType === sourceType),
  );
}

export function removeExpired(s: PocketState, endingTurn: number) {
  return expireTurnsThrough(s.effects, endingTurn);
}

/** Where a Pokémon is, for scope tests. */
export interface Affected {
  side: Side;
  pid: number;
  active: boolean;
  name: string;
  type: string;
}

/** Whether effect `e` touches the Pokémon `who` (or, with who.pid = -1, the player `who.side`). */
export function affects(e: PersistentEffect<ActivePayload>, who: Affected): boolean {
  const p = e.payload as ActivePayload;
  const own = who.side === p.sourcePlayer;
  let inScope: boolean;
  switch (e.scope as Scope) {
    case 'self':
      inScope = p.target === who.pid;
      break;
    case 'team_active':
      inScope = own && who.active;
      break;
    case 'team_bench':
      inScope = own && !who.active;
      break;
    case 'team_all':
      inScope = own;
      break;
    case 'opponent_active':
      inScope = !own && who.active;
      break;
    case 'opponent_bench':
      inScope = !own && !who.active;
      break;
    case 'opponent_all':
      inScope = !own;
      break;
    default:
      inScope = true;
  }
  if (!inScope) return false;
  if (p.names && !p.names.includes(who.name)) return false;
  if (p.pokemonType && p.pokemonType !== who.type) return false;
  return true;
}

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
    const own = q.affectingPlayer === p.sourcePlayer;
    const scope = e.scope as Scope;
    if (scope.startsWith('team') && !own) return false;
    if (scope.startsWith('opponent') && own) return false;
  }
  return true;
}

export function query(s: PocketState, q: ActiveQuery): PersistentEffect<ActivePayload>[] {
  return selectEffects(s.effects, {
    ...(q.type !== undefined ? { key: q.type } : {}),
    includeSuppressed: q.includeSuppressed ?? false,
    where: (e) => matches(e, q),
  });
}

/** Whether any effect matches (no list built: the hot paths ask this most). */
export function anyEffect(s: PocketState, q: ActiveQuery): boolean {
  const list = s.effects.effects;
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (q.type !== undefined && e.key !== q.type) continue;
    if (e.suppressed && !q.includeSuppressed) continue;
    if (matches(e, q)) return true;
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
    scratch.push(e);
  }
  if (scratch.length === 0) return 0;
  const value = combineEffects(scratch);
  scratch.length = 0;
  return value;
}

/** Combined value of matching effects by their stacking modes. */
export function combined(effects: PersistentEffect<ActivePayload>[]): number {
  return combineEffects(effects);
}

export function cloneActiveStore(store: EffectStore<ActivePayload>): EffectStore<ActivePayload> {
  return {
    nextId: store.nextId,
    // Payloads are never changed after registration: sharing them is safe and fast.
    effects: store.effects.map((e) => ({ ...e, duration: { ...e.duration } })),
  };
}

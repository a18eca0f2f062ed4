/**
 * Persistent effects: modifiers that outlive the action that made them.
 *
 * Each has a source (what made it), a key (what it modifies, e.g. 'damage'),
 * a scope (whom it touches, a string the game interprets), a value, a
 * stacking mode, a duration, and a suppression flag. Querying a key combines
 * the active effects by mode:
 *   additive  — all values summed;
 *   max / min — only the largest / smallest counts;
 *   no-stack  — only the oldest counts (a second copy adds nothing).
 * Effects of different modes on one key add their group results together.
 * The store is plain JSON and lives in the game state.
 */

export type StackingMode = 'additive' | 'max' | 'min' | 'no-stack';

export type Duration =
  | { kind: 'permanent' }
  /** Removed by removeBySource when the source leaves play. */
  | { kind: 'whileSource' }
  /** Counts down on tickTurns; expires at 0. */
  | { kind: 'turns'; remaining: number }
  /** Expires when the game calls expireOn with this event name. */
  | { kind: 'until'; event: string }
  /** Expires when the game calls expireTurnsThrough with a turn number at or past `turn` (the last turn it lasts). */
  | { kind: 'throughTurn'; turn: number };

export interface PersistentEffect<P = unknown> {
  id: number;
  source: string;
  key: string;
  scope: string;
  value: number;
  stacking: StackingMode;
  duration: Duration;
  suppressed: boolean;
  /** Sequence number of creation (for no-stack ordering). */
  createdAt: number;
  /**
   * Effects that interact for stacking (optional). Under `no-stack`, only the
   * oldest of each stacking key counts; effects without one share the key
   * `key`, so a store that never names stacking keys behaves as before.
   */
  stackingKey?: string;
  payload?: P;
}

export interface EffectStore<P = unknown> {
  effects: PersistentEffect<P>[];
  nextId: number;
}

export type NewEffect<P = unknown> = Omit<PersistentEffect<P>, 'id' | 'createdAt' | 'suppressed'> & {
  suppressed?: boolean;
};

export function createEffectStore<P = unknown>(): EffectStore<P> {
  return { effects: [], nextId: 1 };
}

export function cloneEffectStore<P>(store: EffectStore<P>): EffectStore<P> {
  return {
    nextId: store.nextId,
    effects: store.effects.map((e) => ({
      ...e,
      duration: { ...e.duration },
      ...(e.payload !== undefined ? { payload: structuredClone(e.payload) } : {}),
    })),
  };
}

export function addEffect<P>(store: EffectStore<P>, effect: NewEffect<P>): PersistentEffect<P> {
  const id = store.nextId++;
  // The duration counts down in place, so each effect gets its own copy.
  const full: PersistentEffect<P> = {
    ...effect,
    duration: { ...effect.duration },
    suppressed: effect.suppressed ?? false,
    id,
    createdAt: id,
  };
  store.effects.push(full);
  return full;
}

export function removeEffect<P>(store: EffectStore<P>, id: number): PersistentEffect<P> | undefined {
  const i = store.effects.findIndex((e) => e.id === id);
  if (i < 0) return undefined;
  return store.effects.splice(i, 1)[0];
}

/** Removes every effect the source made (the source left play). Returns them. */
export function removeBySource<P>(store: EffectStore<P>, source: string): PersistentEffect<P>[] {
  const removed: PersistentEffect<P>[] = [];
  store.effects = store.effects.filter((e) => {
    if (e.source !== source) return true;
    removed.push(e);
    return false;
  });
  return removed;
}

/** Sets `suppressed` on matching effects; returns how many changed. */
export function setSuppressed<P>(
  store: EffectStore<P>,
  match: (e: PersistentEffect<P>) => boolean,
  suppressed: boolean,
): number {
  let n = 0;
  for (const e of store.effects) {
    if (match(e) && e.suppressed !== suppressed) {
      e.suppressed = suppressed;
      n++;
    }
  }
  return n;
}

/** Counts down turn-limited effects; returns the ones that expired (and removes them). */
export function tickTurns<P>(
  store: EffectStore<P>,
  match: (e: PersistentEffect<P>) => boolean = () => true,
): PersistentEffect<P>[] {
  const expired: PersistentEffect<P>[] = [];
  store.effects = store.effects.filter((e) => {
    if (e.duration.kind !== 'turns' || !match(e)) return true;
    e.duration.remaining -= 1;
    if (e.duration.remaining > 0) return true;
    expired.push(e);
    return false;
  });
  return expired;
}

/** Expires effects that last until `event`; returns them. */
export function expireOn<P>(store: EffectStore<P>, event: string): PersistentEffect<P>[] {
  const expired: PersistentEffect<P>[] = [];
  store.effects = store.effects.filter((e) => {
    if (e.duration.kind === 'until' && e.duration.event === event) {
      expired.push(e);
      return false;
    }
    return true;
  });
  return expired;
}

export function activeEffects<P>(
  store: EffectStore<P>,
  key: string,
  inScope: (scope: string) => boolean = () => true,
): PersistentEffect<P>[] {
  return store.effects.filter((e) => !e.suppressed && e.key === key && inScope(e.scope));
}

/** Combines values by the stacking laws above. An empty list combines to 0. */
export function combineEffects(
  effects: ReadonlyArray<Pick<PersistentEffect, 'value' | 'stacking' | 'createdAt' | 'stackingKey'>>,
): number {
  let sum = 0;
  let max: number | undefined;
  let min: number | undefined;
  let oldest: { value: number; createdAt: number } | undefined;
  let oldestByKey: Map<string, { value: number; createdAt: number }> | undefined;
  for (const e of effects) {
    switch (e.stacking) {
      case 'additive':
        sum += e.value;
        break;
      case 'max':
        max = max === undefined ? e.value : Math.max(max, e.value);
        break;
      case 'min':
        min = min === undefined ? e.value : Math.min(min, e.value);
        break;
      case 'no-stack':
        if (e.stackingKey !== undefined) {
          const o = oldestByKey?.get(e.stackingKey);
          if (!o || e.createdAt < o.createdAt) {
            oldestByKey ??= new Map();
            oldestByKey.set(e.stackingKey, e);
          }
        } else if (!oldest || e.createdAt < oldest.createdAt) oldest = e;
        break;
    }
  }
  let keyed = 0;
  if (oldestByKey) for (const o of oldestByKey.values()) keyed += o.value;
  return sum + (max ?? 0) + (min ?? 0) + (oldest?.value ?? 0) + keyed;
}

export function queryEffects<P>(
  store: EffectStore<P>,
  key: string,
  inScope: (scope: string) => boolean = () => true,
): number {
  return combineEffects(activeEffects(store, key, inScope));
}

/** Removes every effect `match` accepts (a source left, a target changed zones); returns them. */
export function removeWhere<P>(
  store: EffectStore<P>,
  match: (e: PersistentEffect<P>) => boolean,
): PersistentEffect<P>[] {
  const removed: PersistentEffect<P>[] = [];
  store.effects = store.effects.filter((e) => {
    if (!match(e)) return true;
    removed.push(e);
    return false;
  });
  return removed;
}

/**
 * Expires effects whose `throughTurn` duration ends at or before `turn` (the
 * turn that is ending); returns them. Games number turns; the kernel only
 * compares.
 */
export function expireTurnsThrough<P>(store: EffectStore<P>, turn: number): PersistentEffect<P>[] {
  return removeWhere(store, (e) => e.duration.kind === 'throughTurn' && e.duration.turn <= turn);
}

export interface EffectQuery<P> {
  /** Only this key (effect type). */
  key?: string;
  /** Suppressed effects are left out unless this is true. */
  includeSuppressed?: boolean;
  /** Any further test (scope, payload fields). */
  where?: (e: PersistentEffect<P>) => boolean;
}

/** The effects matching a query, oldest first. */
export function selectEffects<P>(store: EffectStore<P>, query: EffectQuery<P> = {}): PersistentEffect<P>[] {
  // The query's fields read once: callers pass queries of several shapes, so each read of them is megamorphic.
  const key = query.key;
  const includeSuppressed = query.includeSuppressed;
  const where = query.where;
  const out: PersistentEffect<P>[] = [];
  for (const e of store.effects) {
    if (key !== undefined && e.key !== key) continue;
    if (e.suppressed && !includeSuppressed) continue;
    if (where && !where(e)) continue;
    out.push(e);
  }
  return out;
}

/**
 * Adds an effect honouring its stacking mode: a `no-stack` effect with a
 * stacking key is not added twice by one source (the existing one is
 * returned); every other effect is added. Copies from different sources
 * are kept, so one leaving play lets the next take over.
 */
export function registerEffect<P>(store: EffectStore<P>, effect: NewEffect<P>): PersistentEffect<P> {
  if (effect.stacking === 'no-stack' && effect.stackingKey !== undefined) {
    const twin = store.effects.find(
      (e) => e.stacking === 'no-stack' && e.stackingKey === effect.stackingKey && e.source === effect.source,
    );
    if (twin) return twin;
  }
  return addEffect(store, effect);
}

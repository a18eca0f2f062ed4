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
  | { kind: 'until'; event: string };

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
  effects: ReadonlyArray<Pick<PersistentEffect, 'value' | 'stacking' | 'createdAt'>>,
): number {
  let sum = 0;
  let max: number | undefined;
  let min: number | undefined;
  let oldest: { value: number; createdAt: number } | undefined;
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
        if (!oldest || e.createdAt < oldest.createdAt) oldest = e;
        break;
    }
  }
  return sum + (max ?? 0) + (min ?? 0) + (oldest?.value ?? 0);
}

export function queryEffects<P>(
  store: EffectStore<P>,
  key: string,
  inScope: (scope: string) => boolean = () => true,
): number {
  return combineEffects(activeEffects(store, key, inScope));
}

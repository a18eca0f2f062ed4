/**
 * One registry per vocabulary (operations, triggers, matchers, effects,
 * keywords): named handlers, and a coverage check against the ids data uses.
 */
import { DataError } from './errors.ts';

export interface Registry<Id extends string, H> {
  readonly vocabulary: string;
  readonly handlers: Readonly<Record<Id, H>>;
  /** Ids registered but deliberately unused by the current data. */
  readonly reserved: ReadonlySet<string>;
  has(id: string): id is Id;
  get(id: string): H;
  ids(): Id[];
}

export function createRegistry<Id extends string, H>(
  vocabulary: string,
  handlers: Record<Id, H>,
  reserved: readonly Id[] = [],
): Registry<Id, H> {
  const reservedSet = new Set<string>(reserved);
  for (const r of reservedSet) {
    if (!Object.hasOwn(handlers, r)) throw new Error(`${vocabulary}: reserved id '${r}' has no handler`);
  }
  // The handlers by id in a Map as well: `get` runs on hot paths (an effect step asks for its module), and one Map
  // lookup is cheaper than the own-property check and the keyed read of the record.
  const byId = new Map<string, H>(Object.entries(handlers) as [string, H][]);
  return {
    vocabulary,
    handlers,
    reserved: reservedSet,
    has(id: string): id is Id {
      return Object.hasOwn(handlers, id);
    },
    get(id: string): H {
      const handler = byId.get(id);
      if (handler === undefined) throw new Error(`${vocabulary}: no handler registered for '${id}'`);
      return handler;
    },
    ids() {
      return Object.keys(handlers) as Id[];
    },
  };
}

/** One place data names a handler id. */
export interface Usage {
  id: string;
  file: string;
  path: ReadonlyArray<string | number> | string;
}

export interface CoverageReport {
  vocabulary: string;
  /** Ids data uses that have no handler: each is an error. */
  missing: DataError[];
  /** Handlers no data uses and not declared reserved. */
  unused: string[];
  /** Handlers declared reserved and unused. */
  reservedUnused: string[];
  used: string[];
  ok: boolean;
}

export function checkCoverage<Id extends string, H>(
  registry: Registry<Id, H>,
  usages: readonly Usage[],
): CoverageReport {
  const missing: DataError[] = [];
  const used = new Set<string>();
  for (const u of usages) {
    if (registry.has(u.id)) used.add(u.id);
    else missing.push(new DataError(u.file, u.path, `unknown ${registry.vocabulary} '${u.id}'`));
  }
  const unused: string[] = [];
  const reservedUnused: string[] = [];
  for (const id of registry.ids()) {
    if (used.has(id)) continue;
    if (registry.reserved.has(id)) reservedUnused.push(id);
    else unused.push(id);
  }
  return {
    vocabulary: registry.vocabulary,
    missing,
    unused,
    reservedUnused,
    used: [...used].sort(),
    ok: missing.length === 0 && unused.length === 0,
  };
}

/**
 * A registry from vocabulary modules: each module is one item of the
 * vocabulary (an operation, a trigger, a matcher: see `EffectModule` and
 * `VocabularyItem`) holding everything about it — its data schema, its
 * compile step, its hooks, its words — under its `id`. Modules marked
 * `reserved` are registered ahead of the data; `reserved` adds ids by name.
 * Two modules with one id are a programming error.
 */
export function registryOf<M extends { readonly id: string; readonly reserved?: boolean }>(
  vocabulary: string,
  modules: readonly M[],
  reserved: readonly M['id'][] = [],
): Registry<M['id'], M> {
  const handlers = {} as Record<M['id'], M>;
  const waiting: M['id'][] = [...reserved];
  for (const m of modules) {
    if (Object.hasOwn(handlers, m.id)) throw new Error(`${vocabulary}: two modules named '${m.id}'`);
    handlers[m.id as M['id']] = m;
    if (m.reserved === true && !waiting.includes(m.id)) waiting.push(m.id);
  }
  return createRegistry(vocabulary, handlers, waiting);
}

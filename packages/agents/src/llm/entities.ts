/**
 * The objects a view names, for reading an answer that calls a card by its
 * name or card id where the action holds an instance number: every object in
 * the view with a numeric instance field (`uid`, `instanceId`, `instance_id`,
 * `iid`) is indexed by that number under its names (`name`, `id`, `cardId`,
 * `card_id`, `cardName`). Built only when an answer needs it.
 */

const REF_KEYS = ['uid', 'instanceId', 'instance_id', 'iid'];
const NAME_KEYS = ['name', 'id', 'cardId', 'card_id', 'cardName'];
/** A view is walked at most this many values deep in total (a huge view must not cost more than a decision). */
const MAX_VALUES = 50_000;

/** Letters and digits only, lower case: "Security Officer", "security_officer" and "SECURITY-OFFICER" read alike. */
export function canonText(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export type EntityNames = Map<number, Set<string>>;

export function indexEntities(view: unknown): EntityNames {
  const names: EntityNames = new Map();
  const stack: unknown[] = [view];
  let seen = 0;
  while (stack.length > 0 && seen++ < MAX_VALUES) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
      continue;
    }
    const obj = v as Record<string, unknown>;
    const ref = refOf(obj);
    if (ref !== undefined) {
      let set = names.get(ref);
      for (const key of NAME_KEYS) {
        const name = obj[key];
        if (typeof name !== 'string' || name === '') continue;
        if (!set) {
          set = new Set();
          names.set(ref, set);
        }
        set.add(canonText(name));
      }
    }
    for (const key in obj) stack.push(obj[key]);
  }
  return names;
}

/** The instance number an object carries under one of the instance keys, if any. */
export function refOf(obj: Record<string, unknown>): number | undefined {
  for (const key of REF_KEYS) {
    const ref = obj[key];
    if (typeof ref === 'number' && Number.isInteger(ref)) return ref;
  }
  return undefined;
}

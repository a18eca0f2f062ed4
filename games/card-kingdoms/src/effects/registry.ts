/**
 * The named keys the engine implements (operation names, dotted keys, flags,
 * scope words, triggers, pick entities). Filled by the handler modules.
 */
const handled = new Set<string>();

/** Registers the names a handler module implements. */
export function registerHandled(names: Iterable<string>): void {
  for (const n of names) handled.add(n);
}

export function handlesKey(name: string): boolean {
  return handled.has(name);
}

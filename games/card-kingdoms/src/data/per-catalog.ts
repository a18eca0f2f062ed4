/**
 * Values derived from a catalog once (a domain's trigger, its lasting cost
 * changes): catalogs are never changed, and the rules ask for these on
 * every action. Nearly every call names the catalog of the call before, so
 * the last one answers with one comparison; others are kept by catalog.
 */
import type { Catalog } from './cards.ts';

export function perCatalog<T>(derive: (cat: Catalog) => T): (cat: Catalog) => T {
  const byCatalog = new WeakMap<Catalog, T>();
  let lastCat: Catalog | null = null;
  let last: T | undefined;
  return (cat) => {
    if (cat === lastCat) return last as T;
    let value = byCatalog.get(cat);
    if (value === undefined) {
      value = derive(cat);
      byCatalog.set(cat, value);
    }
    lastCat = cat;
    last = value;
    return value;
  };
}

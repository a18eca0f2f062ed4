/** The shipped data, compiled once at first use. */

import db from '../data/qb_DB_Complete_v2.json' with { type: 'json' };
import decks from '../data/qb_decks.json' with { type: 'json' };
import registry from '../data/qb_effects_v1.1.json' with { type: 'json' };
import { loadCatalogFrom } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';

let shipped: Catalog | null = null;

export function catalog(): Catalog {
  if (!shipped) shipped = loadCatalogFrom({ db, registry, decks });
  return shipped;
}

export const shippedRaw = { db, registry, decks };

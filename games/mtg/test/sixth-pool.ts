/**
 * The catalog a Sixth Edition rules test plays with: phase 1 and the 6ED
 * pool in one (ids are unique across pools; a shared name is one card). A
 * test file swaps it in for the shipped catalog with
 *
 *   vi.mock('../src/cards/catalog.ts', async (orig) =>
 *     (await import('./sixth-pool.ts')).withSixthEdition(await orig()));
 *
 * so the default game and its presets stay phase 1's. Only the Sixth
 * Edition cards that parse fully join (the game refuses to load a catalog
 * with an unparsed line), and the 6ED decks whose cards all parse.
 */
import { join } from 'node:path';
import type * as CatalogModule from '../src/cards/catalog.ts';

export function withSixthEdition(m: typeof CatalogModule): typeof CatalogModule {
  const p1 = m.loadCatalog();
  const six = m.loadCatalog(join(m.SHIPPED_DATA_DIR, '6ed'));
  const cards = { ...p1.cards };
  for (const c of six.cardList) if (c.rules.unparsed.length === 0) cards[c.id] ??= c;
  const decks = { ...p1.decks };
  for (const d of six.deckList) if (d.cards.every((id) => cards[id])) decks[d.id] ??= d;
  const both: CatalogModule.Catalog = {
    ...p1,
    cards,
    cardList: Object.values(cards),
    decks,
    deckList: Object.values(decks),
  };
  return { ...m, catalog: () => both };
}

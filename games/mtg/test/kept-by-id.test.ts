/**
 * The hot paths keep what they read of an object's card per object id
 * (`rulesIndexOf`, the cast search's card definition and cast info): an id
 * may later name another card (a determinized world rewrites the cards of
 * hidden objects; a land-type change sets `rulesFrom`; another game reuses
 * the ids), and the answer must then be the new card's, never the kept one.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { isLandObject } from '../src/engine/casting.ts';
import { cardRulesIndex, rulesIndexOf } from '../src/engine/rules-index.ts';
import { mtg } from '../src/index.ts';

/** A land with a {T} mana ability and a non-land card with an activated ability that is not a mana ability. */
function twoCards(): { land: string; other: string } {
  const cards = Object.values(catalog().cards);
  const land = cards.find((c) => c.types.includes('land') && cardRulesIndex(c).tapMana.length > 0);
  const other = cards.find((c) => !c.types.includes('land') && cardRulesIndex(c).nonMana.length > 0);
  if (!land || !other) throw new Error('the catalog lacks the two kinds of card');
  return { land: land.id, other: other.id };
}

describe('what is kept per object id follows the card the id names now', () => {
  it('rulesIndexOf and the land check answer for a new card and a new rulesFrom of the same id', () => {
    const { land, other } = twoCards();
    const cards = catalog().cards;
    const s = mtg.setup({ deck1: 'mono_red', deck2: 'izzet' } as never, 'kept-by-id');
    const o = s.objects[s.players[0].library[0]];
    o.card = land;
    expect(rulesIndexOf(o)).toBe(cardRulesIndex(cards[land]));
    expect(isLandObject(o)).toBe(true);
    // The same id, now another card (as a determinized world rewrites it).
    o.card = other;
    expect(rulesIndexOf(o)).toBe(cardRulesIndex(cards[other]));
    expect(isLandObject(o)).toBe(false);
    // Rules from another card (a land-type change), then its own again.
    o.rulesFrom = land;
    expect(rulesIndexOf(o)).toBe(cardRulesIndex(cards[land]));
    delete o.rulesFrom;
    expect(rulesIndexOf(o)).toBe(cardRulesIndex(cards[other]));
  });

  it('a second game reusing the ids reads its own cards', () => {
    const a = mtg.setup({ deck1: 'mono_red', deck2: 'izzet' } as never, 'kept-by-id/a');
    for (const id of a.players[0].library) rulesIndexOf(a.objects[id]);
    for (const id of a.players[0].library) isLandObject(a.objects[id]);
    const b = mtg.setup({ deck1: 'blue-control', deck2: 'gruul' } as never, 'kept-by-id/b');
    const cards = catalog().cards;
    expect(b.players[0].library.length).toBe(60);
    for (const id of b.players[0].library) {
      const o = b.objects[id];
      expect(rulesIndexOf(o)).toBe(cardRulesIndex(cards[o.card as string]));
      expect(isLandObject(o)).toBe(cards[o.card as string].types.includes('land'));
    }
  });
});

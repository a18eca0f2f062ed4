/** Data loading: zod at load, decks with their declared colours, errors naming file and path. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog, loadCatalog, SHIPPED_DATA_DIR } from '../src/cards/catalog.ts';

describe('MTG data', () => {
  const cat = catalog();
  it("loads phase 1's 125 cards and five 60-card decks in their declared colours", () => {
    const phase1 = cat.pools?.find((p) => p.id === 'phase1');
    expect(phase1?.cards.size).toBe(125);
    expect(
      cat.deckList.filter((d) => d.pool === 'phase1').map((d) => [d.id, d.colors.join(''), d.cards.length]),
    ).toEqual([
      ['glorious_combat', 'W', 60],
      ['political_trickery', 'U', 60],
      ['dark_sacrifice', 'B', 60],
      ['draconic_fury', 'R', 60],
      ['boundless_elves', 'G', 60],
    ]);
    for (const d of cat.deckList)
      for (const id of d.cards) expect(cat.cards[id].colors.every((c) => d.colors.includes(c))).toBe(true);
  });
  it('basic lands have no mana cost', () => {
    expect(cat.cards.basic_forest.manaCost).toBeNull();
    expect(cat.cards.basic_forest.supertypes).toEqual(['basic']);
    expect(cat.cards.basic_forest.subtypes).toEqual(['Forest']);
  });
  it('bad data names the file, the JSON path and the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-data-'));
    cpSync(SHIPPED_DATA_DIR, dir, { recursive: true });
    const file = join(dir, 'cards.json');
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    raw.cards[3].mana_cost = '{W}{Q}';
    writeFileSync(file, JSON.stringify(raw));
    try {
      loadCatalog(dir);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DataErrors);
      const err = (e as DataErrors).errors[0];
      expect(err.file).toBe('cards.json');
      expect(String(err.path)).toContain('cards[3].mana_cost');
    }
  });
  it('a deck naming an unknown card is refused with its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtg-data-'));
    cpSync(SHIPPED_DATA_DIR, dir, { recursive: true });
    const file = join(dir, 'decks.json');
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    raw.decks[1].cards[0].card_id = 'no_such_card';
    writeFileSync(file, JSON.stringify(raw));
    expect(() => loadCatalog(dir)).toThrow(/unknown card 'no_such_card'/);
  });
});

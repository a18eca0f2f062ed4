/**
 * The MTG board's card sheet (src/boards/mtg/card-sheet.json) is what the
 * browser knows of each card beyond the view: its name, mana cost, type
 * line, oracle text, printed power/toughness and printed keywords. It is
 * generated from the game's data file and catalog, so no game code reaches
 * the browser bundle; this test fails when the committed sheet differs from
 * a fresh one.
 * Sixth Edition's keywords come from its parser: a parser change that reads a
 * keyword of a 6ED card changes the sheet.
 * Regenerate: UPDATE_CARD_SHEET=1 npx vitest run apps/web/test/mtg-card-sheet.test.ts, then
 * npx biome check --write apps/web/src/boards/mtg/card-sheet.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../games/mtg/src/cards/catalog.ts';
import { type CardSheet, keywordChanges, sheetCard, tokenTypeLine } from '../src/boards/mtg/cards.ts';

const SHEET_FILE = join(import.meta.dirname, '..', 'src', 'boards', 'mtg', 'card-sheet.json');
const DATA_DIR = join(import.meta.dirname, '..', '..', '..', 'games', 'mtg', 'data');
/** Every pool's cards file (phase 1, Sixth Edition); a card of two pools (by name) is one id, phase 1's record. */
const DATA_FILES = [join(DATA_DIR, 'cards.json'), join(DATA_DIR, '6ed', 'cards.json')];

interface CardRecord {
  card_id: string;
  name: string;
  type_line: string;
  mana_cost: string | null;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
}

const records = (): CardRecord[] =>
  DATA_FILES.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { cards: CardRecord[] }).cards);

const printed = (v: string | null) => (v === null || Number.isNaN(Number(v)) ? null : Number(v));

function freshSheet(): CardSheet {
  const cat = catalog();
  const sheet: CardSheet = {};
  for (const r of records()) {
    if (sheet[r.card_id]) continue;
    sheet[r.card_id] = {
      name: r.name,
      manaCost: r.mana_cost ?? '',
      typeLine: r.type_line,
      oracle: r.oracle_text,
      // A printed "*" (Maro) is no number: the board shows the view's current P/T.
      power: printed(r.power),
      toughness: printed(r.toughness),
      keywords: [...cat.cards[r.card_id].rules.keywords].sort(),
    };
  }
  return sheet;
}

describe('MTG card sheet', () => {
  it('equals the one generated from the game data and catalog', () => {
    const fresh = freshSheet();
    if (process.env.UPDATE_CARD_SHEET === '1')
      writeFileSync(SHEET_FILE, `${JSON.stringify(fresh, null, 2)}\n`);
    // Compared as data: the file's layout is the formatter's (`npx biome check --write`).
    expect(JSON.parse(readFileSync(SHEET_FILE, 'utf8'))).toEqual(fresh);
  });

  it('covers every card of every deck, with the catalog’s name and oracle text', () => {
    const cat = catalog();
    expect(Object.keys(freshSheet())).toHaveLength(cat.cardList.length);
    for (const deck of cat.deckList)
      for (const id of deck.cards) {
        expect(sheetCard(id)?.name, id).toBe(cat.cards[id].name);
        expect(sheetCard(id)?.oracle, id).toBe(cat.cards[id].oracle);
      }
    // Creatures carry their printed P/T; lands have no mana cost.
    expect(sheetCard('banisher_priest')).toMatchObject({ manaCost: '{1}{W}{W}', power: 2, toughness: 2 });
    expect(sheetCard('heavenly_blademaster')?.keywords).toEqual(['double_strike', 'flying']);
  });

  it('words a token’s type line and a permanent’s keyword changes', () => {
    expect(tokenTypeLine(['creature'], ['Soldier'])).toBe('Token Creature — Soldier');
    expect(tokenTypeLine(['artifact'], [])).toBe('Token Artifact');
    expect(keywordChanges(['flying', 'vigilance'], ['flying', 'haste'])).toEqual({
      gained: ['haste'],
      lost: ['vigilance'],
    });
  });
});

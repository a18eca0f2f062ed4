/**
 * The Pocket board's card sheet (src/boards/pocket/card-sheet.json) is what
 * the browser knows of each card beyond the view: stage, evolves-from, HP,
 * type, weakness, retreat, ability and attacks with their printed texts, a
 * Trainer's kind and text. It is generated from the game's validated catalog
 * (games/pocket/data/cards.json), so no game code reaches the browser
 * bundle; this test fails when the committed sheet differs from a fresh one.
 * Regenerate: UPDATE_CARD_SHEET=1 npx vitest run apps/web/test/pocket-card-sheet.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../games/pocket/src/data/catalog.ts';
import { energyNames } from '../../../games/pocket/src/data/schema.ts';
import { type CardSheet, cardOfUid, energyName, kindLine, sheetCard } from '../src/boards/pocket/cards.ts';

const SHEET_FILE = join(import.meta.dirname, '..', 'src', 'boards', 'pocket', 'card-sheet.json');

function freshSheet(): CardSheet {
  const sheet: CardSheet = {};
  for (const c of loadCatalog().cards) {
    sheet[c.id] =
      c.kind === 'pokemon'
        ? {
            name: c.name,
            kind: 'pokemon',
            stage: c.stage,
            evolvesFrom: c.evolvesFrom,
            hp: c.hp,
            type: c.type,
            weakness: c.weakness,
            retreat: c.retreat,
            ex: c.ex,
            ability: c.ability
              ? { name: c.ability.name, use: c.ability.use, text: c.ability.effect.text }
              : null,
            attacks: c.attacks.map((a) => ({
              name: a.name,
              cost: a.cost,
              damage: a.damage,
              text: a.effect?.text ?? '',
            })),
          }
        : { name: c.name, kind: 'trainer', trainerType: c.trainerType, text: c.effect.text };
  }
  return sheet;
}

describe('Pokémon TCG Pocket card sheet', () => {
  it('equals the one generated from the game data', () => {
    const fresh = freshSheet();
    if (process.env.UPDATE_CARD_SHEET === '1') writeFileSync(SHEET_FILE, `${JSON.stringify(fresh)}\n`);
    expect(JSON.parse(readFileSync(SHEET_FILE, 'utf8'))).toEqual(fresh);
  });

  it('gives every card a text to read: attacks, abilities, trainer effects', () => {
    const sheet = freshSheet();
    expect(Object.keys(sheet).length).toBe(3761);
    for (const [id, c] of Object.entries(sheet)) {
      expect(sheetCard(id)?.name).toBe(c.name);
      if (c.kind === 'trainer') expect(c.text.length, id).toBeGreaterThan(0);
      else {
        for (const a of c.attacks) expect(a.damage > 0 || a.text.length > 0, `${id} ${a.name}`).toBe(true);
        if (c.ability) expect(c.ability.text.length, id).toBeGreaterThan(0);
        if (c.stage > 0) expect(c.evolvesFrom, id).not.toBeNull();
      }
    }
  });

  it('names each energy and Pokémon type as the game does (the board keeps its own copy: no game code in the bundle)', () => {
    expect(energyName).toEqual(energyNames);
  });

  it('words a card kind and finds a card instance in the public deck lists', () => {
    expect(kindLine(sheetCard('A1 002')!)).toBe('Stage 1 Pokémon · evolves from Bulbasaur');
    expect(kindLine(sheetCard('A1 216')!)).toMatch(/^Trainer · Fossil/);
    const lists: [string[], string[]] = [['A1 001', 'A1 002'], ['A1 003']];
    expect(cardOfUid(lists, 1)).toBe('A1 002');
    expect(cardOfUid(lists, 2)).toBe('A1 003');
  });
});

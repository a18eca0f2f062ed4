import { describe, expect, it } from 'vitest';
import { DeckError, parseDeck, presetDecks, resolveDeck } from '../src/data/decks.ts';

const twenty = (lines: string[]) => lines.join('\n');

function refused(text: string): DeckError {
  try {
    parseDeck(text, 'my.txt');
  } catch (e) {
    if (e instanceof DeckError) return e;
    throw e;
  }
  throw new Error('the deck was accepted');
}

describe('deck import', () => {
  it('reads both layouts of data/decks/ (Energy line + ids; sections with names)', () => {
    const decks = presetDecks();
    expect([...decks.keys()]).toEqual([
      'blastoiseex',
      'fire',
      'hitmonlee',
      'mewtwoex',
      'venusaur-exeggutor',
      'weezing-arbok',
    ]);
    for (const d of decks.values()) expect(d.cards).toHaveLength(20);
    expect(decks.get('blastoiseex')?.energy).toEqual(['W']);
    // No Energy line: the types of the deck's Pokémon.
    expect(decks.get('venusaur-exeggutor')?.energy).toEqual(['G']);
    expect(decks.get('weezing-arbok')?.energy).toEqual(['D']);
    expect(decks.get('venusaur-exeggutor')?.cards.filter((c) => c === 'A1 004')).toHaveLength(2);
  });

  it('refuses a deck of the wrong size with the file, the line and the reason', () => {
    const e = refused(twenty(['Energy: Fire', '2 A1 033', '2 A1 034']));
    expect(e.file).toBe('my.txt');
    expect(e.line).toBe(3);
    expect(e.reason).toMatch(/20 cards, this one has 4/);
  });

  it('refuses a third copy of a name, on its line', () => {
    const e = refused(
      twenty([
        'Energy: Fire',
        '3 A1 033',
        '2 A1 034',
        '2 A1 035',
        '2 A1 036',
        '2 A1 037',
        '2 A1 038',
        '2 A1 039',
        '2 A1 040',
        '1 A1 041',
        '2 P-A 005',
      ]),
    );
    expect(e.line).toBe(2);
    expect(e.reason).toMatch(/more than 2 cards named 'Charmander'/);
  });

  it('refuses a deck without a Basic Pokémon', () => {
    const e = refused(
      twenty([
        'Energy: Fire',
        '2 P-A 001',
        '2 P-A 002',
        '2 P-A 005',
        '2 P-A 007',
        '2 A1 219',
        '2 A1 220',
        '2 A1 221',
        '2 A1 222',
        '2 A1 223',
        '2 A1 224',
      ]),
    );
    expect(e.reason).toMatch(/at least 1 Basic/);
  });

  it('refuses more than 3 energy types, unknown cards, wrong names and bad lines', () => {
    expect(refused('Energy: Fire, Water, Grass, Psychic\n2 A1 033').reason).toMatch(/1 to 3 energy types/);
    expect(refused('Energy: Fire\n2 A1 999').reason).toMatch(/unknown card 'A1 999'/);
    const wrong = refused('Pokémon: 2\n2 Pikachu A1 033');
    expect(wrong.line).toBe(2);
    expect(wrong.reason).toMatch(/is Charmander, not 'Pikachu'/);
    expect(refused('Energy: Fire\ntwo charmanders').reason).toMatch(/not a card line/);
    expect(refused('Energy: Plasma\n2 A1 033').reason).toMatch(/unknown energy type 'Plasma'/);
  });

  it('refuses a section whose count disagrees with its lines', () => {
    const e = refused('Pokémon: 3\n2 Charmander A1 033');
    expect(e.line).toBe(1);
    expect(e.reason).toMatch(/declares 3 cards but lists 2/);
  });

  it('resolves presets by id and refuses an unknown one', () => {
    expect(resolveDeck('fire').energy).toEqual(['R']);
    expect(() => resolveDeck('nope')).toThrow(/unknown deck/);
    expect(() => resolveDeck('/no/such/deck.txt')).toThrow(/file not found/);
  });
});

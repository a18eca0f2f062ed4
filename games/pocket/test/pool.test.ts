/**
 * The whole card pool (every set to B4, P-A and P-B): the re-runnable import
 * reproduces the shipped data, the set list is checked at load (a card's id
 * names a listed set, its pack is that set's), the later card kinds load
 * (Pokémon Tools, Stadiums, Fossils of every set, Mega Evolution Pokémon ex,
 * Ultra Beasts, Ancient and Future Pokémon), and decks name cards of every
 * set.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { catalog, loadCatalog, shippedDataDir } from '../src/data/catalog.ts';
import { deckFromJson, parseDeck } from '../src/data/decks.ts';
import type { Card, PokemonCard } from '../src/data/schema.ts';
import { validateData } from '../src/validate.ts';

const here = dirname(fileURLToPath(import.meta.url));
const cards = catalog().cards;
const byId = (id: string): Card => cards[catalog().byId.get(id) as number];
const pokemon = (id: string): PokemonCard => byId(id) as PokemonCard;

function copyData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-pool-'));
  cpSync(shippedDataDir, dir, { recursive: true });
  return dir;
}

/** The shipped cards.json with `edit` applied, checked as the catalog and `arbiter validate` check it. */
function errorsAfter(
  edit: (file: { sets: Array<Record<string, unknown>>; cards: Array<Record<string, unknown>> }) => void,
) {
  const dir = copyData();
  const file = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));
  edit(file);
  writeFileSync(join(dir, 'cards.json'), JSON.stringify(file));
  expect(() => loadCatalog(dir)).toThrow(DataErrors);
  return validateData(dir).errors.map((e) => `${e.file} ${e.path}: ${e.reason}`);
}

describe('the card pool', () => {
  const source = join(here, '../../../../shared/data/pocket');
  it.skipIf(!existsSync(join(source, 'cards_all_sets.json')))(
    'the import script is re-runnable: it reproduces the shipped cards and both deck folders',
    () => {
      const out = mkdtempSync(join(tmpdir(), 'pocket-import-'));
      execFileSync(
        process.execPath,
        ['--import', 'tsx', join(here, '../scripts/import-data.ts'), source, out],
        {
          stdio: 'pipe',
        },
      );
      expect(readFileSync(join(out, 'cards.json'), 'utf8')).toBe(
        readFileSync(join(shippedDataDir, 'cards.json'), 'utf8'),
      );
      for (const folder of ['decks', 'decks-current']) {
        const files = readdirSync(join(shippedDataDir, folder)).sort();
        expect(readdirSync(join(out, folder)).sort()).toEqual(files);
        for (const f of files)
          expect(readFileSync(join(out, folder, f), 'utf8')).toBe(
            readFileSync(join(shippedDataDir, folder, f), 'utf8'),
          );
      }
    },
  );

  it('lists the sets in release order with their names, series and packs', () => {
    const sets = catalog().sets;
    expect(sets.map((s) => `${s.order} ${s.code} ${s.name}`)).toEqual([
      '1 A1 Genetic Apex',
      '2 A1a Mythical Island',
      '3 A2 Space-Time Smackdown',
      '4 A2a Triumphant Light',
      '5 A2b Shining Revelry',
      '6 A3 Celestial Guardians',
      '7 A3a Extradimensional Crisis',
      '8 A3b Eevee Grove',
      '9 A4 Wisdom of Sea and Sky',
      '10 A4a Secluded Springs',
      '11 A4b Deluxe Pack: ex',
      '12 P-A Promo A',
      '13 B1 Mega Rising',
      '14 B1a Crimson Blaze',
      '15 B2 Fantastical Parade',
      '16 B2a Paldean Wonders',
      '17 B2b Mega Shine',
      '18 B3 Pulsing Aura',
      '19 B3a Paradox Drive',
      '20 B3b Everyday Wonders',
      '21 B4 Ruler of the Skies',
      '22 P-B Promo B',
    ]);
    expect(sets.filter((s) => s.promo).map((s) => s.series)).toEqual(['A', 'B']);
    const perSet = new Map<string, number>();
    for (const c of cards) perSet.set(c.set, (perSet.get(c.set) ?? 0) + 1);
    expect(perSet.get('Genetic Apex (A1)')).toBe(286);
    expect(perSet.get('Mega Rising (B1)')).toBe(331);
    expect(perSet.get('Promo B (P-B)')).toBe(86);
    expect([...perSet.values()].reduce((a, b) => a + b)).toBe(3761);
  });

  it('refuses a card outside the set list, a card with another pack than its set, a set given twice', () => {
    expect(
      errorsAfter((f) => {
        f.cards[5].id = 'Z9 001';
      }),
    ).toEqual(["cards.json $.cards[5].id: card 'Z9 001': no set 'Z9' in sets"]);
    expect(
      errorsAfter((f) => {
        f.cards[400].set = 'Genetic Apex (A1)';
      }),
    ).toEqual([
      `cards.json $.cards[400].set: card '${cards[400].id}': set A2 is 'Space-Time Smackdown (A2)', not 'Genetic Apex (A1)'`,
    ]);
    expect(
      errorsAfter((f) => {
        f.sets[1].code = 'A1';
      }).slice(0, 1),
    ).toEqual(["cards.json $.sets[1].code: duplicate set code 'A1' (first at $.sets[0].code)"]);
  });

  it('loads every card kind of the later sets: Tools, Stadiums, Fossils of every set', () => {
    const kinds = new Map<string, number>();
    for (const c of cards) {
      const k = c.kind === 'pokemon' ? 'pokemon' : c.trainerType;
      kinds.set(k, (kinds.get(k) ?? 0) + 1);
    }
    expect(Object.fromEntries(kinds)).toEqual({
      pokemon: 3459,
      supporter: 195,
      item: 44,
      tool: 37,
      stadium: 12,
      fossil: 14,
    });
    expect(byId('B2 154')).toMatchObject({
      name: 'Starting Plains',
      kind: 'trainer',
      trainerType: 'stadium',
    });
    expect(byId('A2 147')).toMatchObject({ name: 'Giant Cape', kind: 'trainer', trainerType: 'tool' });
    // Every Fossil of every set reads as the first sets' Fossils: a 40-HP Basic Colorless Pokémon.
    for (const c of cards)
      if (c.kind === 'trainer' && c.trainerType === 'fossil')
        expect(c.effect.effects, c.id).toEqual([{ type: 'fossil', hp: 40, energyType: 'C' }]);
  });

  it('tags the groups card texts name: Mega Evolution Pokémon ex, Ultra Beasts, Ancient and Future Pokémon', () => {
    const tagged = (tag: string) =>
      [
        ...new Set(
          cards.filter((c) => c.kind === 'pokemon' && c.tags?.includes(tag as never)).map((c) => c.name),
        ),
      ].sort();
    expect(pokemon('B1 102')).toMatchObject({ name: 'Mega Altaria ex', stage: 1, ex: true, tags: ['mega'] });
    expect(tagged('mega')).toHaveLength(35);
    expect(tagged('mega').every((n) => n.startsWith('Mega ') && n.endsWith(' ex'))).toBe(true);
    expect(cards.find((c) => c.name === 'Meganium')).not.toHaveProperty('tags');
    expect(tagged('ultra-beast')).toEqual([
      'Blacephalon',
      'Blacephalon ex',
      'Buzzwole',
      'Buzzwole ex',
      'Celesteela',
      'Dawn Wings Necrozma',
      'Dusk Mane Necrozma',
      'Guzzlord',
      'Guzzlord ex',
      'Kartana',
      'Naganadel',
      'Nihilego',
      'Pheromosa',
      'Poipole',
      'Stakataka',
      'Ultra Necrozma ex',
      'Xurkitree',
    ]);
    expect(cards.find((c) => c.name === 'Necrozma')).not.toHaveProperty('tags');
    expect(tagged('ancient')).toContain('Koraidon ex');
    expect(tagged('ancient')).toContain('Great Tusk');
    expect(tagged('future')).toContain('Miraidon ex');
    expect(tagged('future')).toContain('Iron Bundle ex');
    // Koraidon and Miraidon of Paldean Wonders came before the labels (Paradox Drive, B3a).
    expect(pokemon('B2a 063')).toMatchObject({ name: 'Koraidon' });
    expect(pokemon('B2a 063')).not.toHaveProperty('tags');
    expect(pokemon('B2a 045')).not.toHaveProperty('tags');
    // The first sets' cards carry no tags: they read exactly as before.
    expect(cards.slice(0, 379).some((c) => 'tags' in c)).toBe(false);
  });

  it('reads decks naming cards of every set, as text lines and as JSON ids', () => {
    const text = readFileSync(join(shippedDataDir, 'decks-current', 'mega-garde.txt'), 'utf8');
    const deck = parseDeck(text, 'mega-garde.txt');
    expect(deck.cards).toContain('B2 066');
    expect(deck.cards).toContain('A4b 365');
    const json = deckFromJson({ energy: ['Psychic'], cards: deck.cards }, 'deck1');
    expect(json.cards).toEqual(deck.cards);
    expect(() => deckFromJson({ cards: [...deck.cards.slice(0, 19), 'P-B 001'] }, 'deck1')).not.toThrow();
  });
});

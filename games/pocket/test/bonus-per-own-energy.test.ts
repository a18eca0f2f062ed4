/**
 * `bonus_per_own_energy`, the worked example of adding one effect type on
 * the one effect shape (its module, its registry line, its line in the text
 * table, this test). Added reserved while the pool held only A1/A1a; the
 * later sets print it (Leafeon's Leaf Blast). Here it is read from the text,
 * checked at load (a variant of the shipped catalog gives Squirtle's Water
 * Gun the text), played and worded.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCoverage, DataErrors } from '@arbiter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { catalog, effectUsages, loadCatalog, readCardsFile, shippedDataDir } from '../src/data/catalog.ts';
import { effectWords } from '../src/effects/effect.ts';
import { effectTypes } from '../src/effects/registry.ts';
import { useCatalog } from '../src/rules/cards.ts';
import { attack, position, run } from './helpers.ts';

const TEXT = 'This attack does 20 more damage for each [W] Energy attached to this Pokémon.';

/** The shipped data with Squirtle's Water Gun given `effects` (and the text); returns the folder. */
function variant(effects: unknown[]): { dir: string; index: number } {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-variant-'));
  cpSync(shippedDataDir, dir, { recursive: true });
  const raw = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));
  const index = raw.cards.findIndex((c: { id: string }) => c.id === 'A1 053');
  raw.cards[index].attacks[0].effect = { text: TEXT, effects };
  writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
  return { dir, index };
}

afterEach(() => useCatalog(catalog));

describe('bonus_per_own_energy', () => {
  it('is what the text table reads from its printed text, and its words say the text', () => {
    const effects = mapText(TEXT);
    expect(effects).toEqual([{ type: 'bonus_per_own_energy', amount: 20, energyType: 'W' }]);
    const ref = { type: 'bonus_per_own_energy', amount: 20, energyType: 'W' };
    expect(effectTypes.get(ref.type).words(ref, effectWords('attack'))).toBe(
      'this attack does 20 more damage for each Water Energy attached to this Pokémon',
    );
  });

  it('is used by the shipped pool: the cards that print it carry it', () => {
    const usages = effectUsages(readCardsFile(shippedDataDir)).map((u) => ({
      id: u.ref.type,
      file: 'cards.json',
      path: u.path,
    }));
    const report = checkCoverage(effectTypes, usages);
    expect(report.unused).toEqual([]);
    expect(report.reservedUnused).toEqual([]);
    expect(report.used).toContain('bonus_per_own_energy');
  });

  it("plays as printed on Leafeon's Leaf Blast: 10, and 20 more for each Grass Energy", () => {
    run(position({ active: { card: 'A3b 002', energy: ['G', 'G', 'C'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 50 }],
    });
  });

  it('adds its amount for each Energy of its type: Squirtle with 3 Water Energy does 20 + 60', () => {
    const { dir } = variant(mapText(TEXT) ?? []);
    const cat = loadCatalog(dir);
    useCatalog(() => cat);
    run(position({ active: { card: 'A1 053', energy: ['W', 'W', 'W'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 80 }],
    });
    run(position({ active: { card: 'A1 053', energy: ['W', 'C'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 - 40 }],
    });
  });

  it('refuses a field it does not take, naming the file and the JSON path', () => {
    const { dir, index } = variant([
      { type: 'bonus_per_own_energy', amount: 20, energyType: 'W', per: 'card' },
    ]);
    try {
      loadCatalog(dir);
      expect.unreachable('the variant loaded');
    } catch (e) {
      expect(e).toBeInstanceOf(DataErrors);
      const errors = (e as DataErrors).errors;
      expect(errors.map((x) => `${x.file} ${x.path}`)).toEqual([
        `cards.json $.cards[${index}].attacks[0].effect.effects[0]`,
      ]);
      expect(errors[0].reason).toMatch(/per/);
    }
  });
});

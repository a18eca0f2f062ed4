import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCoverage, DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { mapText, readersOf } from '../scripts/text-map.ts';
import { effectUsages, loadCatalog, readCardsFile, shippedDataDir } from '../src/data/catalog.ts';
import { effectTypes } from '../src/effects/registry.ts';
import { textCoverage, validateData } from '../src/validate.ts';

function copyData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-data-'));
  cpSync(shippedDataDir, dir, { recursive: true });
  return dir;
}

describe('card data', () => {
  it('loads the whole pool (3,761 cards, 22 sets); the first sets (A1, A1a, P-A 001–007: 379 cards) map every text', () => {
    const file = readCardsFile(shippedDataDir);
    const tc = textCoverage(file);
    expect(tc.cards).toBe(3761);
    expect(file.sets.map((s) => s.code)).toEqual([
      'A1',
      'A1a',
      'A2',
      'A2a',
      'A2b',
      'A3',
      'A3a',
      'A3b',
      'A4',
      'A4a',
      'A4b',
      'P-A',
      'B1',
      'B1a',
      'B2',
      'B2a',
      'B2b',
      'B3',
      'B3a',
      'B3b',
      'B4',
      'P-B',
    ]);
    // The first 379 cards are the first sets', in their order: a card's index is its identity in states.
    const first = textCoverage({ ...file, cards: file.cards.slice(0, 379) });
    expect(file.cards[378].id).toBe('P-A 007');
    expect(first.cardsWithText).toBe(227);
    expect(first.cardsFullyMapped).toBe(227);
    expect(first.texts).toBe(227);
    expect(first.mapped).toBe(227);
    expect(first.unmapped).toEqual([]);
    // Every card text of every set is read (a text the table did not read would be reported here).
    expect(tc.texts).toBe(2785);
    expect(tc.mapped).toBe(tc.texts);
    expect(tc.unmapped).toEqual([]);
    expect(validateData().ok).toBe(true);
  });

  it('registry coverage: every effect type the data names has a handler, and every handler is used', () => {
    const file = readCardsFile(shippedDataDir);
    const usages = effectUsages(file).map((u) => ({ id: u.ref.type, file: 'cards.json', path: u.path }));
    const report = checkCoverage(effectTypes, usages);
    expect(report.missing).toEqual([]);
    expect(report.unused).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('a data file naming an unknown effect type fails, naming the file and the JSON path', () => {
    const dir = copyData();
    const raw = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));
    const i = raw.cards.findIndex((c: { name: string }) => c.name === 'Greninja');
    raw.cards[i].ability.effect.effects[0].type = 'water_shuriken_v2';
    writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
    const report = validateData(dir);
    expect(report.ok).toBe(false);
    expect(report.errors[0].file).toBe('cards.json');
    expect(report.errors[0].path).toBe(`$.cards[${i}].ability.effect.effects[0]`);
    expect(report.errors[0].reason).toMatch(/unknown effect type 'water_shuriken_v2'/);
    expect(() => loadCatalog(dir)).toThrow(DataErrors);
  });

  it('bad parameters and bad fields are refused with the path and the reason', () => {
    const dir = copyData();
    const raw = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));
    const i = raw.cards.findIndex((c: { name: string }) => c.name === 'Serperior');
    raw.cards[i].ability.effect.effects[0].multiplier = 'two';
    raw.cards[0].hp = -5;
    writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
    try {
      loadCatalog(dir);
      expect.unreachable();
    } catch (e) {
      const errors = (e as DataErrors).errors;
      expect(errors.map((x) => x.path)).toContain('$.cards[0].hp');
    }
    raw.cards[0].hp = 70;
    writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
    const errors = validateData(dir).errors;
    expect(errors.map((x) => x.path)).toContain(`$.cards[${i}].ability.effect.effects[0].multiplier`);
  });

  it('the text table reads each printed text by at most one family (no rule shadows another), and the data holds what it reads', () => {
    const file = readCardsFile(shippedDataDir);
    for (const c of file.cards) {
      const texts =
        c.kind === 'pokemon' ? [c.ability?.effect, ...c.attacks.map((a) => a.effect)] : [c.effect];
      for (const t of texts) {
        if (!t) continue;
        const plain = t.text.replace(/\s/g, ' ');
        const readers = readersOf(plain);
        expect(readers.length, t.text).toBeLessThanOrEqual(1);
        // A text no rule reads is stored with no effects: unmapped, and reported as such.
        expect(t.effects, t.text).toEqual(mapText(t.text) ?? []);
      }
    }
  });

  it('the seed examples map to the seed effect types with their parameters', () => {
    expect(
      mapText(
        "Each [G] Energy attached to your [G] Pokémon provides 2 [G] Energy. This effect doesn't stack.",
      ),
    ).toEqual([{ type: 'energy_multiplier', energyType: 'G', pokemonType: 'G', multiplier: 2 }]);
    expect(mapText("During your opponent's next turn, this Pokémon takes -20 damage from attacks.")).toEqual([
      { type: 'self_damage_reduction_next_turn', amount: 20 },
    ]);
    expect(mapText("Once during your turn, you may do 20 damage to 1 of your opponent's Pokémon.")).toEqual([
      { type: 'damage_target', amount: 20, among: 'opponent_any' },
    ]);
    expect(mapText('An unheard-of text.')).toBeNull();
  });
});

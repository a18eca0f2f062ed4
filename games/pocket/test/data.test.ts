import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCoverage, DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { mapText, textRules } from '../scripts/text-map.ts';
import { effectUsages, loadCatalog, readCardsFile, shippedDataDir } from '../src/data/catalog.ts';
import { effectTypes } from '../src/effects/registry.ts';
import { textCoverage, validateData } from '../src/validate.ts';

function copyData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pocket-data-'));
  cpSync(shippedDataDir, dir, { recursive: true });
  return dir;
}

describe('card data', () => {
  it('loads 379 cards and maps every one of the 227 cards with text (0 unmapped)', () => {
    const file = readCardsFile(shippedDataDir);
    const tc = textCoverage(file);
    expect(tc.cards).toBe(379);
    expect(tc.cardsWithText).toBe(227);
    expect(tc.cardsFullyMapped).toBe(227);
    expect(tc.texts).toBe(227);
    expect(tc.mapped).toBe(227);
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

  it('the text table reads each printed text by exactly one family (no rule shadows another)', () => {
    const file = readCardsFile(shippedDataDir);
    for (const c of file.cards) {
      const texts =
        c.kind === 'pokemon' ? [c.ability?.effect, ...c.attacks.map((a) => a.effect)] : [c.effect];
      for (const t of texts) {
        if (!t) continue;
        const plain = t.text.replace(/\s/g, ' ');
        const readers = textRules.filter((r) => r.pattern.test(plain));
        expect(readers.length, t.text).toBe(1);
        expect(mapText(t.text)).toEqual(t.effects);
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

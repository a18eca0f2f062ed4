import { createState, DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { diceDuel } from '../src/index.ts';

const docs = diceDuel.dataDocuments!;
const heroes = () =>
  structuredClone(docs.documents['heroes.json']) as { heroes: Array<Record<string, unknown>> };

describe('Dice Duel data documents (the Lab)', () => {
  it('offers heroes.json, whose heroes are the entities, and reloads it into the same game', () => {
    expect(Object.keys(docs.documents)).toEqual(['heroes.json']);
    expect(docs.entities.map((e) => [e.label, e.file, e.path, e.idField])).toEqual([
      ['Heroes', 'heroes.json', ['heroes'], 'id'],
    ]);
    const again = docs.load({ 'heroes.json': heroes() });
    expect(again.dataFingerprint).toBe(diceDuel.dataFingerprint);
    expect(docs.validate({}).ok).toBe(true);
  });

  it('plays a changed copy, and leaves the shipped data alone', () => {
    const changed = heroes();
    const at = changed.heroes.findIndex((h) => h.id === 'pyromancer');
    changed.heroes[at].maxHp = 45;
    const variant = docs.load({ 'heroes.json': changed });
    expect(variant.dataFingerprint).not.toBe(diceDuel.dataFingerprint);
    const state = createState(variant, { hero1: 'pyromancer' }, '1');
    expect(state.fighters[0].hp).toBe(45);
    expect(createState(diceDuel, { hero1: 'pyromancer' }, '1').fighters[0].hp).toBe(30);
  });

  it('names the file, path and reason of a bad value, as `arbiter validate` does', () => {
    const changed = heroes();
    changed.heroes[0].maxHp = 'many';
    const report = docs.validate({ 'heroes.json': changed });
    expect(report.ok).toBe(false);
    expect(report.errors[0].file).toBe('heroes.json');
    expect(report.errors[0].path).toBe('$.heroes[0].maxHp');
    expect(() => docs.load({ 'heroes.json': changed })).toThrow(DataErrors);
  });
});

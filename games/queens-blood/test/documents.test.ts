import { createState, DataErrors } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { queensBlood } from '../src/index.ts';

const docs = queensBlood.dataDocuments!;
const DB = 'qb_DB_Complete_v2.json';
const db = () => structuredClone(docs.documents[DB]) as Array<Record<string, unknown>>;

describe("Queen's Blood data documents (the Lab)", () => {
  it('offers its three files, cards and effects as entities, and reloads them into the same game', () => {
    expect(Object.keys(docs.documents).sort()).toEqual([DB, 'qb_decks.json', 'qb_effects_v1.1.json']);
    expect(docs.entities.map((e) => e.label)).toEqual(['Cards', 'Effects']);
    expect(docs.load({}).dataFingerprint).toBe(queensBlood.dataFingerprint);
  });

  it("plays a card's changed power", () => {
    const changed = db();
    const at = changed.findIndex((c) => c.id === '001');
    const power = changed[at].power as number;
    changed[at].power = power + 3;
    const variant = docs.load({ [DB]: changed });
    expect(variant.dataFingerprint).not.toBe(queensBlood.dataFingerprint);
    // A legal deck (at most 2 copies of a Regular card): two of the changed card and 13 others.
    const legal = ['001', '001', ...shippedRegulars().slice(0, 13)];
    const options = { decks: [legal, legal], mulligan: false };
    // The first seed (of a fixed list) that deals card 001 to seat 1's opening hand.
    const powerOf001 = (game: typeof queensBlood) => {
      for (let seed = 1; seed < 50; seed++) {
        const hand = game.view(createState(game, options, String(seed)), 0).hand ?? [];
        const card = hand.find((c) => c.id === '001');
        if (card) return card.power;
      }
      return undefined;
    };
    expect(powerOf001(queensBlood)).toBe(power);
    expect(powerOf001(variant)).toBe(power + 3);
  });

  it('names the file, path and reason of a bad value', () => {
    const changed = db();
    changed[1].power = -2;
    const report = docs.validate({ [DB]: changed });
    expect(report.ok).toBe(false);
    expect(report.errors.some((e) => e.file === DB && e.path === '$[1].power')).toBe(true);
    expect(() => docs.load({ [DB]: changed })).toThrow(DataErrors);
  });
});

function shippedRegulars(): string[] {
  return (docs.documents[DB] as Array<Record<string, unknown>>)
    .filter((c) => c.category === 'Regular' && c.id !== '001')
    .map((c) => String(c.id));
}

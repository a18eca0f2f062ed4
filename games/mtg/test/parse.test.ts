/**
 * The oracle-text parser: every card's rules block (asserted against the
 * reviewed golden file, one test per card), and the data notes read right —
 * reminder text, Equip costs, self-references, modes, alternate costs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog, poolOf } from '../src/cards/catalog.ts';
import { parseRulesText } from '../src/cards/parser/index.ts';

const golden = JSON.parse(readFileSync(join(import.meta.dirname, 'golden', 'rules-blocks.json'), 'utf8'));
// Phase 1's pool: its golden file (Sixth Edition's cards are its shares' tests').
const cat = poolOf('phase1', catalog())!.catalog;

describe('every card parses to its reviewed rules block', () => {
  for (const card of cat.cardList) {
    it(`${card.id}: fully parsed and equal to the golden block`, () => {
      expect(card.rules.unparsed).toEqual([]);
      expect(card.rules).toEqual(golden[card.id]);
    });
  }
  it('the golden file holds exactly the 125 cards', () => {
    expect(Object.keys(golden).sort()).toEqual(cat.cardList.map((c) => c.id).sort());
    expect(cat.cardList).toHaveLength(125);
  });
});

describe('data notes', () => {
  it('reminder text is not an ability (CR 207.2)', () => {
    const r = parseRulesText("Vigilance (Attacking doesn't cause this creature to tap.)", 'X');
    expect(r.keywords).toEqual(['vigilance']);
    expect(r.unparsed).toEqual([]);
  });
  it('equip is generated only from an Equip cost (CR 702.6)', () => {
    const equips = (id: string) => cat.cards[id].rules.activated.filter((a) => a.equip).length;
    expect(equips('greatsword')).toBe(1);
    expect(equips('argentum_armor')).toBe(1);
    expect(equips('bloodthirsty_blade')).toBe(0);
    expect(cat.cards.bloodthirsty_blade.rules.activated[0].timing).toBe('sorcery');
  });
  it('self-references: "this creature", the full name, the short name', () => {
    expect(cat.cards.vogar_necropolis_tyrant.rules.triggers[0].steps[0]).toMatchObject({
      on: { self: true },
    });
    expect(cat.cards.lightning_bolt.rules.steps[0]).toMatchObject({ source: { self: true } });
    expect(cat.cards.drakuseth_maw_of_flames.rules.triggers[0].trigger).toBe('ATTACKS');
    expect(cat.cards.imaryll_elfhame_elite.rules.triggers[0].steps[0]).toMatchObject({
      affects: { self: true },
    });
  });
  it('modes with em dashes and bullets', () => {
    expect(cat.cards.valorous_stance.rules.modes?.modes.map((m) => m.steps[0].op)).toEqual([
      'continuous',
      'destroy',
    ]);
    expect(cat.cards.abrade.rules.modes?.choose).toBe(1);
  });
  it("Invigorate's alternate cost: an opponent gains 3 life, if you control a Forest", () => {
    const alt = cat.cards.invigorate.rules.alternateCosts[0];
    expect(alt.condition).toEqual({ id: 'you_control', filter: { subtypes: ['Forest'] }, atLeast: 1 });
    expect(alt.instead).toEqual([{ op: 'gain_life', who: { eachOpponent: true }, amount: 3 }]);
  });
  it('additional costs, flashback, X, intervening if', () => {
    expect(cat.cards.village_rites.rules.additionalCosts).toEqual([
      { kind: 'sacrifice', filter: { types: ['creature'] } },
    ]);
    expect(cat.cards.moan_of_the_unhallowed.rules.flashback).toEqual({ generic: 5, colored: { B: 2 }, x: 0 });
    expect(cat.cards.blaze.manaCost).toEqual({ generic: 0, colored: { R: 1 }, x: 1 });
    expect(cat.cards.dwynens_elite.rules.triggers[0].interveningIf).toMatchObject({
      id: 'you_control',
      atLeast: 1,
    });
  });
  it('a new card with the same templates and other numbers needs no code', () => {
    const r = parseRulesText(
      'Flying\n{2}{R}: This creature deals 2 damage to target creature an opponent controls.',
      'Test Drake',
    );
    expect(r.unparsed).toEqual([]);
    expect(r.activated[0].steps[0]).toEqual({
      op: 'damage',
      source: { self: true },
      to: { target: 0 },
      amount: 2,
    });
  });
  it('an unknown sentence is reported, not dropped', () => {
    expect(
      parseRulesText('Flying\nYou may play an additional land on each of your turns.', 'X').unparsed,
    ).toEqual(['You may play an additional land on each of your turns.']);
  });
});

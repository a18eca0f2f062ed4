/**
 * The text inventory (scripts/text-inventory.ts → docs/text-inventory.md):
 * every distinct text of the pool counted once per kind, each one the table
 * does not read given a proposal in a family, the committed document equal
 * to a fresh one, and the proposals for the later card kinds as the rules
 * research reads them (README, "Later sets").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { families } from '../scripts/inventory/grammar.ts';
import { collectTexts, inventoryMarkdown, splitFamilies, typesOf } from '../scripts/text-inventory.ts';
import { readCardsFile, shippedDataDir } from '../src/data/catalog.ts';

const file = readCardsFile(shippedDataDir);
const entries = collectTexts(file);
/** What the table reads a text as (its rule's effects), once a family has moved its proposal into the table. */
const readingOf = (text: string) => {
  const e = entries.find((x) => x.text === text);
  return e && e.rule !== null ? e.effects : undefined;
};

describe('text inventory', () => {
  it('counts 838 distinct texts: 542 attacks, 149 abilities, 147 trainer texts (26 of them Tools, 12 Stadiums)', () => {
    const byKind = (k: string) => entries.filter((e) => e.kind === k).length;
    expect(entries).toHaveLength(838);
    expect(byKind('attack')).toBe(542);
    expect(byKind('ability')).toBe(149);
    expect(entries.length - byKind('attack') - byKind('ability')).toBe(147);
    expect(byKind('tool')).toBe(26);
    expect(byKind('stadium')).toBe(12);
    expect(entries.reduce((n, e) => n + e.cards.length, 0)).toBe(2785);
  });

  it('proposes a reading in a family for every text the table does not read, and none for those it reads', () => {
    const unread = entries.filter((e) => e.rule === null);
    expect(unread.filter((e) => !e.proposal).map((e) => e.text)).toEqual([]);
    for (const e of entries) {
      if (e.rule !== null) expect(e.proposal, e.text).toBeNull();
      else {
        expect(Object.keys(families), e.text).toContain(e.proposal?.family);
        expect(e.proposal?.effects.length, e.text).toBeGreaterThan(0);
      }
    }
    // Every proposal is in a known family (a family whose texts are all read has none left), and Tools and Stadiums
    // are families of their own.
    const used = new Set(unread.map((e) => e.proposal?.family));
    for (const f of used) expect(Object.keys(families)).toContain(f);
    for (const e of unread.filter((x) => x.kind === 'tool')) expect(e.proposal?.family).toBe('tools');
    for (const e of unread.filter((x) => x.kind === 'stadium')) expect(e.proposal?.family).toBe('stadiums');
  });

  it('splits the families into three shares, none above the greedy bound (by card texts)', () => {
    const totals = new Map<keyof typeof families, number>();
    for (const e of entries)
      if (e.proposal) totals.set(e.proposal.family, (totals.get(e.proposal.family) ?? 0) + e.cards.length);
    const shares = splitFamilies(totals, 3).map((g) => g.reduce((n, f) => n + (totals.get(f) ?? 0), 0));
    // Every card text the table does not read yet is in one share (the total moves as families are mapped).
    const unreadCardTexts = entries.filter((e) => e.rule === null).reduce((n, e) => n + e.cards.length, 0);
    // (None is left now: every share is empty, and the split must still account for all of them.)
    expect(shares.reduce((a, b) => a + b)).toBe(unreadCardTexts);
    // Largest family first onto the lightest share: no share above the largest family or 4/3 of an even share
    // (a ratio between shares cannot hold once one family is mapped faster than the others).
    const largest = Math.max(...totals.values());
    expect(Math.max(...shares)).toBeLessThanOrEqual(Math.max(largest, ((4 / 3) * unreadCardTexts) / 3));
  });

  it('reads the later card kinds as the rules research does', () => {
    // Rocky Helmet: a Tool's trigger when the holder is damaged in the Active Spot (read by the table now).
    expect(
      readingOf(
        "If the Pokémon this card is attached to is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do 20 damage to the Attacking Pokémon.",
      ),
    ).toEqual([
      {
        type: 'trigger',
        on: 'damaged_by_attack',
        scope: 'attached',
        activeOnly: true,
        effects: [{ type: 'damage_target', amount: 20, among: 'attacker' }],
      },
    ]);
    // The family "tools" and "stadiums" moved these into the table (scripts/text-map/), as proposed.
    expect(readingOf('The Pokémon this card is attached to gets +20 HP.')).toEqual([
      { type: 'hp_modifier', scope: 'attached', amount: 20 },
    ]);
    expect(readingOf('The Ancient Pokémon this card is attached to gets +40 HP.')).toEqual([
      { type: 'hp_modifier', scope: 'attached', tag: 'ancient', amount: 40 },
    ]);
    // A Stadium touches both players' Pokémon.
    expect(readingOf("Each Basic Pokémon in play (both yours and your opponent's) gets +20 HP.")).toEqual([
      { type: 'hp_modifier', scope: 'all_pokemon', stage: 0, amount: 20 },
    ]);
    // Texts that name a group read its card tag.
    expect(readingOf('Put a random Mega Evolution Pokémon ex from your deck into your hand.')).toEqual([
      { type: 'search_deck_to_hand', what: { cardKind: 'pokemon', tag: 'mega' } },
    ]);
    // A clause the table reads inside a wrapper keeps its registered type (the table reads the whole now).
    expect(
      entries.find(
        (e) =>
          e.text ===
          "Flip a coin. If heads, during your opponent's next turn, this Pokémon takes -100 damage from attacks.",
      )?.effects,
    ).toEqual([
      { type: 'coin', coins: 1, heads: [{ type: 'self_damage_reduction_next_turn', amount: 100 }] },
    ]);
  });

  it('reads past the printing glitches of the source and says so', () => {
    // The energy family's table reads them now (scripts/text-map/energy.ts says why); no proposal is left glitched.
    expect(entries.filter((e) => e.proposal?.glitches.length)).toEqual([]);
    const glitched = [
      "Discard Fire[R] Energy from this Pokémon. Your opponent's Active Pokémon is now Burned.",
      "Discard Grass[G] Energy from this Pokémon. Your opponent's Active Pokémon is now Poisoned.",
      "Discard Water2 [W] Energy from this Pokémon. Your opponent's Active Pokémon is now Paralyzed.",
    ].map((t) => entries.find((e) => e.text === t));
    expect(glitched.map((e) => e?.effects[0])).toEqual([
      { type: 'discard_energy_self', count: 1, energyType: 'R' },
      { type: 'discard_energy_self', count: 1, energyType: 'G' },
      { type: 'discard_energy_self', count: 2, energyType: 'W' },
    ]);
    expect(typesOf(glitched[0]?.effects ?? [])).toEqual(['discard_energy_self', 'inflict_status']);
  });

  it('is the committed docs/text-inventory.md (regenerate with the script when the data or the proposals change)', () => {
    const committed = readFileSync(join(shippedDataDir, '..', 'docs', 'text-inventory.md'), 'utf8');
    expect(committed).toBe(inventoryMarkdown(file));
  });
});

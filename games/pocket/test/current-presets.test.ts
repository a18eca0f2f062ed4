/**
 * The decks of the current sets (data/decks-current/, issue 21) are presets
 * beside the first sets' samples: named by file, listed by folder for the
 * lobby's picker, played by `setup`; a published list that breaks the rules
 * (two are incomplete) is refused by name with its file, line and reason.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shippedDataDir } from '../src/data/catalog.ts';
import { presetChoices, presetDecks, refusedPresets, resolveDeck } from '../src/data/decks.ts';
import { pocket } from '../src/index.ts';
import { optionsSchema } from '../src/options.ts';

const files = (folder: string) =>
  readdirSync(join(shippedDataDir, folder))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.replace(/\.txt$/, ''));

describe('current decks as presets', () => {
  it('every current deck is a preset or refused with its reason; the samples are listed once', () => {
    const current = files('decks-current');
    expect(current).toHaveLength(32);
    const presets = presetDecks();
    const refused = refusedPresets();
    for (const id of current) expect(presets.has(id) !== refused.has(id), id).toBe(true);
    expect([...refused.keys()].sort()).toEqual(['incomplete-chari', 'incomplete-venu']);
    expect(refused.get('incomplete-venu')).toMatch(
      /^data\/decks-current\/incomplete-venu\.txt:\d+: a deck has 20 cards, this one has 16$/,
    );
    // The six samples are also current decks, file for file: one preset each.
    expect(presets.size).toBe(30);
    for (const id of files('decks')) expect(current).toContain(id);
  });

  it('resolves a current deck by name, and refuses an incomplete one with the reason', () => {
    const altaria = resolveDeck('altaria', 'deck1');
    expect(altaria.cards).toHaveLength(20);
    expect(altaria.energy).toEqual(['P']);
    expect(() => resolveDeck('incomplete-venu', 'deck2')).toThrow(
      /^deck2: the shipped deck 'incomplete-venu' is not legal: .*this one has 16$/,
    );
    expect(optionsSchema.safeParse({ deck1: 'incomplete-venu' }).success).toBe(false);
  });

  it('plays a current deck against another from setup', () => {
    const s = pocket.setup(
      optionsSchema.parse({ deck1: 'mega-garde', deck2: 'suicune-greninja' }),
      'current',
    );
    const cards = (side: 0 | 1) => s.sides[side].deck.length + s.sides[side].hand.length;
    expect(cards(0) + cards(1)).toBe(40);
  });

  it('offers the presets to the lobby by folder: samples, then current decks', () => {
    const json = z.toJSONSchema(optionsSchema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { deckPicker?: { presets: Array<{ value: string; group: string }> } }>;
    };
    const picker = json.properties.deck1.deckPicker;
    expect(picker?.presets.map((c) => c.value)).toEqual([...presetDecks().keys()]);
    expect(picker?.presets.slice(0, 6).every((c) => c.group.startsWith('Samples'))).toBe(true);
    expect(picker?.presets.find((c) => c.value === 'altaria')?.group).toMatch(/^Current decks/);
    expect(presetChoices()).toHaveLength(30);
  });

  it('takes a list of card ids (the lobby’s custom deck)', () => {
    const ids = [...(presetDecks().get('fire')?.cards ?? [])];
    expect(resolveDeck(ids, 'deck1').cards).toEqual(ids);
    expect(optionsSchema.safeParse({ deck1: ids.slice(0, 3) }).success).toBe(false);
  });
});

/**
 * The lobby's option fields: labels, help and deck pickers from the option
 * schemas' metadata, else from the server's fallback text, else the name in
 * words. The fallback's Queen's Blood presets are the data's presets, and
 * every value a picker offers is one the game accepts.
 */
import { readFileSync } from 'node:fs';
import { type AnyGame, parseOptions } from '@arbiter/core';
import { toyGame } from '@arbiter/core/testing';
import { games as catalog } from '@arbiter/games';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameInfo } from '../src/match-manager.ts';
import { labelFromName, optionFields } from '../src/option-fields.ts';
import { OPTION_TEXT } from '../src/option-text.ts';

describe('option fields', () => {
  it("reads the schema's own title, description and deck picker first", () => {
    const game: AnyGame = {
      ...toyGame,
      id: 'dice-duel', // the fallback has text for this id: the schema's own must win
      optionsSchema: z.object({
        hero1: z.string().default('a').meta({ title: 'Hero one' }).describe('Who seat 1 plays.'),
        deck: z
          .union([z.string(), z.array(z.string())])
          .default('random')
          .meta({
            deckPicker: { presets: ['red', { value: 'blue', label: 'Blue deck' }], random: ['random'] },
          }),
        maxRounds: z.number().default(3),
        someOption: z.boolean().default(false),
      }),
    };
    const fields = gameInfo(game).optionFields;
    expect(fields.map((f) => f.name)).toEqual(['hero1', 'deck', 'maxRounds', 'someOption']);
    expect(fields[0]).toMatchObject({ label: 'Hero one', help: 'Who seat 1 plays.' });
    expect(fields[1].deck).toEqual({
      seats: 1,
      presets: [
        { value: 'red', label: 'red' },
        { value: 'blue', label: 'Blue deck' },
      ],
      random: [{ value: 'random', label: 'random' }],
    });
    expect(fields[2]).toMatchObject({ label: 'Round limit', help: OPTION_TEXT['dice-duel'].maxRounds.help });
    expect(fields[3]).toMatchObject({ label: 'Some option' });
    expect(fields[3].help).toBeUndefined();
    expect((fields[2].schema as { type: string }).type).toBe('number');
  });

  it('says options in words when nothing else does', () => {
    expect(labelFromName('maxRerollsPerDefense')).toBe('Max rerolls per defense');
    expect(labelFromName('deck_size')).toBe('Deck size');
    expect(optionFields('nope', null)).toEqual([]);
  });

  it("gives every Dice Duel and Queen's Blood option a label and help; every catalog option a label", () => {
    for (const game of catalog) {
      for (const f of gameInfo(game).optionFields) {
        expect(f.label.length, `${game.id}.${f.name}`).toBeGreaterThan(0);
        if (game.id === 'dice-duel' || game.id === 'queens-blood') {
          expect(f.help, `${game.id}.${f.name} needs help text`).toBeTruthy();
        }
      }
    }
  });

  it("offers Queen's Blood's presets from its data, one deck per seat, each value accepted by the game", () => {
    const qb = catalog.find((g) => g.id === 'queens-blood')!;
    const decks = gameInfo(qb).optionFields.find((f) => f.name === 'decks')!;
    expect(decks.deck!.seats).toBe(2);
    const data = JSON.parse(
      readFileSync(new URL('../../../games/queens-blood/data/qb_decks.json', import.meta.url), 'utf8'),
    ) as { presets: Array<{ name: string; description: string }> };
    expect(decks.deck!.presets.map((p) => [p.value, p.description])).toEqual(
      data.presets.map((p) => [p.name, p.description]),
    );
    for (const choice of [...decks.deck!.presets, ...decks.deck!.random]) {
      expect(() => parseOptions(qb, { decks: [choice.value, choice.value] }), choice.value).not.toThrow();
    }
    expect(() => parseOptions(qb, { decks: ['no-such-deck', 'starter'] })).toThrow();
  });

  it("offers Magic's presets grouped by pool (Phase 1, Sixth Edition); a preset the game refuses says why", async () => {
    const mtg = catalog.find((g) => g.id === 'mtg')!;
    const game = (await import('@arbiter/mtg')).mtgCatalog();
    for (const name of ['deck1', 'deck2']) {
      const field = gameInfo(mtg).optionFields.find((f) => f.name === name)!;
      expect(field.deck!.seats).toBe(1);
      const presets = field.deck!.presets;
      expect([...new Set(presets.map((p) => p.group))]).toEqual(['Phase 1', 'Sixth Edition']);
      expect(presets.filter((p) => p.group === 'Phase 1').map((p) => p.value)).toEqual([
        'glorious_combat',
        'political_trickery',
        'dark_sacrifice',
        'draconic_fury',
        'boundless_elves',
      ]);
      expect(presets.filter((p) => p.group === 'Sixth Edition')).toHaveLength(26);
      for (const choice of presets) {
        const playable = !game.decks[choice.value].cards.some((id) => game.notPlayable?.has(id));
        if (playable) expect(() => parseOptions(mtg, { [name]: choice.value }), choice.value).not.toThrow();
        else {
          expect(() => parseOptions(mtg, { [name]: choice.value }), choice.value).toThrow(
            /can't be played yet/,
          );
          expect(choice.description).toMatch(/^Not playable yet/);
        }
      }
    }
  });
});

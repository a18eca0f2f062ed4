/**
 * Issue 22: the Sixth Edition decks play as presets beside phase 1's. A
 * preset id is the data's (`red_burn`) or the source's (`red-burn`), one
 * canonical id in the state; a preset with a card that does not parse yet is
 * refused in one line naming its cards; a deck's cards all come from one
 * pool; a deck list is checked with every problem on its line.
 */
import { createRng } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type Catalog, catalog } from '../src/cards/catalog.ts';
import { checkDeckList, DeckError, resolveDeck } from '../src/cards/decks.ts';
import { type MtgState, mtg } from '../src/index.ts';
import { playRandomGame } from '../src/random-game.ts';
import { validateMtg } from '../src/validate.ts';

const cat = catalog();
const parse = (options: Record<string, unknown>) => mtg.optionsSchema.safeParse(options);

/** A preset as "COUNT NAME" lines. */
function listOf(id: string, c: Catalog = cat): string {
  const counts = new Map<string, number>();
  for (const card of c.decks[id].cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return `${[...counts].map(([card, n]) => `${n} ${c.cards[card].name}`).join('\n')}\n`;
}

/** The shipped catalog with `ids` not playable: the refusal without waiting for a card that does not parse. */
function withUnplayable(ids: string[]): Catalog {
  const notPlayable = new Map(cat.notPlayable);
  for (const id of ids) notPlayable.set(id, 'does not parse yet ("a synthetic sentence")');
  return { ...cat, notPlayable };
}

describe('Sixth Edition presets', () => {
  it("the 26 decks are presets of the Sixth Edition pool, after phase 1's five", () => {
    const pools = cat.pools?.map((p) => [p.id, p.name, p.cards.size, p.decks.length]);
    expect(pools).toEqual([
      ['phase1', 'Phase 1', 125, 5],
      ['6ed', 'Sixth Edition', 335, 26],
    ]);
    expect(cat.deckList.slice(0, 5).every((d) => d.pool === 'phase1')).toBe(true);
    expect(cat.deckList.slice(5).every((d) => d.pool === '6ed')).toBe(true);
    for (const d of cat.deckList) {
      const pool = cat.pools?.find((p) => p.id === d.pool);
      expect(
        d.cards.every((id) => pool?.cards.has(id)),
        d.id,
      ).toBe(true);
    }
  });

  it('red-burn and red_burn name one preset, kept in the state by its canonical id', () => {
    const a = parse({ deck1: 'red-burn', deck2: 'white-weenie' });
    expect(a.success).toBe(true);
    const s = mtg.setup(a.data!, 'presets/1') as MtgState;
    expect(s.decks).toEqual(['red_burn', 'white_weenie']);
    const b = mtg.setup({ ...a.data!, deck1: 'red_burn', deck2: 'white_weenie' }, 'presets/1') as MtgState;
    expect(mtg.view(s, 0)).toEqual(mtg.view(b, 0));
    expect(resolveDeck('mono-blue').id).toBe('mono_blue');
    // Only `-` for `_`: other spellings are no preset.
    expect(() => resolveDeck('Red Burn', 'deck1')).toThrow(/unknown deck 'Red Burn'/);
  });

  it('decks that parse fully today play random games to the end, against each other and phase 1', () => {
    const decks = ['red_burn', 'white_weenie', 'mono_blue'];
    for (const d of decks)
      expect(
        cat.decks[d].cards.some((id) => cat.notPlayable?.has(id)),
        d,
      ).toBe(false);
    const pairs = [
      ['red_burn', 'white_weenie'],
      ['white_weenie', 'mono_blue'],
      ['mono_blue', 'red_burn'],
      ['red_burn', 'draconic_fury'],
    ];
    for (const [deck1, deck2] of pairs) {
      const r = playRandomGame(mtg, { deck1, deck2 } as never, `6ed-presets/${deck1}`, createRng(deck1));
      expect(r.outcome, `${deck1} v ${deck2}`).toBeTruthy();
    }
  });

  it('a preset with cards that do not parse is refused in one line naming them (a synthetic catalog)', () => {
    // Shock is in red_burn and parses today; the synthetic catalog says it does not (Lightning Bolt, phase 1's, is no card of the deck).
    const synthetic = withUnplayable(['shock', 'lightning_bolt']);
    const bolt = cat.cards.shock.name;
    expect(() => resolveDeck('red-burn', 'deck1', synthetic)).toThrow(DeckError);
    try {
      resolveDeck('red-burn', 'deck1', synthetic);
    } catch (e) {
      expect((e as Error).message).toBe(
        `deck1: Red Burn (red_burn) can't be played yet: 1 of its cards does not parse yet: ${bolt}`,
      );
      expect((e as Error).message).not.toContain('\n');
    }
    // The same cards as a list: refused on the card's line.
    const text = listOf('red_burn');
    const line = text.split('\n').findIndex((l) => l.endsWith(` ${bolt}`)) + 1;
    expect(() => resolveDeck(text, 'deck1', synthetic)).toThrow(
      `deck1: line ${line}: ${bolt} does not parse yet ("a synthetic sentence")`,
    );
  });

  it('every shipped preset plays or is refused naming exactly its cards that do not parse', () => {
    for (const d of cat.deckList) {
      const waiting = [...new Set(d.cards)].filter((id) => cat.notPlayable?.has(id));
      const r = parse({ deck1: d.id });
      if (waiting.length === 0) expect(r.success, d.id).toBe(true);
      else {
        expect(r.success, d.id).toBe(false);
        const message = r.error!.issues[0].message;
        expect(message).toMatch(
          new RegExp(`^${d.name} \\(${d.id}\\) can't be played yet: ${waiting.length} of`),
        );
        expect(message.split(': ').at(-1)!.split(', ').sort()).toEqual(
          waiting.map((id) => cat.cards[id].name).sort(),
        );
      }
    }
    // Phase 1 plays whole.
    expect(cat.deckList.filter((d) => d.pool === 'phase1').every((d) => parse({ deck1: d.id }).success)).toBe(
      true,
    );
  });
});

describe('deck rules for both pools: 60 cards, 4 of a non-basic name, cards of one pool', () => {
  it('a list of one pool plays, and its pool is the one holding all its cards', () => {
    expect(resolveDeck(listOf('red_burn'), 'deck1').pool).toBe('6ed');
    expect(resolveDeck(listOf('draconic_fury'), 'deck1').pool).toBe('phase1');
  });

  it('a list mixing the pools is refused on the line of the card outside the pool', () => {
    const phase1Only = cat.cardList.find(
      (c) => !cat.pools?.[1].cards.has(c.id) && c.types.includes('creature'),
    )!;
    const text = listOf('red_burn').replace(/^(\d+) (.+)\n/, `$1 $2\n2 ${phase1Only.name}\n`);
    const r = parse({ deck1: text });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe(
      `line 2: ${phase1Only.name} is a card of Phase 1, not of Sixth Edition, the pool of the deck's other cards (a deck's cards come from one pool)`,
    );
  });

  it('a shared card (Counterspell, basic lands) belongs to both pools', () => {
    for (const id of ['counterspell', 'basic_island']) {
      expect(cat.pools?.[0].cards.has(id), id).toBe(true);
      expect(cat.pools?.[1].cards.has(id), id).toBe(true);
    }
  });

  it('checkDeckList reports every problem on its line, not only the first', () => {
    const text = [
      '# a broken burn deck',
      '20 Mountain',
      '5 Shock',
      '4 Stone Rain',
      '4 Fireball of Nowhere',
      'four Shocks',
      `4 ${cat.cards.serra_angel.name}`,
    ].join('\n');
    const r = checkDeckList(text);
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([
      { line: 0, reason: '33 cards; a deck has at least 60' },
      { line: 3, reason: '5 copies of Shock; at most 4 of a card other than a basic land' },
      {
        line: 5,
        reason:
          "no card named 'Fireball of Nowhere' in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)",
      },
      { line: 6, reason: "not a card line ('COUNT NAME', as '4 Lightning Bolt'): 'four Shocks'" },
      {
        line: 7,
        reason:
          "Serra Angel is a card of Phase 1, not of Sixth Edition, the pool of the deck's other cards (a deck's cards come from one pool)",
      },
    ]);
    expect(checkDeckList(listOf('white_weenie'))).toMatchObject({
      ok: true,
      problems: [],
      summary: { cards: 60, pool: 'Sixth Edition' },
    });
  });

  it('80 cards of a preset are a legal deck (at least 60); 5 basic-land copies are fine', () => {
    const text = `${listOf('red_burn')}${listOf('red_burn')
      .split('\n')
      .filter((l) => /Mountain/.test(l))
      .join('\n')}\n`;
    expect(checkDeckList(text).ok).toBe(true);
  });
});

describe('arbiter validate mtg: per pool', () => {
  it('prints fully parsed, unparsed sentences and each vocabulary with 0 ids without a handler, per pool', () => {
    const r = validateMtg();
    expect(r.summary.pools).toBe('phase1 (Phase 1), 6ed (Sixth Edition)');
    for (const pool of ['phase1', '6ed']) {
      expect(r.summary[`${pool} fullyParsed`]).toMatch(/^\d+ \/ \d+$/);
      expect(typeof r.summary[`${pool} unparsedSentences`]).toBe('number');
      const vocab = Object.keys(r.summary).filter((k) => k.startsWith(`${pool} `) && k.endsWith(' ids'));
      expect(vocab).toHaveLength(9);
    }
    // Each unparsed Sixth Edition sentence is an error in that pool's file, at the card's oracle text.
    const unparsed = r.errors.filter((e) => / unparsed: /.test(e.reason));
    expect(unparsed.length).toBe(r.summary['6ed unparsedSentences']);
    for (const e of unparsed) expect(e.file, e.message).toBe('6ed/cards.json');
    for (const e of unparsed) expect(e.path).toMatch(/^\$\.cards\[\d+\]\.oracle_text$/);
  });
});

import { describe, expect, it } from 'vitest';
import { DeckError, deckSpecProblem, parseDeck, presetDecks, resolveDeck } from '../src/data/decks.ts';
import { optionsSchema } from '../src/options.ts';

const twenty = (lines: string[]) => lines.join('\n');

function refused(text: string): DeckError {
  try {
    parseDeck(text, 'my.txt');
  } catch (e) {
    if (e instanceof DeckError) return e;
    throw e;
  }
  throw new Error('the deck was accepted');
}

describe('deck import', () => {
  it('reads both layouts of data/decks/ (Energy line + ids; sections with names)', () => {
    const decks = presetDecks();
    // The samples first (the current decks follow: current-presets.test.ts).
    expect([...decks.keys()].slice(0, 6)).toEqual([
      'blastoiseex',
      'fire',
      'hitmonlee',
      'mewtwoex',
      'venusaur-exeggutor',
      'weezing-arbok',
    ]);
    for (const d of decks.values()) expect(d.cards).toHaveLength(20);
    expect(decks.get('blastoiseex')?.energy).toEqual(['W']);
    // No Energy line: the types of the deck's Pokémon.
    expect(decks.get('venusaur-exeggutor')?.energy).toEqual(['G']);
    expect(decks.get('weezing-arbok')?.energy).toEqual(['D']);
    expect(decks.get('venusaur-exeggutor')?.cards.filter((c) => c === 'A1 004')).toHaveLength(2);
  });

  it('refuses a deck of the wrong size with the file, the line and the reason', () => {
    const e = refused(twenty(['Energy: Fire', '2 A1 033', '2 A1 034']));
    expect(e.file).toBe('my.txt');
    expect(e.line).toBe(3);
    expect(e.reason).toMatch(/20 cards, this one has 4/);
  });

  it('refuses a third copy of a name, on its line', () => {
    const e = refused(
      twenty([
        'Energy: Fire',
        '3 A1 033',
        '2 A1 034',
        '2 A1 035',
        '2 A1 036',
        '2 A1 037',
        '2 A1 038',
        '2 A1 039',
        '2 A1 040',
        '1 A1 041',
        '2 P-A 005',
      ]),
    );
    expect(e.line).toBe(2);
    expect(e.reason).toMatch(/more than 2 cards named 'Charmander'/);
  });

  it('refuses a deck without a Basic Pokémon', () => {
    const e = refused(
      twenty([
        'Energy: Fire',
        '2 P-A 001',
        '2 P-A 002',
        '2 P-A 005',
        '2 P-A 007',
        '2 A1 219',
        '2 A1 220',
        '2 A1 221',
        '2 A1 222',
        '2 A1 223',
        '2 A1 224',
      ]),
    );
    expect(e.reason).toMatch(/at least 1 Basic/);
  });

  it('refuses more than 3 energy types, unknown cards, wrong names and bad lines', () => {
    expect(refused('Energy: Fire, Water, Grass, Psychic\n2 A1 033').reason).toMatch(/1 to 3 energy types/);
    expect(refused('Energy: Fire\n2 A1 999').reason).toMatch(/unknown card 'A1 999'/);
    const wrong = refused('Pokémon: 2\n2 Pikachu A1 033');
    expect(wrong.line).toBe(2);
    expect(wrong.reason).toMatch(/is Charmander, not 'Pikachu'/);
    expect(refused('Energy: Fire\ntwo charmanders').reason).toMatch(/not a card line/);
    expect(refused('Energy: Plasma\n2 A1 033').reason).toMatch(/unknown energy type 'Plasma'/);
  });

  it('refuses a section whose count disagrees with its lines', () => {
    const e = refused('Pokémon: 3\n2 Charmander A1 033');
    expect(e.line).toBe(1);
    expect(e.reason).toMatch(/declares 3 cards but lists 2/);
  });

  it('resolves presets by id and refuses an unknown one, Object.prototype names included, listing the presets', () => {
    expect(resolveDeck('fire').energy).toEqual(['R']);
    for (const name of ['nope', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(() => resolveDeck(name, 'deck1')).toThrow(
        new RegExp(`^deck1: unknown deck '${name}' \\(presets: blastoiseex, fire, .*weezing-arbok`),
      );
    }
  });
});

const fireText = [
  'Energy: Fire',
  ...[
    'A1 042',
    'A1 043',
    'A1 044',
    'A1 049',
    'A1 050',
    'A1 223',
    'A1 225',
    'P-A 001',
    'P-A 005',
    'P-A 007',
  ].map((id) => `2 ${id}`),
].join('\n');
const fireCards = fireText
  .split('\n')
  .slice(1)
  .flatMap((l) => [l.slice(2), l.slice(2)]);

describe('deck options: a preset, a deck text or its JSON, never a path', () => {
  it('refuses anything that looks like a path, naming it, and reads no file', () => {
    for (const spec of [
      '/etc/passwd',
      'games/pocket/data/decks/fire.txt',
      'fire.txt',
      '~/deck',
      '../x',
      'C:\\deck',
    ]) {
      const e = (() => {
        try {
          resolveDeck(spec, 'deck2');
        } catch (x) {
          return x as DeckError;
        }
        throw new Error(`'${spec}' was accepted`);
      })();
      expect(e).toBeInstanceOf(DeckError);
      expect(e.message).toMatch(/^deck2: '.*' looks like a file path; .*never a path/);
    }
    // The path of a real, legal deck file is refused too: the text is what counts.
    expect(optionsSchema.safeParse({ deck1: 'games/pocket/data/decks/fire.txt' }).success).toBe(false);
  });

  it('plays a deck given as text (named by its Name line, or by its cards) and as JSON', () => {
    const text = resolveDeck(fireText, 'deck1');
    expect(text.cards).toEqual(presetDecks().get('fire')?.cards);
    expect(text.name).toMatch(/^custom-[0-9a-f]{6}$/);
    expect(resolveDeck(`Name: my fire\n${fireText}`, 'deck1').name).toBe('my fire');
    const json = resolveDeck({ energy: ['Fire'], cards: fireCards }, 'deck1');
    expect(json.cards).toEqual(text.cards);
    expect(json.energy).toEqual(['R']);
    expect(resolveDeck({ name: 'blaze', cards: fireCards }, 'deck1').name).toBe('blaze');
    // Read once: a batch sets up every game from the same text.
    expect(resolveDeck(fireText, 'deck2')).toBe(text);
    expect(resolveDeck({ energy: ['Fire'], cards: fireCards }, 'deck2')).toBe(json);
    const parsed = optionsSchema.parse({ deck1: fireText, deck2: { cards: fireCards } });
    expect(parsed.deck1).toBe(fireText);
  });

  it('refuses a bad inline deck saying where: a line of the text, a JSON path', () => {
    expect(deckSpecProblem(`${fireText}\n1 A1 999`, 'deck1')).toBe("line 12: unknown card 'A1 999'");
    const wrong = [...fireCards.slice(0, 19), 'A1 999'];
    expect(deckSpecProblem({ cards: wrong }, 'deck1')).toBe("cards[19]: unknown card 'A1 999'");
    expect(deckSpecProblem({ cards: fireCards.slice(1) }, 'deck1')).toBe(
      'cards: a deck has 20 cards, this one has 19',
    );
    expect(deckSpecProblem({ energy: ['Plasma'], cards: fireCards }, 'deck1')).toBe(
      "energy[0]: unknown energy type 'Plasma'",
    );
    expect(deckSpecProblem({ name: 'constructor', cards: fireCards }, 'deck1')).toMatch(
      /^name: a deck name is/,
    );
    expect(deckSpecProblem(`Name: __proto__\n${fireText}`, 'deck1')).toMatch(/^line 1: a deck name is/);
    // Wrong types say what a deck is.
    for (const v of [42, null, {}, { cards: 3 }, [3]]) {
      const refused = optionsSchema.safeParse({ deck2: v }).error?.issues ?? [];
      expect(refused.map((i) => i.message)).toEqual([
        "a deck is a preset id, a deck's text (at most 4000 characters), its JSON { name?, energy?, cards } or a list of card ids",
      ]);
    }
    // A list of card ids is a deck, and must be a legal one.
    expect(optionsSchema.safeParse({ deck2: [] }).error?.issues.map((i) => i.message)).toEqual([
      'cards: a deck has 20 cards, this one has 0',
    ]);
    const issues = optionsSchema.safeParse({ deck1: { cards: wrong } }).error?.issues ?? [];
    expect(issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      "deck1: cards[19]: unknown card 'A1 999'",
    ]);
  });

  it('refuses a count beyond a deck at once (a huge count never builds a huge list)', () => {
    const started = performance.now();
    expect(deckSpecProblem('Energy: Fire\n999999999 A1 042', 'deck1')).toMatch(
      /^line 2: a deck has 20 cards/,
    );
    expect(performance.now() - started).toBeLessThan(100);
  });
});

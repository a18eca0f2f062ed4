/**
 * `arbiter validate pocket --deck FILE`: every problem of a deck list, each
 * with its line and reason (the parser in decks.ts stops at the first), and
 * notes on what the engine cannot play faithfully yet. The rules are the
 * parser's: 20 cards, at most 2 of a name, at least 1 Basic Pokémon (Fossils
 * count), 1 to 3 energy types named on an Energy line (or taken from the
 * deck's Pokémon), section counts as declared, names as printed. A deck
 * this check passes is one `parseDeck` accepts, and the reverse: the parser
 * runs last, and a problem it finds that the check missed is added.
 */
import { type Catalog, catalog, isBasicPokemon } from './catalog.ts';
import { DeckError, parseDeck } from './decks.ts';
import { type Card, type EnergyType, energyNames, energyTypes, SET_CODE_PATTERN } from './schema.ts';

export interface DeckProblem {
  /** The line of the deck text; the last line for problems of the whole list (as the parser says). */
  line: number;
  reason: string;
}

export interface DeckCheckReport {
  ok: boolean;
  /** Sorted by line. */
  problems: DeckProblem[];
  /** What is legal but worth knowing: no Energy line, cards the engine does not play in full yet. */
  notes: string[];
  summary: Record<string, unknown>;
}

// The deck text format of decks.ts (its parser is the reference; see the header).
const cardLine = new RegExp(`^(\\d+)\\s+(?:(.+?)\\s+)?(${SET_CODE_PATTERN})\\s+(\\d{1,3})$`);
const headerLine = /^(Name|Pokémon|Pokemon|Trainer|Trainers|Energy):\s*(.*)$/i;
const deckName = /^[A-Za-z0-9][A-Za-z0-9 ._'-]{0,39}$/;
const energyByName = new Map<string, EnergyType>(
  energyTypes.filter((t) => t !== 'C').map((t) => [energyNames[t].toLowerCase(), t] as [string, EnergyType]),
);

interface ListedCard {
  card: Card;
  line: number;
}

/** Texts of a card that no effect type reads yet (the card plays without them). */
function unreadTexts(c: Card): string[] {
  if (c.kind === 'trainer') return c.effect.effects.length === 0 ? [c.trainerType] : [];
  const out: string[] = [];
  if (c.ability && c.ability.effect.effects.length === 0) out.push(`ability ${c.ability.name}`);
  for (const a of c.attacks) if (a.effect && a.effect.effects.length === 0) out.push(`attack ${a.name}`);
  return out;
}

export function checkDeckText(text: string, file: string, cat: Catalog = catalog()): DeckCheckReport {
  const lines = text.split(/\r?\n/);
  const last = lines.length;
  const problems: DeckProblem[] = [];
  const fail = (line: number, reason: string) => problems.push({ line, reason });
  const listed: ListedCard[] = [];
  let written = 0;
  let energy: EnergyType[] | null = null;
  let energyLine = 0;
  let name: string | null = null;
  const sections: Array<{ line: number; declared: number; counted: number; name: string }> = [];
  let oversize = false;

  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const header = line.match(headerLine);
    if (header) {
      const [, title, rest] = header;
      const t = title.toLowerCase();
      if (t === 'name') {
        name = rest.trim();
        if (!deckName.test(name) || name in Object.prototype)
          fail(
            n,
            `a deck name is 1 to 40 letters, digits, spaces, '.', '_', "'" or '-', starting with a letter or digit: '${name}'`,
          );
      } else if (t === 'energy') {
        energyLine = n;
        const words = rest.split(/[,/]/);
        const types: EnergyType[] = [];
        for (const word of words) {
          const type = energyByName.get(word.trim().toLowerCase());
          if (type) types.push(type);
          else fail(n, `unknown energy type '${word.trim()}'`);
        }
        if (words.length < 1 || words.length > 3)
          fail(n, `a deck names 1 to 3 energy types, this one has ${words.length}`);
        else if (types.length === words.length) energy = types;
      } else {
        const declared = Number.parseInt(rest, 10);
        if (!Number.isInteger(declared)) fail(n, `section '${title}' needs a card count`);
        else sections.push({ line: n, declared, counted: 0, name: title });
      }
      return;
    }
    const m = line.match(cardLine);
    if (!m) {
      fail(n, `not a card line ('COUNT [NAME] SET NUMBER'): '${line}'`);
      return;
    }
    const count = Number.parseInt(m[1], 10);
    const id = `${m[3]} ${m[4].padStart(3, '0')}`;
    const index = cat.byId.get(id);
    // The count is read even when the card is not: the list's size is what was written.
    if (sections.length > 0) sections[sections.length - 1].counted += count;
    if (!oversize && written + count > 20) {
      oversize = true;
      fail(n, `a deck has 20 cards, this one has ${written + count} or more`);
    }
    written += count;
    if (index === undefined) {
      fail(n, `unknown card '${id}'`);
      return;
    }
    const card = cat.cards[index];
    if (m[2] !== undefined && m[2] !== card.name) fail(n, `card '${id}' is ${card.name}, not '${m[2]}'`);
    if (count < 1) fail(n, 'a card count must be at least 1');
    for (let k = 0; k < count; k++) listed.push({ card, line: n });
  });

  for (const s of sections)
    if (s.counted !== s.declared)
      fail(s.line, `section '${s.name}' declares ${s.declared} cards but lists ${s.counted}`);
  if (!oversize && written !== 20) fail(last, `a deck has 20 cards, this one has ${written}`);
  const byName = new Map<string, number>();
  for (const { card, line } of listed) {
    const c = (byName.get(card.name) ?? 0) + 1;
    byName.set(card.name, c);
    if (c === 3) fail(line, `more than 2 cards named '${card.name}'`);
  }
  if (!listed.some(({ card }) => isBasicPokemon(card))) fail(last, 'a deck needs at least 1 Basic Pokémon');
  const notes: string[] = [];
  let types: EnergyType[] = energy ?? [];
  if (energyLine === 0) {
    const seen = new Set<EnergyType>();
    for (const { card } of listed)
      if (card.kind === 'pokemon' && card.type !== 'C' && card.type !== 'N') seen.add(card.type);
    types = energyTypes.filter((t) => seen.has(t));
    if (types.length < 1 || types.length > 3)
      fail(
        last,
        `a deck names 1 to 3 energy types, this one has ${types.length} (from its Pokémon; add an Energy line)`,
      );
    else
      notes.push(
        `no Energy line: the Energy Zone makes ${types.map((t) => energyNames[t]).join(', ')} (its Pokémon's types)`,
      );
  } else if (energy !== null && new Set(types).size !== types.length)
    fail(energyLine, 'an energy type is named twice');

  // The parser is the reference: anything it refuses that the checks above missed is a problem too.
  try {
    parseDeck(text, file, cat);
  } catch (e) {
    if (!(e instanceof DeckError)) throw e;
    if (!problems.some((p) => p.line === e.line && p.reason === e.reason)) fail(e.line, e.reason);
  }
  problems.sort((a, b) => a.line - b.line);

  const distinct = [...new Map(listed.map(({ card }) => [card.id, card])).values()];
  const unread = distinct.flatMap((c) => unreadTexts(c).map((what) => `${c.id} ${c.name} (${what})`));
  if (unread.length > 0)
    notes.push(
      `${unread.length} card text${unread.length === 1 ? '' : 's'} the engine does not read yet (unmapped; see \`arbiter validate pocket\`): ${unread.join('; ')}`,
    );
  return {
    ok: problems.length === 0,
    problems,
    notes,
    summary: {
      name: name ?? file.replace(/^.*[/\\]/, '').replace(/\.txt$/, ''),
      cards: written,
      'basic Pokémon': listed.filter(({ card }) => isBasicPokemon(card)).length,
      energy: types.map((t) => energyNames[t]).join(', '),
      'unmapped texts': unread.length,
    },
  };
}

/**
 * Queen's Blood in the Lab: decks as "2 Security Officer" lines (a card's
 * name or its three-digit id), checked against the decks file's rules (15
 * cards, copies per category) and the card pool, both read from the game's
 * data documents; a built deck is played as its list of card ids, which the
 * game's options take.
 */
import type { AnyGame } from '@arbiter/core';
import type { DeckCheck } from '../protocol.ts';
import { nameKey, readCountNameLines } from './lines.ts';
import type { DeckFormat, LabGameAdapter } from './types.ts';
import { words } from './types.ts';

interface QbCard {
  id: string;
  name: string;
  category: string;
}

interface QbDecks {
  rules: { deck_size: number; max_copies: Record<string, number> };
  presets: Array<{ name: string; description: string; cards: string[] }>;
}

const DB = 'qb_DB_Complete_v2.json';
const DECKS = 'qb_decks.json';

function dataOf(game: AnyGame): { cards: QbCard[]; decks: QbDecks } {
  const docs = game.dataDocuments?.documents;
  if (!docs) throw new Error("Queen's Blood offers no data documents");
  const cards = (docs[DB] as unknown as Array<Record<string, unknown>>)
    .filter((c) => typeof c.id === 'string')
    .map((c) => ({ id: String(c.id), name: String(c.name), category: String(c.category) }));
  return { cards, decks: docs[DECKS] as unknown as QbDecks };
}

function countOf(ids: readonly string[]): Array<{ id: string; count: number }> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}

export function checkQbDeck(text: string, game: AnyGame): DeckCheck {
  const { cards, decks } = dataOf(game);
  const byKey = new Map<string, QbCard>();
  for (const c of cards) {
    byKey.set(nameKey(c.name), c);
    byKey.set(c.id, c);
  }
  const read = readCountNameLines(text, () => null);
  const problems = [...read.problems];
  const counts = new Map<string, { count: number; line: number }>();
  for (const e of read.entries) {
    const card = byKey.get(nameKey(e.name));
    if (!card) {
      problems.push({ line: e.line, reason: `no card named '${e.name}' in the pool` });
      continue;
    }
    const seen = counts.get(card.id) ?? { count: 0, line: e.line };
    seen.count += e.count;
    counts.set(card.id, seen);
  }
  const { deck_size: size, max_copies: maxCopies } = decks.rules;
  let total = 0;
  for (const [id, { count, line }] of counts) {
    total += count;
    const card = byKey.get(id)!;
    const max = maxCopies[card.category] ?? 0;
    if (count > max) {
      problems.push({
        line,
        reason:
          max === 0
            ? `${card.name} is a ${card.category} card, which no deck may hold`
            : `${count} copies of ${card.name}; a ${card.category} card allows at most ${max}`,
      });
    }
  }
  if (total !== size)
    problems.push({ line: null, reason: `a deck has ${size} cards, this one has ${total}` });
  return {
    ok: problems.length === 0,
    cards: [...counts].map(([id, { count }]) => ({ id, count })),
    size: total,
    problems: problems.sort((a, b) => (a.line ?? 1e9) - (b.line ?? 1e9)),
  };
}

const qbDeck: DeckFormat = {
  info: (game) => {
    const { decks } = dataOf(game);
    const copies = Object.entries(decks.rules.max_copies)
      .map(([category, n]) => (n === 0 ? `no ${category} cards` : `at most ${n} of a ${category} card`))
      .join(', ');
    return {
      rules: [`${decks.rules.deck_size} cards`, copies, 'cards of the pool'],
      format:
        "One line per card: COUNT NAME (or COUNT ID), as '2 Security Officer'. Lines starting with # are comments.",
      presets: decks.presets.map((p) => ({
        id: p.name,
        label: words(p.name),
        description: p.description,
        cards: countOf(p.cards),
      })),
      customRuns: true,
    };
  },
  check: (text, game) => checkQbDeck(text, game),
  optionValue: (_text, check) => ({ value: check.cards.flatMap((c) => Array(c.count).fill(c.id)).sort() }),
};

export const queensBloodLab: LabGameAdapter = {
  id: 'queens-blood',
  sides: 'deck',
  ownOptions: ['decks'],
  deck: qbDeck,
  opponents: (game) =>
    dataOf(game).decks.presets.map((p) => ({ id: p.name, label: words(p.name), description: p.description })),
  matchOptions: (subject, opponent, seat) => ({
    decks: seat === 0 ? [subject, opponent] : [opponent, subject],
  }),
};

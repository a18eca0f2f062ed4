/**
 * A deck option is a preset id, a deck list's text ("4 Lightning Bolt"
 * lines) or its JSON; never a path. An inline list plays exactly as the
 * preset with the same cards, and a bad list is refused with its line and
 * reason.
 */
import { hashState, Match } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { type MtgState, mtg, mtgCatalog, resolveMtgDeck } from '../src/index.ts';

const cat = mtgCatalog();

/** A preset as "COUNT NAME" lines, in its own order. */
function presetText(id: string): string {
  const counts = new Map<string, number>();
  for (const card of cat.decks[id].cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return `${[...counts].map(([card, n]) => `${n} ${cat.cards[card].name}`).join('\n')}\n`;
}

const parse = (options: Record<string, unknown>) => mtg.optionsSchema.safeParse(options);

function firstMessage(options: Record<string, unknown>): string {
  const r = parse(options);
  expect(r.success).toBe(false);
  return r.error!.issues[0].message;
}

describe('MTG deck options: presets, lists and JSON', () => {
  it('a list with the cards of a preset plays the same game as the preset', () => {
    const text = presetText('glorious_combat');
    const byList = parse({ deck1: text, deck2: 'draconic_fury' });
    expect(byList.success).toBe(true);
    const a = new Match(mtg, { deck1: 'glorious_combat', deck2: 'draconic_fury' }, 'inline/1');
    const b = new Match(mtg, byList.data!, 'inline/1');
    // The library holds the same cards in the same order: same shuffle, same draws.
    const [sa, sb] = [a.state as MtgState, b.state as MtgState];
    const cards = (s: MtgState) => s.players[0].library.map((id) => s.objects[id].card);
    expect(cards(sb)).toEqual(cards(sa));
    expect(sb.decks[0]).toBe(text);
    expect(sa.decks[0]).toBe('glorious_combat');
    expect(hashState(sa.players[1] as never)).toBe(hashState(sb.players[1] as never));
  });

  it('a JSON deck of names or ids, one per copy', () => {
    const cards = cat.decks.draconic_fury.cards.map((id, i) => (i % 2 ? id : cat.cards[id].name));
    const deck = resolveMtgDeck({ name: 'My dragons', cards }, 'deck2');
    expect(deck.name).toBe('My dragons');
    expect(deck.cards).toEqual(cat.decks.draconic_fury.cards);
    expect(parse({ deck2: { name: 'My dragons', cards } }).success).toBe(true);
  });

  it('a bad line is refused with its number and reason', () => {
    const text = presetText('glorious_combat').replace(/\n/, '\n4 Lightning Blot\n');
    expect(firstMessage({ deck1: text })).toBe(
      "line 2: no card named 'Lightning Blot' in the pools (Phase 1: 125 cards, Sixth Edition: 335 cards)",
    );
  });

  it('deck rules: 60 cards at least, 4 copies of a non-basic at most', () => {
    const lines = presetText('glorious_combat').trim().split('\n');
    expect(firstMessage({ deck1: `${lines.slice(1).join('\n')}\n` })).toMatch(
      /^\d+ cards; a deck has at least 60$/,
    );
    const [, name] = /^\d+ (.+)$/.exec(lines.find((l) => !/Plains/.test(l))!)!;
    expect(firstMessage({ deck1: `${presetText('glorious_combat')}5 ${name}\n` })).toMatch(
      /copies of .+; at most 4 of a card other than a basic land$/,
    );
  });

  it('an unknown name lists the presets; a path is not read', () => {
    expect(firstMessage({ deck1: 'nope' })).toMatch(/^unknown deck 'nope' \(presets: glorious_combat, /);
    expect(firstMessage({ deck1: 'toString' })).toMatch(/^unknown deck 'toString' \(presets: /);
    expect(firstMessage({ deck2: '/etc/passwd' })).toMatch(
      /^unknown deck '\/etc\/passwd' \(presets: .*never a path\)$/,
    );
  });
});

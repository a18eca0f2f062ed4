/**
 * The text table's rules for the family "cards" (docs/text-inventory.md):
 * discarding from the top of a deck, a random card from the opponent's
 * hand, searching the deck and the discard pile with the card filter
 * (`what`: src/effects/vocabulary/card-filter.ts), the top cards of the deck
 * to the hand, hands shuffled into decks, hand cards switched with the
 * deck's, reveals. Moved here from the inventory's proposals
 * (scripts/inventory/rules-effects.ts). Spread into `textRules`
 * (scripts/text-map.ts) with one line.
 */

import { names } from '../inventory/grammar.ts';
import { cards } from '../inventory/phrases.ts';
import type { TextRule } from '../text-map.ts';
import { E, type EffectRef, int, rule } from './rule.ts';

const WHOSE: Record<string, string> = { your: 'own', "your opponent's": 'opponent', "each player's": 'both' };
const yields = { yields: true };

/** A card phrase the filter reads ("Basic [W] Pokémon", "Supporter card", "Glameow, Stunky, or Croagunk"), or null. */
function filterOf(phrase: string): Record<string, unknown> | null {
  // "Basic Pokémon with 50 HP or less" has its own rule; a phrase with a clause is not a list of names.
  if (/ with | that | or less/.test(phrase)) return null;
  return cards(phrase);
}

export const cardRules: TextRule[] = [
  rule("Discard the top card of (your|your opponent's) deck\\.", (m) => [
    { type: 'mill', count: 1, side: WHOSE[m[1]] },
  ]),
  rule("Discard the top (\\d+) cards of (your|your opponent's|each player's) deck\\.", (m) => [
    { type: 'mill', count: int(m[1]), side: WHOSE[m[2]] },
  ]),
  rule("Discard a random card from your opponent's hand\\.", () => [
    { type: 'discard_random_hand_card', coin: false },
  ]),

  // ---- the deck and the discard pile, searched with the card filter ----
  // The first sets' "Put 1 random [W] Pokémon …", "Put a random Basic Pokémon …" keep their rules (yields).
  rule(
    'Put (1|2|3|a) random (.+?) from your (deck|discard pile) into your hand\\.',
    (m) => {
      const what = filterOf(m[2]);
      const type = m[3] === 'deck' ? 'search_deck_to_hand' : 'discard_to_hand';
      // "a random": no count (one, printed so); "1 random", "2 random": the count as printed.
      return what && [{ type, ...(m[1] === 'a' ? {} : { count: int(m[1]) }), what }];
    },
    yields,
  ),
  rule('Put 2 random Basic Pokémon with 50 HP or less from your deck into your hand\\.', () => [
    { type: 'search_deck_to_hand', count: 2, what: { cardKind: 'pokemon', stage: 0, maxHp: 50 } },
  ]),
  rule(
    'Put a random card (?:from your deck )?that evolves from (.+?) (?:from your deck )?into your hand\\.',
    (m) => [{ type: 'search_deck_to_hand', what: { evolvesFrom: m[1] } }],
  ),
  rule(
    'Put 2 random Pokémon from your deck into your hand\\. For each Pokémon you put into your hand in this way, choose a Pokémon to shuffle from your hand into your deck\\.',
    () => [
      { type: 'search_deck_to_hand', count: 2, what: { cardKind: 'pokemon' } },
      { type: 'hand_to_deck', count: 'as_many_as_found', what: { cardKind: 'pokemon' } },
    ],
  ),
  // Not "random": the player chooses the card from the discard pile (an Ability's "you may put a Supporter card …").
  rule('Put an? (?!random )(.+?) from your discard pile into your hand\\.', (m) => {
    const what = filterOf(m[1]);
    return what && [{ type: 'discard_to_hand', count: 1, what, choose: true }];
  }),
  rule(
    `Flip 3 coins\\. For each heads, a ${E} Pokémon is chosen at random from your discard pile and put into your hand\\.`,
    (m) => [
      {
        type: 'discard_to_hand',
        count: { per: { of: 'heads', coins: 3 } },
        what: { cardKind: 'pokemon', pokemonType: m[1] },
      },
    ],
  ),
  // "Look at the top 4 cards … . Put all …", or in one sentence (an Ability's "you may look at … and put all …").
  rule(
    'Look at the top (\\d) cards of your deck(?:\\. Put| and put) all (.+?) (?:you find there )?(?:that have the (.+) attack )?(?:you find there )?into your hand\\. Shuffle the other cards back into your deck\\.',
    (m) => {
      const what = m[3] ? { cardKind: 'pokemon', withAttack: m[3] } : filterOf(m[2]);
      return what && [{ type: 'deck_top_to_hand', look: int(m[1]), what }];
    },
  ),
  rule('Look at the top card of your deck\\. Then, you may shuffle your deck\\.', () => [
    { type: 'look_top_deck', count: 1 },
    { type: 'shuffle_deck', optional: true },
  ]),

  // ---- hands and decks ----
  rule(
    "Shuffle (\\d) cards from your hand into your deck\\. Draw a card\\. If you can't shuffle in \\1 cards, you can't use this card\\.",
    (m) => [
      { type: 'hand_to_deck', count: int(m[1]), required: true },
      { type: 'draw', count: 1 },
    ],
  ),
  rule('Choose a Pokémon in your hand and switch it with a random Pokémon in your deck\\.', () => [
    { type: 'swap_hand_with_deck', what: { cardKind: 'pokemon' } },
  ]),
  rule('Your opponent reveals a random card from their hand and shuffles it into their deck\\.', () => [
    { type: 'opponent_hand_to_deck', which: 'random' },
  ]),
  rule("Look at a random card from your opponent's hand and shuffle it into their deck\\.", () => [
    { type: 'opponent_hand_to_deck', which: 'random', seenBy: 'self' },
  ]),
  rule(
    "Flip 3 coins\\. For each heads, a card is chosen at random from your opponent's hand\\. Your opponent reveals that card and shuffles it into their deck\\.",
    () => [{ type: 'opponent_hand_to_deck', which: 'random', count: { per: { of: 'heads', coins: 3 } } }],
  ),
  rule('Your opponent reveals all of the Supporter cards in their deck\\.', () => [
    { type: 'reveal_deck_cards', side: 'opponent', what: { cardKind: 'supporter' } },
  ]),

  // ---- onto the Bench from the deck (the first sets' "Put 1 random Pikachu …" keeps its rule) ----
  rule(
    'Put (1|3) random (.+?) from your deck onto your Bench\\.',
    (m) => {
      const what = filterOf(m[2]);
      return what && [{ type: 'bench_from_deck', count: int(m[1]), what }];
    },
    yields,
  ),

  // An Ability's "Once during your turn, you may …" around a deck's top card or a random card from the deck.
  rule('Once during your turn, you may ((?:discard the top card|put a random) .+)', (m, inner) => {
    const effects = inner(m[1]);
    return effects?.every((e) => e.type === 'mill' || e.type === 'search_deck_to_hand') ? effects : null;
  }),

  rule(
    "Once during your turn, you may choose either player\\. Look at the top card of that player's deck\\.",
    () => [{ type: 'look_top_deck', count: 1, side: 'either' }],
  ),

  // ---- the top of a deck, put back in any order ----
  rule(
    `For each of your ${E} Pokémon in play, look at that many cards from the top of (your|your opponent's) deck and put them back in any order\\.`,
    (m) => [
      {
        type: 'reorder_deck_top',
        side: m[2] === 'your' ? 'own' : 'opponent',
        count: { per: { of: 'in_play', side: 'own', pokemonType: m[1] } },
      },
    ],
  ),
  // ---- hands ----
  rule(
    "A card from among both player's hands is chosen at random, revealed to the other player, and shuffled into its owner's deck\\.",
    () => [{ type: 'random_hand_card_to_deck', among: 'both_hands' }],
  ),
  rule('Your opponent discards cards from their hand until they have (\\d+) cards in their hand\\.', (m) => [
    { type: 'discard_hand_to', side: 'opponent', handSize: int(m[1]) },
  ]),
  rule('Draw cards until you have the same number of cards in your hand as your opponent\\.', () => [
    { type: 'draw_until', handSize: 'opponent' },
  ]),
  rule(
    "Discard (a|2) cards? from your hand\\. If you can't(?: discard 2 cards)?, this attack does nothing\\.",
    (m) => [{ type: 'discard_from_hand', count: m[1] === 'a' ? 1 : 2, required: true }],
  ),
  rule(
    'You must discard a card from your hand in order to use this Ability\\. Once during your turn, you may draw a card\\.',
    () => [
      { type: 'discard_from_hand', count: 1, required: true, cost: true },
      { type: 'draw', count: 1 },
    ],
  ),
  rule(
    "Your opponent reveals their hand\\. Choose a (Supporter card|card) you find there and (discard it|shuffle it into your opponent's deck)\\.",
    (m) => takeFromHand(m[1], m[2]),
  ),
  rule(
    'Flip a coin\\. If heads, your opponent reveals their hand\\. Choose a (Supporter card) you find there and (discard it)\\.',
    (m) => [{ type: 'coin', coins: 1, heads: takeFromHand(m[1], m[2]) }],
  ),
  rule("Discard a random (Item|Pokémon Tool) card from your opponent's hand\\.", (m) => [
    { type: 'discard_random_hand_card', coin: false, what: { cardKind: m[1] === 'Item' ? 'item' : 'tool' } },
  ]),
  rule('Each player shuffles the cards in their hand into their deck, then draws that many cards\\.', () => [
    { type: 'shuffle_hand_draw', sides: 'both', draw: 'same' },
  ]),
  rule(
    'Your opponent shuffles their hand into their deck and draws a card for each of their remaining points needed to win\\.',
    () => [{ type: 'opponent_shuffle_hand_draw', count: { per: { of: 'points_to_win', side: 'opponent' } } }],
  ),
  rule(
    "Draw a card for each Mega Evolution Pokémon ex in play \\(both yours and your opponent's\\)\\.",
    () => [{ type: 'draw', count: { per: { of: 'in_play', side: 'both', tag: 'mega' } } }],
  ),
  rule('Draw a card for each (.+) you have in play\\.', (m) => [
    { type: 'draw', count: { per: { of: 'in_play', side: 'own', names: names(m[1]) } } },
  ]),
];

/** "Choose a Supporter card you find there and discard it" after the hand is revealed. */
function takeFromHand(kind: string, to: string): EffectRef[] {
  return [
    { type: 'reveal_hand' },
    {
      type: 'take_from_opponent_hand',
      ...(kind === 'Supporter card' ? { what: { cardKind: 'supporter' } } : {}),
      to: to === 'discard it' ? 'discard' : 'deck',
    },
  ];
}

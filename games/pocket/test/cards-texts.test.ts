/**
 * The cards family's texts played through the real game with the printed
 * cards (issue 21): one scenario per effect type the family's table reads
 * (discard_from_hand, take_from_opponent_hand, bench_from_deck with a
 * filter, draw per a count, discard_random_hand_card of a kind,
 * opponent_hand_to_deck, shuffle_hand_draw, opponent_shuffle_hand_draw per
 * points to win, deck_top_to_hand, discard_to_hand, swap_hand_with_deck,
 * shuffle_deck, reveal_deck_cards, hand_to_deck, search_deck_to_hand with a
 * filter), each with what the text leaves open (nothing to discard, nothing
 * of the kind, a full Bench).
 */
import { describe, expect, it } from 'vitest';
import { ability, attack, choose, coins, play, position, run } from './helpers.ts';

const SNORLAX_HP = 150;

describe('cards texts: attacks', () => {
  it("Sableye's Dirty Throw discards a card from the hand; with none, the attack does nothing", () => {
    const me = { active: { card: 'B1 101', energy: ['P', 'P'] } };
    run(position({ ...me, hand: ['A1 001'] }), [attack(0)], {
      discard: [['A1 001'], []],
      active: [{ name: 'Sableye' }, { name: 'Snorlax', hp: SNORLAX_HP - 70 }],
    });
    run(position({ ...me, hand: [] }), [attack(0)], {
      active: [{ name: 'Sableye' }, { name: 'Snorlax', hp: SNORLAX_HP }],
    });
  });

  it("Purugly's Interrupt: the hand is revealed, the chosen card goes into the opponent's deck", () => {
    run(
      position(
        { active: { card: 'A2 140', under: ['A2 139'], energy: ['C', 'C', 'C'] } },
        { hand: ['P-A 007', 'A1 001'] },
      ),
      [attack(0), { expect: { pending: { player: 0, kind: 'effect' } } }, choose(1)],
      // Bulbasaur went into the deck (9); the opponent then draws its turn's card.
      { handCount: [0, 2], deckCount: [8, 8], active: [{}, { name: 'Snorlax', hp: SNORLAX_HP - 60 }] },
    );
  });

  it("Mega Absol ex's Darkness Claw discards the only Supporter; none in hand: only the damage", () => {
    const me = { active: { card: 'B1 151', energy: ['D', 'D'] } };
    run(position(me, { hand: ['A1 001', 'P-A 007'] }), [attack(0)], { discard: [[], ['P-A 007']] });
    run(position(me, { hand: ['A1 001'] }), [attack(0)], {
      discard: [[], []],
      active: [{}, { name: 'Snorlax', hp: SNORLAX_HP - 80 }],
    });
  });

  it("Combee's Call for Family benches a random Basic Pokémon; Silcoon's Cocoon Collector fills the Bench's room", () => {
    run(
      position({ active: { card: 'A2 017', energy: ['G'] }, deck: ['P-A 007', 'A1 054', 'A1 001'] }),
      [attack(0)],
      {
        bench: [[{ name: 'Bulbasaur' }], [{ name: 'Rattata' }]],
        deckCount: [2, 7],
      },
    );
    run(
      position({
        active: { card: 'B4 002', under: ['B4 001'], energy: ['G'] },
        bench: [{ card: 'A1 001' }],
        deck: ['B4 002', 'B4 004', 'B4 002', 'P-A 007'],
      }),
      [attack(0)],
      // Two spots left: two of the three Silcoon and Cascoon.
      { deckCount: [2, 7] },
    );
  });

  it("Poochyena's Team Hunt draws a card for each Poochyena in play", () => {
    run(
      position({
        active: { card: 'B4 093', energy: ['D'] },
        bench: [{ card: 'B4 093' }, { card: 'A1 001' }],
        hand: [],
      }),
      [attack(0)],
      // Two Poochyena: two cards (the opponent then draws its turn's card).
      { handCount: [2, 2] },
    );
  });

  it("Alolan Raticate discards a random Item card from the opponent's hand, never another kind", () => {
    run(
      position(
        { active: { card: 'A3 107', under: ['A3 106'], energy: ['D', 'D'] } },
        { hand: ['P-A 007', 'P-A 005', 'A1 001'] },
      ),
      [attack(0)],
      { discard: [[], ['P-A 005']] },
    );
  });

  it("Tsareena's Kick Down: a random card of the opponent's hand, revealed, goes into their deck", () => {
    const r = run(
      position(
        { active: { card: 'A3b 005', under: ['A3b 003', 'A3b 004'], energy: ['G'] } },
        { hand: ['P-A 007'] },
      ),
      [attack(0)],
      { deckCount: [8, 8], handCount: [0, 1] },
    );
    const moved = (r.steps[0].events as Array<{ type: string; cards?: string[] }>).find(
      (e) => e.type === 'hand-to-deck',
    );
    expect(moved?.cards).toEqual(["Professor's Research"]);
  });
});

describe('cards texts: abilities and trainers', () => {
  it("Garchomp's Reckless Shearing discards a card to draw one; not offered with an empty hand", () => {
    const garchomp = { card: 'A2 123', under: ['A2 121', 'A2 122'] };
    run(position({ active: garchomp, hand: ['A1 001'], deck: ['A1 094'] }), [ability(0)], {
      hand: [['A1 094'], ['A1 189']],
      discard: [['A1 001'], []],
    });
    run(position({ active: garchomp, hand: [] }), [], { abilities: [] });
  });

  it('Iono: each player shuffles their hand into their deck and draws as many', () => {
    run(
      position({ active: { card: 'A1 001' }, hand: ['A2b 069', 'A1 094', 'A1 094'] }, { hand: ['A1 189'] }),
      [play(1)],
      {
        handCount: [2, 1],
        deckCount: [8, 8],
      },
    );
  });

  it('Mars: the opponent shuffles their hand in and draws one per point they still need', () => {
    run(
      position(
        { active: { card: 'A1 001' }, hand: ['A2 155'] },
        { hand: ['A1 189', 'P-A 007', 'A1 001'], points: 2 },
      ),
      [play(1)],
      { handCount: [0, 1], deckCount: [8, 10] },
    );
  });

  it('Traveling Merchant puts the Tools among the top 4 into the hand and shuffles the rest back', () => {
    run(
      position({
        active: { card: 'A1 001' },
        hand: ['A4a 070'],
        deck: ['A2 147', 'A1 094', 'A2 147', 'A1 001', 'A2 147'],
      }),
      [play(1)],
      { hand: [['A2 147', 'A2 147'], ['A1 189']], deckCount: [3, 8] },
    );
  });

  it('Celestic Town Elder takes a random Basic Pokémon from the discard pile; without one it is not offered', () => {
    run(
      position({ active: { card: 'A1 001' }, hand: ['A2a 073'], discard: ['A1 054', 'A1 094'] }),
      [play(1)],
      {
        hand: [['A1 094'], ['A1 189']],
      },
    );
    run(position({ active: { card: 'A1 001' }, hand: ['A2a 073'], discard: ['A1 054'] }), [], { plays: [] });
  });

  it('Pokémon Communication switches the chosen Pokémon with a random one of the deck', () => {
    run(
      position({
        active: { card: 'A1 001' },
        hand: ['A2 146', 'A1 094', 'A1 053'],
        deck: ['A1 054', 'P-A 007'],
      }),
      [play(1), choose(1)],
      { hand: [['A1 094', 'A1 054'], ['A1 189']], deckCount: [2, 8] },
    );
  });

  it('Rotom Dex looks at the top card; keeping the order keeps it on top for the next draw', () => {
    run(
      position({ active: { card: 'A1 001' }, hand: ['A3 145'], deck: ['A1 094', 'A1 053', 'A1 189'] }),
      [play(1), choose(1), { expect: { deckCount: [3, 8] } }],
      { handCount: [0, 1] },
    );
  });

  it("Looker reveals the Supporters of the opponent's deck and moves none", () => {
    const r = run(
      position({ active: { card: 'A1 001' }, hand: ['A3a 068'] }, { deck: ['P-A 007', 'A1 001', 'P-A 007'] }),
      [play(1)],
      { deckCount: [8, 3], handCount: [0, 1] },
    );
    const shown = (r.steps[0].events as Array<{ type: string; cards?: string[] }>).find(
      (e) => e.type === 'deck-revealed',
    );
    expect(shown?.cards).toEqual(["Professor's Research", "Professor's Research"]);
  });

  it("Maintenance shuffles 2 chosen cards in and draws one; with 1 other card it can't be played", () => {
    run(
      position({
        active: { card: 'A1 001' },
        hand: ['B2b 066', 'A1 094', 'P-A 007', 'A1 053'],
        deck: ['A1 189'],
      }),
      [play(1), choose(0), choose(1)],
      // Pikachu and Squirtle (option 1 of the two left) went in; the draw takes one of them back.
      { handCount: [2, 1], deckCount: [2, 8] },
    );
    run(position({ active: { card: 'A1 001' }, hand: ['B2b 066', 'A1 094'] }), [], {
      plays: ['bench Pikachu'],
    });
  });

  it('May puts 2 random Pokémon into the hand, then shuffles back as many chosen Pokémon', () => {
    run(
      position({
        active: { card: 'A1 001' },
        hand: ['B1 223', 'A1 053'],
        deck: ['A1 094', 'P-A 007', 'A1 189'],
      }),
      [play(1), choose(0), choose(0)],
      // Pikachu and Rattata found; two of the three Pokémon in hand go back.
      { handCount: [1, 1], deckCount: [3, 8] },
    );
  });

  it('Fisher: a random [W] Pokémon from the discard pile for each heads', () => {
    run(
      position({ active: { card: 'A1 001' }, hand: ['A4 159'], discard: ['A1 053', 'A1 054', 'A1 001'] }),
      [coins(true, false, true), play(1)],
      { hand: [['A1 053', 'A1 054'], ['A1 189']] },
    );
  });
});

describe('activated Abilities: "Once during your turn, you may" put a random card from the deck into the hand, or discard the top card of the opponent\'s deck', () => {
  it('Shiinotic takes the one Pokémon of the deck into the hand, once a turn', () => {
    const me = { active: { card: 'A3a 027', under: ['A1a 007'] }, hand: [], deck: ['P-A 001', 'A1 053'] };
    run(position(me), [ability(0)], { handCount: [1, 1], deckCount: [1, 8], abilities: [] });
  });

  it('Ambipom takes the one Pokémon Tool card of the deck into the hand', () => {
    const me = { active: { card: 'A3b 059', under: ['A3b 058'] }, hand: [], deck: ['A1 053', 'A2 147'] };
    run(position(me), [ability(0)], { handCount: [1, 1], deckCount: [1, 8], abilities: [] });
  });

  it("Chandelure discards the top card of the opponent's deck", () => {
    const me = { active: { card: 'B1 043', under: ['B1 042'] } };
    run(position(me), [ability(0)], { deckCount: [8, 7], discard: [[], ['A1 189']], abilities: [] });
  });
});

describe("look_top_deck of either player's deck (chosen)", () => {
  const UNOWN = 'A2a 034'; // Once during your turn, you may choose either player. Look at the top card of that player's deck.
  type Peek = { type: string; side?: number; cards?: string[]; visibleTo?: number };
  const peekOf = (r: { steps: Array<{ events?: unknown }> }) =>
    (r.steps[1].events as Peek[]).find((e) => e.type === 'peek');

  it("the opponent's deck: its top card is shown to the player only", () => {
    const r = run(
      position({ active: { card: UNOWN } }, { deck: ['A1 053', 'A1 001'] }),
      [ability(0), choose(1)],
      {
        abilities: [],
        deckCount: [8, 2],
      },
    );
    expect(peekOf(r)).toMatchObject({ side: 1, cards: ['Squirtle'], visibleTo: 0 });
  });

  it('your own deck: its top card', () => {
    const r = run(position({ active: { card: UNOWN }, deck: ['A1 001', 'A1 053'] }), [ability(0), choose(0)]);
    expect(peekOf(r)).toMatchObject({ side: 0, cards: ['Bulbasaur'], visibleTo: 0 });
  });
});

describe("draw_until the opponent's hand size", () => {
  const AIPOM = { card: 'A4 142', energy: ['C'] }; // Imitate: Draw cards until you have the same number of cards in your hand as your opponent.
  const them = { hand: ['A1 189', 'A1 189', 'A1 189'] };

  it("Aipom draws up to the opponent's 3 cards (the opponent then draws for their turn)", () => {
    run(position({ active: AIPOM, hand: [] }, them), [attack(0)], { handCount: [3, 4], deckCount: [5, 7] });
  });

  it('draws nothing when the hand already holds as many', () => {
    run(position({ active: AIPOM, hand: ['A1 189', 'A1 189', 'A1 189', 'A1 189'] }, them), [attack(0)], {
      handCount: [4, 4],
      deckCount: [8, 7],
    });
  });
});

/**
 * Golden tests of the cards family's shared effect types (issue 21):
 * deck_top_to_hand, discard_to_hand, hand_to_deck, opponent_hand_to_deck,
 * swap_hand_with_deck, shuffle_deck, reveal_deck_cards and the card filter
 * they read (`what`). Each plays a variant of the shipped catalog — Squirtle's
 * Water Gun (an attack) or Poké Ball (a trainer) given the effect — through
 * the real game, and checks the zones, the choices and what each seat sees.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { catalog, catalogOfFile, readCardsFile, shippedDataDir } from '../src/data/catalog.ts';
import type { CardsFile } from '../src/data/schema.ts';
import { pocket } from '../src/index.ts';
import { useCatalog } from '../src/rules/cards.ts';
import type { PocketState } from '../src/state.ts';
import { attack, choose, coins, play, position, run } from './helpers.ts';

/** The shipped data with Squirtle's Water Gun (attack) or Poké Ball (trainer) given `effects` (checked as at load). */
let shippedFile: CardsFile | null = null;
function withEffects(on: 'squirtle' | 'pokeball', effects: unknown[]): void {
  shippedFile ??= readCardsFile(shippedDataDir);
  const cards = shippedFile.cards.slice();
  const i = cards.findIndex((c) => c.id === (on === 'squirtle' ? 'A1 053' : 'P-A 005'));
  const card = structuredClone(cards[i]) as Record<string, unknown> & {
    attacks?: Array<Record<string, unknown>>;
  };
  const effect = { text: 'A test text.', effects };
  if (on === 'squirtle' && card.attacks) card.attacks[0].effect = effect;
  else card.effect = effect;
  cards[i] = card as unknown as CardsFile['cards'][number];
  const cat = catalogOfFile({ ...shippedFile, cards }, shippedDataDir);
  useCatalog(() => cat);
}
afterEach(() => useCatalog(catalog));

/** The state after `steps` (actions, and `coins` forcing flips), built and played as the scenario harness does. */
function playOut(setup: unknown, steps: Array<Record<string, unknown>>): PocketState {
  const spec = pocket.scenarios;
  if (!spec) throw new Error('no scenarios');
  const ctx = { game: pocket, options: {}, seed: 'golden', apply: {} } as never;
  let s = spec.build(spec.setupSchema.parse(setup), ctx) as PocketState;
  for (const st of steps) {
    if (st.do === 'coins') s.forced.push(...(st.heads as boolean[]).map((h) => (h ? 1 : 0)));
    else s = pocket.apply(s, pocket.toAct(s)[0], st.action as never);
  }
  return s;
}

const squirtle = { card: 'A1 053', energy: ['W'] };
const POKE_BALL = 1; // uid of the first hand card when side 0 has an Active and no Bench

describe('deck_top_to_hand', () => {
  it('puts every card of the kind among the top N into the hand; the rest stay in the deck', () => {
    withEffects('pokeball', [{ type: 'deck_top_to_hand', look: 3, what: { cardKind: 'pokemon', stage: 1 } }]);
    const r = run(
      position({
        active: squirtle,
        hand: ['P-A 005'],
        deck: ['A1 054', 'A1 001', 'A1 002', 'A1 054', 'A1 094'],
      }),
      [play(POKE_BALL)],
      // Wartortle and Ivysaur from the top 3; the second Wartortle (4th) stays.
      { hand: [['A1 054', 'A1 002'], ['A1 189']], deckCount: [3, 8] },
    );
    const events = r.steps[0].events as Array<{ type: string; visibleTo?: number }>;
    expect(events.find((e) => e.type === 'peek')?.visibleTo).toBe(0);
    expect(events.some((e) => e.type === 'deck-top-to-hand')).toBe(true);
  });

  it('finds nothing when no card of the kind is on top (the deck is shuffled all the same)', () => {
    withEffects('pokeball', [{ type: 'deck_top_to_hand', look: 2, what: { cardKind: 'tool' } }]);
    run(
      position({ active: squirtle, hand: ['P-A 005'], deck: ['A1 001', 'A1 094', 'A2 147'] }),
      [play(POKE_BALL)],
      {
        hand: [[], ['A1 189']],
        deckCount: [3, 8],
      },
    );
  });
});

describe('discard_to_hand', () => {
  it('puts a random card of the kind from the discard pile into the hand, named to both', () => {
    withEffects('pokeball', [{ type: 'discard_to_hand', count: 1, what: { cardKind: 'pokemon', stage: 0 } }]);
    run(
      position({ active: squirtle, hand: ['P-A 005'], discard: ['A1 054', 'P-A 007', 'A1 094'] }),
      [play(POKE_BALL)],
      { hand: [['A1 094'], ['A1 189']], discard: [['A1 054', 'P-A 007', 'P-A 005'], []] },
    );
  });

  it('counts heads ("for each heads") and is not playable with no such card', () => {
    withEffects('pokeball', [
      { type: 'discard_to_hand', count: { per: { of: 'heads', coins: 3 } }, what: { pokemonType: 'W' } },
    ]);
    run(
      position({ active: squirtle, hand: ['P-A 005'], discard: ['A1 053', 'A1 054', 'A1 055', 'A1 001'] }),
      [coins(true, false, true), play(POKE_BALL)],
      { handCount: [2, 1] },
    );
    run(position({ active: squirtle, hand: ['P-A 005'], discard: ['A1 001'] }), [], { plays: [] });
  });

  it('choose: the player picks the card', () => {
    withEffects('pokeball', [
      { type: 'discard_to_hand', count: 1, what: { cardKind: 'pokemon' }, choose: true },
    ]);
    run(
      position({ active: squirtle, hand: ['P-A 005'], discard: ['A1 001', 'A1 094'] }),
      [play(POKE_BALL), choose(1)],
      { hand: [['A1 094'], ['A1 189']] },
    );
  });
});

describe('hand_to_deck', () => {
  it('required 2: not playable with one other card in hand; with two, both are chosen in secret', () => {
    withEffects('pokeball', [
      { type: 'hand_to_deck', count: 2, required: true },
      { type: 'draw', count: 1 },
    ]);
    run(position({ active: squirtle, hand: ['P-A 005', 'A1 001'] }), [], { plays: ['bench Bulbasaur'] });
    const r = run(
      position({ active: squirtle, hand: ['P-A 005', 'A1 001', 'A1 094', 'A1 189'], deck: ['A1 211'] }),
      [play(POKE_BALL), choose(0), choose(1)],
      // Bulbasaur, then Rattata (option 1 of the two left) go back; the draw takes one of the 3 shuffled cards.
      { handCount: [2, 1], deckCount: [2, 8] },
    );
    const final = playOut(
      position({ active: squirtle, hand: ['P-A 005', 'A1 001', 'A1 094', 'A1 189'], deck: ['A1 211'] }),
      [play(POKE_BALL), choose(0), choose(1)],
    );
    expect(final.sides[0].hand.length + final.sides[0].deck.length).toBe(4);
    const step1 = r.steps[1].events as Array<{ type: string; choice?: string; visibleTo?: number }>;
    expect(
      step1.filter((e) => e.type === 'choice' && e.visibleTo === undefined).map((e) => e.choice),
    ).toEqual(['a card']);
    expect(step1.find((e) => e.type === 'choice' && e.visibleTo === 0)?.choice).toBe('Bulbasaur');
  });

  it("hides the options of the choice from the other seat's view", () => {
    withEffects('pokeball', [{ type: 'hand_to_deck', count: 1 }]);
    const setup = position({ active: squirtle, hand: ['P-A 005', 'A1 001', 'A1 094'] });
    run(setup, [play(POKE_BALL)], { pending: { player: 0, kind: 'effect' } });
    const s = playOut(setup, [play(POKE_BALL)]);
    expect(pocket.view(s, 0).pending?.options).toEqual(['Bulbasaur', 'Pikachu']);
    expect(pocket.view(s, 1).pending?.options).toEqual([]);
    expect(pocket.view(s, null).pending?.options).toEqual([]);
  });

  it('as_many_as_found: shuffles back as many Pokémon as the search before it found', () => {
    withEffects('pokeball', [
      { type: 'search_deck_to_hand', count: 2, what: { cardKind: 'pokemon' } },
      { type: 'hand_to_deck', count: 'as_many_as_found', what: { cardKind: 'pokemon' } },
    ]);
    // One Pokémon in the deck: one found, one chosen back (of Bulbasaur in hand and Pikachu found).
    run(
      position({ active: squirtle, hand: ['P-A 005', 'A1 001'], deck: ['A1 094', 'P-A 007'] }),
      [play(POKE_BALL), choose(0)],
      { hand: [['A1 094'], ['A1 189']], deckCount: [2, 8] },
    );
  });
});

describe('opponent_hand_to_deck', () => {
  it("reveals a random card of the opponent's hand to both and shuffles it into their deck", () => {
    withEffects('squirtle', [{ type: 'opponent_hand_to_deck', which: 'random', count: 1 }]);
    const r = run(
      position({ active: squirtle }, { hand: ['P-A 007'], deck: ['A1 001'] }),
      [attack(0)],
      // The opponent then draws one of the two cards of its deck at its turn.
      { handCount: [0, 1], deckCount: [8, 1] },
    );
    const ev = (r.steps[0].events as Array<{ type: string; cards?: string[] }>).find(
      (e) => e.type === 'hand-to-deck',
    );
    expect(ev?.cards).toEqual(["Professor's Research"]);
  });

  it('seenBy self: the card is named to the attacker only, and shown in its view until the turn ends', () => {
    withEffects('pokeball', [{ type: 'opponent_hand_to_deck', which: 'random', count: 1, seenBy: 'self' }]);
    const setup = position({ active: squirtle, hand: ['P-A 005'] }, { hand: ['P-A 007'] });
    const r = run(setup, [play(POKE_BALL)], { handCount: [0, 0] });
    const s = playOut(setup, [play(POKE_BALL)]);
    expect(pocket.view(s, 0).sides[1].shown).toEqual([{ card: "Professor's Research", from: 'hand', to: 0 }]);
    expect(pocket.view(s, 1).sides[1].shown).toEqual([]);
    const seen = (r.steps[0].events as Array<{ type: string; visibleTo?: number }>).find(
      (e) => e.type === 'cards-seen',
    );
    expect(seen?.visibleTo).toBe(0);
  });

  it('counts heads: one card per heads; an empty hand loses nothing', () => {
    withEffects('squirtle', [
      { type: 'opponent_hand_to_deck', which: 'random', count: { per: { of: 'heads', coins: 3 } } },
    ]);
    run(
      position({ active: squirtle }, { hand: ['P-A 007', 'A1 001', 'A1 094'], deck: ['A1 189'] }),
      [coins(true, true, false), attack(0)],
      { handCount: [0, 2], deckCount: [8, 2] },
    );
    run(position({ active: squirtle }, { hand: [], deck: ['A1 189'] }), [attack(0)], { handCount: [0, 1] });
  });
});

describe('swap_hand_with_deck', () => {
  it('switches a chosen Pokémon of the hand with a random Pokémon of the deck', () => {
    withEffects('pokeball', [{ type: 'swap_hand_with_deck', what: { cardKind: 'pokemon' } }]);
    run(
      position({ active: squirtle, hand: ['P-A 005', 'A1 001'], deck: ['P-A 007', 'A1 094', 'P-A 007'] }),
      [play(POKE_BALL)],
      { hand: [['A1 094'], ['A1 189']], deckCount: [3, 8] },
    );
  });

  it('is not playable without a Pokémon in the hand or in the deck', () => {
    withEffects('pokeball', [{ type: 'swap_hand_with_deck', what: { cardKind: 'pokemon' } }]);
    run(position({ active: squirtle, hand: ['P-A 005', 'P-A 007'], deck: ['A1 094'] }), [], {
      plays: ["play Professor's Research"],
    });
    run(position({ active: squirtle, hand: ['P-A 005', 'A1 001'], deck: ['P-A 007'] }), [], {
      plays: ['bench Bulbasaur'],
    });
  });

  it('any_card: gives any card of the hand for a card of the kind', () => {
    withEffects('pokeball', [
      { type: 'swap_hand_with_deck', what: { cardKind: 'tool' }, choose: 'any_card' },
    ]);
    run(
      position({ active: squirtle, hand: ['P-A 005', 'P-A 007'], deck: ['A1 094', 'A2 147'] }),
      [play(POKE_BALL)],
      { hand: [['A2 147'], ['A1 189']], deckCount: [2, 8] },
    );
  });
});

describe('shuffle_deck and reveal_deck_cards', () => {
  it('optional: the player may keep the order (the top card stays) or shuffle (the peek ends)', () => {
    withEffects('pokeball', [
      { type: 'look_top_deck', count: 1 },
      { type: 'shuffle_deck', optional: true },
    ]);
    const deck = ['A1 001', 'A1 094', 'A1 189', 'A1 211', 'A1 053', 'P-A 007'];
    const k = playOut(position({ active: squirtle, hand: ['P-A 005'], deck }), [play(POKE_BALL), choose(1)]);
    expect(k.sides[0].deck.map((u) => k.cards[u])).toEqual(
      deck.map((id) => catalog().cards.findIndex((c) => c.id === id)),
    );
    expect(k.sides[0].peek).toEqual(['A1 001']);
    const sh = playOut(position({ active: squirtle, hand: ['P-A 005'], deck }), [play(POKE_BALL), choose(0)]);
    expect(sh.sides[0].peek).toEqual([]);
    expect(sh.sides[0].deck.length).toBe(6);
  });

  it("reveals every card of the kind in the opponent's deck to both players for the turn, by name only", () => {
    withEffects('pokeball', [
      { type: 'reveal_deck_cards', side: 'opponent', what: { cardKind: 'supporter' } },
    ]);
    const setup = position(
      { active: squirtle, hand: ['P-A 005'] },
      { deck: ['P-A 007', 'A1 001', 'P-A 007', 'P-A 005'] },
    );
    run(setup, [play(POKE_BALL)], { deckCount: [8, 4] });
    const s = playOut(setup, [play(POKE_BALL)]);
    const shown = [
      { card: "Professor's Research", from: 'deck', to: 'both' },
      { card: "Professor's Research", from: 'deck', to: 'both' },
    ];
    expect(pocket.view(s, 0).sides[1].shown).toEqual(shown);
    expect(pocket.view(s, 1).sides[1].shown).toEqual(shown);
    // The end of the turn ends the reveal.
    const after = playOut(
      position({ active: squirtle, hand: ['P-A 005'] }, { deck: ['P-A 007', 'A1 001'] }),
      [play(POKE_BALL), { action: { type: 'end' } }],
    );
    expect(pocket.view(after, 0).sides[1].shown).toBeUndefined();
  });
});

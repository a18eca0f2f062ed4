/**
 * Golden tests of the stadiums family's texts read in issue 21's third
 * share: the once-per-turn actions of Area Zero and Kid's Room, played
 * through the real game by the player whose turn it is (either player may,
 * whoever played the Stadium). Card uids count the active stack, the Bench,
 * then the hand.
 */
import { describe, it } from 'vitest';
import { position, run } from './helpers.ts';

const AREA_ZERO = 'B3a 074';
const KIDS_ROOM = 'B3b 069';
const POTION = 'P-A 001';
const GIANT_CAPE = 'A2 147';
const useStadium = { action: { type: 'stadium' } };
const deck = ['A1 053', 'A1 053', 'A1 053'];

describe('Area Zero: shuffle a Basic Pokémon from the hand into the deck, then draw a card', () => {
  it("the opponent's Stadium, used by the player whose turn it is; once per turn", () => {
    const setup = position(
      { active: { card: 'A1 001' }, hand: ['A1 094', POTION], deck: ['A1 094', 'A1 094'] },
      {},
      { stadium: { card: AREA_ZERO, owner: 1 } },
    );
    // A deck of Pikachu: the card drawn is a Pikachu whatever the shuffle; the action is not offered again.
    run(setup, [useStadium], {
      hand: [[POTION, 'A1 094'], ['A1 189']],
      deckCount: [2, 8],
      legal: ['bench Pikachu', 'end the turn'],
    });
  });

  it('not offered without a Basic Pokémon in the hand', () => {
    const setup = position(
      { active: { card: 'A1 001' }, hand: [POTION], deck },
      {},
      { stadium: { card: AREA_ZERO, owner: 0 } },
    );
    run(setup, [], { legal: ['end the turn'] });
  });
});

describe("Kid's Room: a chosen card of the hand switched with a random Pokémon Tool of the deck", () => {
  it('Potion goes into the deck, the only Tool comes into the hand', () => {
    const setup = position(
      { active: { card: 'A1 001' }, hand: [POTION], deck: [...deck, GIANT_CAPE] },
      {},
      { stadium: { card: KIDS_ROOM, owner: 0 } },
    );
    run(setup, [useStadium], { hand: [[GIANT_CAPE], ['A1 189']], deckCount: [4, 8] });
  });

  it('not offered without a Tool in the deck', () => {
    const setup = position(
      { active: { card: 'A1 001' }, hand: [POTION], deck },
      {},
      { stadium: { card: KIDS_ROOM, owner: 0 } },
    );
    run(setup, [], { legal: ['end the turn'] });
  });
});

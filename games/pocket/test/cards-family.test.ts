/**
 * Golden tests of the family "cards" texts read so far: `mill` (the top of a
 * deck to its discard pile: own, the opponent's, each player's; a short deck
 * loses what it has) and "Discard a random card from your opponent's hand."
 * (`discard_random_hand_card` without a coin).
 */
import { describe, expect, it } from 'vitest';
import { attack, position, run } from './helpers.ts';

describe('cards family', () => {
  it("mill: Durant's Mountain Munch discards the top card of the opponent's deck, not its own", () => {
    run(
      position(
        { active: { card: 'A4a 007', energy: ['G', 'G'] }, deck: ['A1 001', 'A1 094'] },
        { deck: ['A1 053', 'A1 189', 'A1 001'], hand: [] },
      ),
      [attack(0)],
      // Side 1 then draws its turn's card (A1 189, now on top).
      { discard: [[], ['A1 053']], deckCount: [2, 1], hand: [[], ['A1 189']] },
    );
  });

  it("mill: Rhyperior's Mountain Swing discards the top 3 of its own deck; a deck of 2 loses 2", () => {
    run(
      position({
        active: { card: 'A2 082', energy: ['F', 'F', 'F', 'F'] },
        deck: ['A1 001', 'A1 094', 'A1 053', 'A1 189'],
      }),
      [attack(0)],
      {
        discard: [['A1 001', 'A1 094', 'A1 053'], ['A1 211']], // 150 damage Knocks Out Snorlax too
        deckCount: [1, 7],
      },
    );
    run(
      position({ active: { card: 'A2 082', energy: ['F', 'F', 'F', 'F'] }, deck: ['A1 001', 'A1 094'] }),
      [attack(0)],
      {
        discard: [['A1 001', 'A1 094'], ['A1 211']],
        deckCount: [0, 7],
      },
    );
  });

  it("mill: Ultra Necrozma ex's Shoegaze discards the top 5 of each player's deck", () => {
    run(
      position(
        {
          active: { card: 'P-A 081', energy: ['P', 'P', 'M', 'M'] },
          deck: ['A1 001', 'A1 001', 'A1 094', 'A1 094', 'A1 053', 'A1 053'],
        },
        { deck: ['A1 189', 'A1 189', 'A1 189', 'A1 189', 'A1 189', 'A1 001'], hand: [] },
      ),
      [attack(1)],
      // Side 1 had 6: 5 discarded, its last one drawn at its turn.
      { deckCount: [1, 0], handCount: [0, 1] },
    );
  });

  it("Houndoom's Diving Swipe discards a random card from the opponent's hand (none in hand: nothing)", () => {
    const r = run(
      position({ active: { card: 'A4 118', energy: ['D', 'D', 'D'] } }, { hand: ['A1 053'] }),
      [attack(0)],
      { discard: [[], ['A1 053']] },
    );
    expect(r.checks.length).toBeGreaterThan(0);
    run(position({ active: { card: 'A4 118', energy: ['D', 'D', 'D'] } }, { hand: [] }), [attack(0)], {
      discard: [[], []],
    });
  });
});

/**
 * Bad input at the engine's edge (issue 13): forced dice of the wrong count
 * or outside 1..6 are refused with a RuleViolation naming the expected
 * count, never topped up from the RNG.
 */
import { RuleViolation } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { rollDice } from '../src/rules/dice.ts';
import { defend, scenario, stateOf } from './helpers.ts';

describe('forced dice', () => {
  it("a defense roll with fewer forced dice than the card's dice is refused, naming the count", () => {
    // The Pyromancer's card rolls 3 dice; 2 are forced.
    expect(() =>
      scenario({
        options: { hero1: 'shadow-monk', hero2: 'pyromancer' },
        dice: { defense: [4, 5] },
        step: { kind: 'defend', incoming: 8 },
      }),
    ).toThrow(/bad-forced-dice: the defense roll needs 3 dice but 2 are forced \(4,5\)/);
    // Exactly three is fine.
    const out = defend({ incoming: 8, defense: [1, 2, 6, 4] });
    expect(out.defense!.diceBefore).toEqual([1, 2, 6, 4]);
  });

  it('a short offense reroll is refused and nothing is drawn from the RNG for it', () => {
    const { state } = stateOf({ dice: { offense: [1, 2, 3, 6, 6, 4] } });
    const before = JSON.stringify(state.rng);
    const dice = rollDice(state, 5, 'offense');
    expect(dice).toEqual([1, 2, 3, 6, 6]);
    expect(() => rollDice(state, 2, 'offense')).toThrow(RuleViolation);
    expect(() => rollDice(state, 2, 'offense')).toThrow(/needs 2 dice but 1 is forced/);
    // The refused roll took nothing: the forced die is still queued, the generator untouched.
    expect(state.forced.offense).toEqual([4]);
    expect(JSON.stringify(state.rng)).toBe(before);
  });

  it('faces outside 1..6 are refused', () => {
    const { state } = stateOf({});
    state.forced.defense = [3, 7, 1];
    expect(() => rollDice(state, 3, 'defense')).toThrow(/forced defense face 7 is not a die face \(1\.\.6\)/);
    state.forced.evasive = [0];
    expect(() => rollDice(state, 1, 'evasive')).toThrow(RuleViolation);
    // A scenario file cannot even say so: its schema refuses the face.
    expect(() => scenario({ dice: { defense: [9, 1, 1] }, step: { kind: 'defend', incoming: 1 } })).toThrow(
      /\$\.setup\.dice\.defense\[0\]/,
    );
  });
});

/**
 * The damage-bonus, damage-other and energy families' texts read in issue 21
 * (share 2), each played with a printed card through the real game: the
 * position set up, the attack used, the state asserted. The defender is
 * Snorlax (150 HP, Colorless, weak to Fighting) unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { attack, position, run } from './helpers.ts';

const snorlax = (hp: number) => ({ active: [{}, { name: 'Snorlax', hp }] });

describe('damage-bonus texts', () => {
  it('Puppy Pile: 20 for each Pokémon with the attack in play and in the hand (the attacker counts)', () => {
    expect(
      mapText(
        'Reveal all of your Pokémon in play and in your hand that have the Puppy Pile attack, and this attack does 20 damage for each Pokémon you revealed in this way.',
      ),
    ).toEqual([
      {
        type: 'damage_per_count',
        amount: 20,
        per: { of: 'with_attack', attack: 'Puppy Pile', zones: ['in_play', 'hand'] },
      },
    ]);
    const lillipup = { card: 'B3 137', energy: ['C', 'C'] };
    // Lillipup, a Benched Growlithe and a Yamper in the hand (the Rattata in the hand has no Puppy Pile).
    run(
      position({ active: lillipup, bench: [{ card: 'B3b 010' }], hand: ['B3b 025', 'A1 189'] }),
      [attack(0)],
      snorlax(150 - 60),
    );
    run(position({ active: lillipup, hand: ['A1 189'] }), [attack(0)], snorlax(150 - 20));
  });
});

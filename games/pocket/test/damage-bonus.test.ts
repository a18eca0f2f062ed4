/**
 * Golden tests of the damage-bonus family's effect types, each played on a
 * card of the pool that prints it (read from its text by the table), with
 * both sides of each count, condition or coin. The defender is Snorlax
 * (150 HP, Colorless, weak to Fighting: no attacker here is Fighting).
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { effectWords } from '../src/effects/effect.ts';
import { effectTypes } from '../src/effects/registry.ts';
import { attack, choose, coins, position, run } from './helpers.ts';

const snorlax = (hp: number) => ({ active: [{}, { name: 'Snorlax', hp }] });

describe('bonus_per_count', () => {
  it('Arceus ex, Ultimate Force: 70, and 20 more for each of your Benched Pokémon', () => {
    expect(mapText('This attack does 20 more damage for each of your Benched Pokémon.')).toEqual([
      { type: 'bonus_per_count', amount: 20, per: { of: 'bench', side: 'own' } },
    ]);
    const arceus = { card: 'A2a 071', energy: ['C', 'C', 'C'] };
    run(
      position({ active: arceus, bench: [{ card: 'A1 053' }, { card: 'A1 053' }] }),
      [attack(0)],
      snorlax(150 - 110),
    );
    run(position({ active: arceus }), [attack(0)], snorlax(150 - 70));
  });

  it('Regigigas, Raging Hammer: 50, and more equal to the damage on it', () => {
    const regigigas = (hp: number) => ({ card: 'A2 143', energy: ['C', 'C', 'C', 'C'], hp });
    run(position({ active: regigigas(110) }), [attack(0)], snorlax(150 - 80));
    run(position({ active: regigigas(140) }), [attack(0)], snorlax(150 - 50));
  });

  it('a negative amount reduces the damage, never below 0: "this attack\'s damage is reduced by …"', () => {
    const [ref] =
      mapText("This attack's damage is reduced by the amount of damage this Pokémon has on it.") ?? [];
    expect(ref).toEqual({ type: 'bonus_per_count', amount: -1, per: { of: 'damage', on: 'self' } });
    expect(effectTypes.get('bonus_per_count').params.safeParse({ ...ref, amount: 0 }).success).toBe(false);
  });

  it('Blissey, Energy Blow: 20 more for each Energy attached', () => {
    run(
      position({ active: { card: 'A4 132', energy: ['C', 'C', 'C', 'W'] } }),
      [attack(0)],
      snorlax(150 - 100),
    );
  });
});

describe('damage_per_count', () => {
  it("Suicune ex, Crystal Waltz: 20 for each Benched Pokémon (both yours and your opponent's)", () => {
    const suicune = { card: 'A4a 020', energy: ['W', 'W'] };
    // One Benched on each side (the defender's Rattata).
    run(position({ active: suicune, bench: [{ card: 'A1 053' }] }), [attack(0)], snorlax(150 - 40));
    run(position({ active: suicune }, { bench: [] }), [attack(0)], snorlax(150));
  });

  it("Teal Mask Ogerpon, Ogre's Whip: damage equal to its remaining HP", () => {
    run(
      position({ active: { card: 'B4 019', energy: ['G', 'G', 'C'], hp: 70 } }),
      [attack(0)],
      snorlax(150 - 70),
    );
  });
});

describe('bonus_if', () => {
  it("Absol, Unseen Claw: 20, and 60 more if the opponent's Active Pokémon has a Special Condition", () => {
    const absol = { card: 'A3 112', energy: ['D', 'C'] };
    run(
      position({ active: absol }, { active: { card: 'A1 211', status: ['asleep'] } }),
      [attack(0)],
      snorlax(150 - 80),
    );
    run(position({ active: absol }), [attack(0)], snorlax(150 - 20));
  });

  it('Ludicolo, Rhythmic Steps: 60 more with exactly 1, 3 or 5 cards in hand', () => {
    const ludicolo = { card: 'B1 055', energy: ['W', 'W'] };
    run(
      position({ active: ludicolo, hand: ['A1 053', 'A1 053', 'A1 053'] }),
      [attack(0)],
      snorlax(150 - 120),
    );
    run(position({ active: ludicolo, hand: ['A1 053', 'A1 053'] }), [attack(0)], snorlax(150 - 60));
  });

  it('its words are the condition and the bonus', () => {
    const ref = { type: 'bonus_if', bonus: 60, condition: { is: 'hand_size_in', sizes: [1, 3, 5] } };
    expect(effectTypes.get('bonus_if').words(ref, effectWords('attack'))).toBe(
      'if you have exactly 1, 3 or 5 cards in your hand, this attack does 60 more damage',
    );
  });
});

describe('damage_per_heads (widened) and coin_tiers, coin_or_nothing (widened)', () => {
  it('Emboar, Flare Storm: 70, and 30 more for each heads, one coin per Fire Energy', () => {
    const emboar = { card: 'B3 028', energy: ['R', 'R', 'R'] };
    run(position({ active: emboar }), [coins(true, false, true), attack(0)], snorlax(150 - 130));
    run(position({ active: emboar }), [coins(false, false, false), attack(0)], snorlax(150 - 70));
  });

  it('Gliscor, Acrobatics: 20, and 20 more for each heads of 2 coins', () => {
    run(
      position({ active: { card: 'A2 084', energy: ['F'] } }),
      [coins(true, true), attack(0)],
      snorlax(150 - 60 - 20),
    );
  });

  it('Iron Moth, Thermal Gust: the bonus by the number of heads of 3 coins', () => {
    const moth = { card: 'B3a 005', energy: ['R', 'C'] };
    run(position({ active: moth }), [coins(true, true, false), attack(0)], snorlax(150 - 60));
    run(position({ active: moth }), [coins(true, true, true), attack(0)], snorlax(150 - 130));
    run(position({ active: moth }), [coins(false, false, false), attack(0)], snorlax(150 - 10));
    expect(
      effectTypes.get('coin_tiers').params.safeParse({ type: 'coin_tiers', coins: 3, bonusByHeads: [0, 20] })
        .success,
    ).toBe(false);
  });

  it('Druddigon, Giga Claw: nothing only when both coins are tails', () => {
    const druddigon = { card: 'B1 176', energy: ['R', 'W', 'C', 'C'] };
    run(position({ active: druddigon }), [coins(false, false), attack(0)], snorlax(150));
    run(position({ active: druddigon }), [coins(false, true), attack(0)], snorlax(150 - 120));
  });

  it('flips 4 coins instead of 2 when the condition of coinsIf holds (Lucky Mittens)', () => {
    const [ref] =
      mapText(
        'Flip 2 coins. This attack does 30 damage for each heads. If this Pokémon has Lucky Mittens attached, flip 4 coins instead.',
      ) ?? [];
    expect(ref).toEqual({
      type: 'damage_per_heads',
      coins: 2,
      amount: 30,
      coinsIf: { condition: { is: 'self_has_tool', names: ['Lucky Mittens'] }, coins: 4 },
    });
    expect(effectTypes.get('damage_per_heads').params.safeParse(ref).success).toBe(true);
  });
});

describe('attack_rules', () => {
  it('Hitmonchan ex: no Weakness (Gliscor, also Fighting, gets +20 against Snorlax above)', () => {
    run(position({ active: { card: 'B1 124', energy: ['F'] } }), [attack(0)], snorlax(150 - 50));
  });

  it("Morgrem: the defender's effects do not count (Melmetal takes -20 from other attacks)", () => {
    const melmetal = { active: { card: 'A1 182' } };
    run(position({ active: { card: 'B1 164', energy: ['D', 'D'] } }, melmetal), [attack(0)], {
      active: [{}, { name: 'Melmetal', hp: 130 - 50 }],
    });
    // The same damage from an attack without the rule: reduced by 20.
    run(position({ active: { card: 'A3 112', energy: ['D', 'C'] } }, melmetal), [attack(0)], {
      active: [{}, { name: 'Melmetal', hp: 130 - 0 }],
    });
  });
});

describe('if with heads_at_least', () => {
  it('Drapion: 40 for each heads of 4 coins, and Poisoned when at least 2 are heads', () => {
    const drapion = { card: 'A2 106', energy: ['D', 'D', 'D'] };
    // Poisoned: 10 more at the checkup.
    run(position({ active: drapion }), [coins(true, true, false, false), attack(0)], {
      active: [{}, { hp: 150 - 80 - 10, status: ['poisoned'] }],
    });
    run(position({ active: drapion }), [coins(true, false, false, false), attack(0)], {
      active: [{}, { hp: 150 - 40, status: [] }],
    });
  });
});

describe('discard_own_bench_bonus', () => {
  const gyarados = {
    active: { card: 'A4 045', energy: ['W', 'W'] },
    bench: [{ card: 'A1 053' }, { card: 'A1 189' }, { card: 'A1 053' }],
  };
  it('Gyarados: 20, and 40 more for each Benched Water Pokémon discarded (chosen one by one)', () => {
    run(position(gyarados), [attack(0), choose(0), choose(0)], {
      ...snorlax(150 - 100),
      bench: [[{ name: 'Rattata' }], [{}]],
      discard: [['A1 053', 'A1 053'], []],
      points: [0, 0],
    });
  });

  it('Gyarados: may stop after one, or discard none', () => {
    run(position(gyarados), [attack(0), choose(1), choose(1)], {
      ...snorlax(150 - 60),
      discard: [['A1 053'], []],
    });
    run(position(gyarados), [attack(0), choose(2)], { ...snorlax(150 - 20), discard: [[], []] });
  });
});

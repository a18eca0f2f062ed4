/**
 * Golden test of the switch-retreat family's text read in issue 21's third
 * share: Celebi's Temporal Leaves (A4a 006, 40 damage, then devolve),
 * played through the real game against an Ivysaur (90 HP) on Bulbasaur
 * (70 HP).
 */
import { describe, it } from 'vitest';
import { attack, position, run } from './helpers.ts';

const celebi = { active: { card: 'A4a 006', energy: ['G', 'G'] } };
const ivysaur = (more = {}) => ({ card: 'A1 002', under: ['A1 001'], ...more });

describe('devolve: the highest Stage card of the evolved Active Pokémon goes into its owner’s hand', () => {
  it('Ivysaur takes 40, then is a Bulbasaur with that damage (30 HP left), cured; Ivysaur in the hand', () => {
    run(position(celebi, { active: ivysaur({ status: ['poisoned'] }), hand: [] }), [attack(0)], {
      active: [{}, { card: 'A1 001', hp: 30, status: [] }], // 70 - 40; cured, so no Poison damage at the Checkup
      hand: [[], ['A1 002', 'A1 189']],
    });
  });

  it('damage at or above the Basic’s HP Knocks it Out after the attack (the attacker scores)', () => {
    run(position(celebi, { active: ivysaur({ hp: 50 }), hand: [] }), [attack(0)], {
      points: [1, 0],
      discard: [[], ['A1 001']],
    });
  });

  it('a Basic Active Pokémon: nothing more than the damage', () => {
    run(position(celebi, { hand: [] }), [attack(0)], {
      active: [{}, { card: 'A1 211', hp: 110 }],
      hand: [[], ['A1 189']],
    });
  });
});

/**
 * Golden tests for every base duke on one tableau: 7 gold, 5 strength,
 * 4 magic; Rogue, Cleric, Archer, Merchant with Peasant and Knight; Blood Crow
 * Army (3 soldier icons, 2 VP); Goblin (minion, 1), Troll (boss, 6),
 * Owlbear (beast, 2), Giant (titan, 3). Icons: shadow 1, holy 1, soldier 5,
 * worker 2. Cards' own VP: 14.
 */
import { describe, expect, it } from 'vitest';
import { dukeVp, vpSources } from '../src/rules/score.ts';
import { cat, position } from './helpers.ts';

const DUKES: [string, number][] = [
  ['Cornelius the Dreamer', 2 + 1 + 1 + 3],
  ["El'syn, Saint of Shadows", 1 + 1 + 1 + 2 + 2],
  ['Elysium the Allsmith', 1 + 1 + 1 + 1 + 1 + 5 + 2],
  ['Hrothgar the Conqueror', 1 + 1 + 1 + 8 + 1],
  ['Isabella the Righteous', 2 + 1 + 1 + 2 + 5],
  ["Lekzand'r the Protector", 2 + 1 + 1 + 2 + 2],
  ['Node, Master of Swords', 2 + 1 + 1 + 2 + 5],
  ['Reese the Firebrand', 1 + 1 + 1 + 4 + 6 + 1],
  ['Simon the Unclean', 3 + 2 + 2 + 5 + 2],
  ['Waryn, Lord of Rogues', 2 + 1 + 1 + 2 + 2],
];

describe('every base duke', () => {
  it('the cases cover every base duke', () => {
    expect(new Set(DUKES.map(([n]) => n))).toEqual(
      new Set(cat.dukes.filter((d) => d.expansion === 'base').map((d) => d.name)),
    );
  });

  it.each(DUKES)('%s scores %i', (duke, vp) => {
    const state = position({
      players: [
        {
          g: 7,
          s: 5,
          m: 4,
          citizens: ['Rogue', 'Cleric', 'Archer', 'Merchant'],
          domains: ['Blood Crow Army'],
          monsters: ['Goblin', 'Troll', 'Owlbear', 'Giant'],
          duke,
        },
      ],
      dice: [1, 1],
    });
    // The Cleric pays 3 magic twice on a double 1 on-turn: reset what the harvest changed.
    Object.assign(state.players[0], { g: 7, s: 5, m: 4 });
    expect(dukeVp(cat, state.players[0])).toBe(vp);
    expect(vpSources(cat, state.players[0])).toEqual({
      tokens: 0,
      monsters: 12,
      domains: 2,
      duke: vp,
      nobles: 0,
      total: 14 + vp,
    });
  });
});

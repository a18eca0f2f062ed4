/**
 * move_damage (a shared type of the triggered-abilities branch, registered
 * ahead of its texts): a variant of the shipped catalog gives Squirtle's
 * Water Gun (20 damage) the effect; each case checks where the damage went.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { catalog, loadCatalog, shippedDataDir } from '../src/data/catalog.ts';
import { useCatalog } from '../src/rules/cards.ts';
import { attack, choose, position, run } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'pocket-move-damage-'));
cpSync(join(shippedDataDir, 'cards.json'), join(dir, 'cards.json'));
const raw = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));

/** Squirtle's (A1 053) attack and Rattata's (A1 189) Gnaw given move_damage effects. */
function load(): void {
  const squirtle = raw.cards.find((c: { id: string }) => c.id === 'A1 053');
  squirtle.attacks[0].effect = {
    text: 'Choose 1 of your Pokémon that has damage on it, and move all of its damage to this Pokémon.',
    effects: [
      { type: 'move_damage', from: { among: 'own_one', filter: 'damaged' }, to: 'self', amount: 'all' },
    ],
  };
  const rattata = raw.cards.find((c: { id: string }) => c.id === 'A1 189');
  rattata.attacks[0].effect = {
    text: "Choose 1 of your Pikachu that has damage on it, and move 40 of its damage to your opponent's Active Pokémon.",
    effects: [
      {
        type: 'move_damage',
        from: { among: 'own_one', names: ['Pikachu'], filter: 'damaged' },
        to: 'opponent_active',
        amount: 40,
      },
    ],
  };
  writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
  const cat = loadCatalog(dir);
  useCatalog(() => cat);
}
load();
afterAll(() => useCatalog(catalog));

describe('move_damage', () => {
  it('all of the damage of the one chosen among your damaged Pokémon moves to this Pokémon', () => {
    // Squirtle (uid 0) attacks; Benched Pikachu (uid 1, 30 damage) and Bulbasaur (uid 2, 10 damage).
    run(
      position({
        active: { card: 'A1 053', energy: ['W'] },
        bench: [
          { card: 'A1 094', hp: 30 },
          { card: 'A1 001', hp: 60 },
        ],
      }),
      [
        attack(0),
        {
          expect: {
            pending: { player: 0, options: ['Pikachu (Bench 1, 30 HP)', 'Bulbasaur (Bench 2, 60 HP)'] },
          },
        },
        choose(0),
      ],
      {
        active: [{ name: 'Squirtle', hp: 30 }, { hp: 130 }],
        bench: [
          [
            { name: 'Pikachu', hp: 60 },
            { name: 'Bulbasaur', hp: 60 },
          ],
          [{}],
        ],
      },
    );
  });

  it("a number of damage, from a named Pokémon, to the opponent's Active Pokémon: at most what it has, no Weakness or reduction", () => {
    // Rattata (uid 0) attacks (Gnaw 20); Benched Pikachu (uid 1) has 50 damage, the other Pikachu 0.
    run(
      position(
        {
          active: { card: 'A1 189', energy: ['C'] },
          bench: [{ card: 'A1 094', hp: 10 }, { card: 'A1 094' }],
        },
        { active: { card: 'A1 053' } },
      ),
      [attack(0)],
      // Squirtle (60 HP) takes 20 and then 40 moved: Knocked Out, a point; Pikachu keeps 10 damage.
      {
        points: [1, 0],
        bench: [
          [
            { name: 'Pikachu', hp: 50 },
            { name: 'Pikachu', hp: 60 },
          ],
          [],
        ],
      },
    );
  });

  it('moves only what the source has', () => {
    run(
      position(
        { active: { card: 'A1 189', energy: ['C'] }, bench: [{ card: 'A1 094', hp: 40 }] },
        { active: { card: 'A1 211' } },
      ),
      [attack(0)],
      { active: [{}, { hp: 110 }], bench: [[{ name: 'Pikachu', hp: 60 }], [{}]] },
    );
  });
});

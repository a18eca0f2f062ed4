/**
 * Trigger events no printed text of the pool reads yet (the texts that name
 * them wait for another family's effect type): a variant of the shipped
 * catalog gives Pikachu (A1 094) a triggered Ability, and each case fires
 * its event through the real game.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { catalog, loadCatalog, shippedDataDir } from '../src/data/catalog.ts';
import { useCatalog } from '../src/rules/cards.ts';
import { end, position, run } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'pocket-trigger-variants-'));
cpSync(join(shippedDataDir, 'cards.json'), join(dir, 'cards.json'));
const raw = JSON.parse(readFileSync(join(dir, 'cards.json'), 'utf8'));
const pikachu = raw.cards.find((c: { id: string }) => c.id === 'A1 094');
pikachu.ability = {
  name: 'Early Riser',
  use: 'passive',
  activeOnly: true,
  effect: {
    text: 'At the beginning of your turn, if this Pokémon is in the Active Spot, draw a card.',
    effects: [
      { type: 'trigger', on: 'own_turn_start', activeOnly: true, effects: [{ type: 'draw', count: 1 }] },
    ],
  },
};
const squirtle = raw.cards.find((c: { id: string }) => c.id === 'A1 053');
squirtle.ability = {
  name: 'Night Rest',
  use: 'passive',
  activeOnly: false,
  effect: {
    text: "At the end of your opponent's turn, heal 20 damage from this Pokémon.",
    effects: [
      { type: 'trigger', on: 'opponent_turn_end', effects: [{ type: 'heal', amount: 20, target: 'self' }] },
    ],
  },
};
writeFileSync(join(dir, 'cards.json'), JSON.stringify(raw));
const variant = loadCatalog(dir);
useCatalog(() => variant);
afterAll(() => useCatalog(catalog));

describe('own_turn_start', () => {
  it("fires at the beginning of its owner's turn, after the turn's draw; not at the opponent's, not from the Bench", () => {
    // Side 1 ends its turn 4: side 0 draws for the turn, then Pikachu's Ability draws one more.
    run(position({ active: { card: 'A1 094' } }, {}, { turn: 4, current: 1 }), [end], {
      handCount: [2, 1],
      turn: 5,
    });
    // Side 0 ends its turn: side 1's turn begins, side 0's Pikachu does nothing.
    run(position({ active: { card: 'A1 094' } }), [end], { handCount: [0, 2] });
    run(
      position({ active: { card: 'A1 053' }, bench: [{ card: 'A1 094' }] }, {}, { turn: 4, current: 1 }),
      [end],
      {
        handCount: [1, 1],
      },
    );
  });
});

describe('opponent_turn_end', () => {
  it("fires at the end of the opponent's turn (from the Bench too), not at the end of its owner's", () => {
    run(
      position(
        { active: { card: 'A1 094' }, bench: [{ card: 'A1 053', hp: 30 }] },
        {},
        { turn: 4, current: 1 },
      ),
      [end],
      { bench: [[{ name: 'Squirtle', hp: 50 }], [{}]] },
    );
    run(position({ active: { card: 'A1 053', hp: 30 } }), [end], { active: [{ hp: 30 }, {}] });
  });
});

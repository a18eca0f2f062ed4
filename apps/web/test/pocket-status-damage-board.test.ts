/**
 * The Pocket board shows a Special Condition's Checkup damage when the
 * attack that inflicted it set one (issue 21: Toxicroak's Toxic, "Do 20
 * damage to this Pokémon instead of the usual amount"), to both seats; a
 * plain condition shows its name only.
 */
import { pocket } from '@arbiter/pocket';
import { describe, expect, it } from 'vitest';
import { type PocketPosition, pocketBoardMarkup, pocketPosition } from './pocket-board-helpers.ts';

type State = PocketPosition;

function build(attacker: unknown): State {
  const setup = {
    turn: 3,
    current: 0,
    first: 0,
    sides: [
      { active: attacker, deck: ['A1 001', 'A1 001'], energyTypes: ['D'] },
      { active: { card: 'A1 211' }, deck: ['A1 001', 'A1 001'], energyTypes: ['C'] },
    ],
  };
  return pocketPosition(setup, 'board-status-damage');
}

const markup = (s: State, seat: 0 | 1) => pocketBoardMarkup(s, seat);

describe('Pocket board: Checkup damage set by an attack', () => {
  it("Toxic's Poison shows 20 at each Checkup to both seats; a plain Poison shows no amount", () => {
    let s = build({ card: 'A2a 052', under: ['A2 107'], energy: ['D'] });
    s = pocket.apply(s, 0, { type: 'attack', index: 0 });
    for (const seat of [0, 1] as const) {
      const html = markup(s, seat);
      expect(html).toContain('data-status-damage="20"');
      expect(html).toContain('(20 at each Checkup)');
    }
    let plain = build({ card: 'A2b 047', energy: ['D'] });
    plain = pocket.apply(plain, 0, { type: 'attack', index: 0 });
    const html = markup(plain, 1);
    expect(html).toContain('data-status="poisoned"');
    expect(html).not.toContain('data-status-damage');
  });
});

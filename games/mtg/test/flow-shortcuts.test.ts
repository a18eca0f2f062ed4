/**
 * The turn flow's shortcuts (engine/flow-shortcuts.ts) skip work that finds
 * nothing — state-based actions checked in full only when some permanent is
 * a candidate (a creature with lethal damage or 0 toughness, two legendary
 * permanents, an attachment, an Aura) — and must never change a game: over
 * random games of both pools, with Auras dying with their hosts, a game
 * played with the shortcuts off takes the same actions and ends the same.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useFlowShortcuts } from '../src/engine/flow-shortcuts.ts';
import { randomGameActions } from './helpers.ts';

// Aura decks (Pacifism-style removal, creature Auras) and creature fights; one phase-1 pairing.
const pairings: Array<[string, string]> = [
  ['golgari', 'gruul'],
  ['creatures', 'dimir'],
  ['mono_white', 'black_aggro'],
  ['selesnya', 'simic'],
  ['glorious_combat', 'dark_sacrifice'],
];

afterEach(() => useFlowShortcuts(true));

describe('turn-flow shortcuts', () => {
  it('leave every random game as it goes with every check done in full', () => {
    let actions = 0;
    for (const [i, [deck1, deck2]] of pairings.entries()) {
      const seed = `flow-shortcuts/${i}`;
      const quick = randomGameActions(deck1, deck2, seed);
      useFlowShortcuts(false);
      const full = randomGameActions(deck1, deck2, seed);
      useFlowShortcuts(true);
      expect(quick, `${deck1} v ${deck2}`).toEqual(full);
      actions += quick.length;
    }
    expect(actions).toBeGreaterThan(700);
  });
});

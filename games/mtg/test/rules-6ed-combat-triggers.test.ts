/**
 * Sixth Edition's combat triggers: "whenever ~ blocks or becomes blocked"
 * (CR 509.3c-d, once per combat), "… by a non-Wall creature" (once per such
 * creature, that creature the subject), and "at end of combat" delayed
 * abilities (CR 603.7, 511.1).
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { act, expectNow, type Json, pass, player, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const infantry = 'Whenever ~ blocks or becomes blocked, it gets -1/-1 until end of turn.';
const combat = (attacker: Json, blocker: Json) => ({
  step: 'declare_attackers',
  active: 0,
  players: [player({ battlefield: [attacker] }), player({ battlefield: [blocker] })],
});
const attackAndBlock = [
  act({ type: 'attack', creature: '@a' }),
  act({ type: 'attack_done' }),
  pass(2),
  act({ type: 'block', blocker: '@b', attacker: '@a' }),
  act({ type: 'block_done' }),
];

describe('Sixth Edition: combat triggers', () => {
  it('the cards read as these triggers', () => {
    for (const id of ['goblin_elite_infantry', 'thicket_basilisk', 'fog_elemental'])
      expect(catalog().cards[id]?.rules.unparsed, id).toEqual([]);
  });

  it('CR 509.3d Goblin Elite Infantry becomes blocked: -1/-1 until end of turn, once', () => {
    scenario(
      combat({ card: 'goblin_elite_infantry', tag: 'a' }, { card: 'goblin_elite_infantry', tag: 'b' }),
      [...attackAndBlock, expectNow({ stack: [infantry, infantry] }), pass(2), pass(2)],
      { cards: { a: { power: 1, toughness: 1 }, b: { power: 1, toughness: 1 } } },
    );
  });

  it('CR 603.7, 511.1 Thicket Basilisk blocks a non-Wall creature: that creature is destroyed at end of combat', () => {
    scenario(
      combat({ card: 'hulking_cyclops', tag: 'a' }, { card: 'thicket_basilisk', tag: 'b' }),
      [
        ...attackAndBlock,
        pass(2),
        expectNow({ stack: [] }),
        pass(4),
        expectNow({ step: 'end_combat' }),
        pass(2),
      ],
      { cards: { a: { zone: 'graveyard' }, b: { zone: 'graveyard' } } },
    );
  });

  it('CR 603.7 Thicket Basilisk blocked by a Wall: no trigger, the Wall stays', () => {
    scenario(combat({ card: 'thicket_basilisk', tag: 'a' }, { card: 'wall_of_swords', tag: 'b' }), [
      ...attackAndBlock,
      expectNow({ stack: [] }),
    ]);
  });

  it('CR 603.7 Fog Elemental attacks: sacrificed at end of combat, after its damage', () => {
    scenario(
      combat({ card: 'fog_elemental', tag: 'a' }, { card: 'grizzly_bears', tag: 'b' }),
      [
        act({ type: 'attack', creature: '@a' }),
        act({ type: 'attack_done' }),
        pass(2),
        expectNow({ stack: [] }),
        pass(6),
        expectNow({ step: 'end_combat' }),
        pass(2),
      ],
      { life: [20, 16], cards: { a: { zone: 'graveyard' } } },
    );
  });
});

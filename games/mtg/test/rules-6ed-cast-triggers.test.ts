/**
 * Spell-cast triggers of Sixth Edition (CR 603.2): "Whenever a player casts
 * a white spell" (any player's, of a colour) and "Whenever an opponent
 * casts a red spell" (only an opponent's).
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { act, pass, player, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

/** Player `caster` casts Lightning Bolt at the other player while player 1 controls Warmth. */
function boltUnderWarmth(caster: 0 | 1) {
  const bolter = {
    hand: [{ card: 'lightning_bolt', tag: 'bolt' }],
    battlefield: [{ card: 'basic_mountain' }],
  };
  const warmth = { battlefield: [{ card: 'warmth' }] };
  return {
    step: 'main1',
    active: 0,
    players:
      caster === 1
        ? [player(warmth), player(bolter)]
        : [
            player({ ...bolter, ...{ battlefield: [...bolter.battlefield, ...warmth.battlefield] } }),
            player(),
          ],
  };
}

describe('Sixth Edition: spell-cast triggers', () => {
  it('the cards read as these triggers', () => {
    const t = (id: string) => catalog().cards[id].rules.triggers[0];
    expect(t('warmth')).toMatchObject({
      trigger: 'CAST_SPELL',
      conditions: [
        { id: 'controller', is: 'opponent' },
        { id: 'spell_type', filter: { color: 'R' } },
      ],
      steps: [{ op: 'gain_life', who: { you: true }, amount: 2 }],
    });
    expect(t('ivory_cup')).toMatchObject({
      trigger: 'CAST_SPELL',
      conditions: [{ id: 'spell_type', filter: { color: 'W' } }],
    });
  });

  it("CR 603.2 Warmth: an opponent's red spell gains its controller 2 life", () => {
    scenario(
      boltUnderWarmth(1),
      [pass(1), act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@p0']] }, 1), pass(4)],
      {
        life: [19, 20],
        stack: [],
      },
    );
  });

  it("CR 603.2 Warmth: its controller's own red spell does not trigger it", () => {
    scenario(
      boltUnderWarmth(0),
      [act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@p1']] }), pass(2)],
      {
        life: [20, 17],
        stack: [],
      },
    );
  });
});

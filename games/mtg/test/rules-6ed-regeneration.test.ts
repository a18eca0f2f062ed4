/**
 * Regeneration (CR 701.19) with Sixth Edition cards: a shield replaces the
 * next destruction this turn — by a `destroy` step or by lethal damage
 * (704.5g) — tapping the permanent, removing its damage and removing it from
 * combat (701.19a, 506.4); "It can't be regenerated" makes the destruction
 * skip shields (701.19c).
 */

import { describe, expect, it, vi } from 'vitest';
import { act, expectNow, pass, player, sixthRules as rules, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe('Sixth Edition: regeneration', () => {
  it('the cards read as these rules', () => {
    expect(rules('drudge_skeletons').activated[0].steps).toEqual([
      { op: 'regenerate', what: { self: true } },
    ]);
    expect(rules('regeneration').activated[0].steps).toEqual([
      { op: 'regenerate', what: { enchanted: true } },
    ]);
    expect(rules('terror').steps).toEqual([{ op: 'destroy', what: { target: 0 }, noRegenerate: true }]);
    expect(rules('terror').targets[0].filter).toEqual({
      notTypes: ['artifact'],
      notColor: 'B',
      types: ['creature'],
    });
    expect(rules('wrath_of_god').steps).toEqual([
      { op: 'destroy', what: { all: { types: ['creature'] } }, noRegenerate: true },
    ]);
    for (const id of [
      'drudge_skeletons',
      'river_boa',
      'gorilla_chieftain',
      'mischievous_poltergeist',
      'regeneration',
      'uktabi_wildcats',
      'kjeldoran_dead',
      'terror',
      'wrath_of_god',
      'perish',
      'pillage',
      'reprisal',
      'shatterstorm',
      'jokulhaups',
    ])
      expect(
        rules(id).unparsed.filter((l) => /egenerat|^Destroy/.test(l)),
        id,
      ).toEqual([]);
  });

  it('CR 701.19a a shield replaces destruction: the Boa stays, tapped, with no damage', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'doom_blade', tag: 'spell' }],
            battlefield: [{ card: 'basic_swamp' }, { card: 'basic_swamp' }],
          }),
          player({ battlefield: [{ card: 'river_boa', tag: 'boa' }, { card: 'basic_forest' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@spell', via: 'hand', targets: [['@boa']] }),
        pass(1),
        act({ type: 'activate', source: '@boa', ability: 0, targets: [] }, 1),
        pass(2),
        expectNow({ stack: ['Doom Blade'] }),
        pass(2),
      ],
      { cards: { boa: { zone: 'battlefield', tapped: true, damage: 0 }, spell: { zone: 'graveyard' } } },
    );
  });

  it('CR 701.19c Terror: "It can\'t be regenerated" — the shield does not apply', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'terror', tag: 'spell' }],
            battlefield: [{ card: 'basic_swamp' }, { card: 'basic_swamp' }],
          }),
          player({ battlefield: [{ card: 'river_boa', tag: 'boa' }, { card: 'basic_forest' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@spell', via: 'hand', targets: [['@boa']] }),
        pass(1),
        act({ type: 'activate', source: '@boa', ability: 0, targets: [] }, 1),
        pass(4),
      ],
      { cards: { boa: { zone: 'graveyard' } } },
    );
  });

  it('CR 704.5g, 506.4 lethal combat damage: a regenerated blocker survives, tapped, out of combat', () => {
    scenario(
      {
        step: 'declare_attackers',
        active: 0,
        players: [
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'bears' }] }),
          player({ battlefield: [{ card: 'drudge_skeletons', tag: 'sk' }, { card: 'basic_swamp' }] }),
        ],
      },
      [
        act({ type: 'attack', creature: '@bears' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@sk', attacker: '@bears' }),
        act({ type: 'block_done' }),
        pass(1),
        act({ type: 'activate', source: '@sk', ability: 0, targets: [] }, 1),
        pass(2),
        expectNow({ stack: [] }),
        pass(2),
      ],
      {
        life: [20, 20],
        cards: { sk: { zone: 'battlefield', tapped: true, damage: 0 }, bears: { damage: 1 } },
      },
    );
  });

  it('Fatal Blow targets only a creature that was dealt damage this turn, and regeneration does not save it', () => {
    const position = (damage: number) => ({
      step: 'main1',
      active: 0,
      players: [
        player({ hand: [{ card: 'fatal_blow', tag: 'fb' }], battlefield: [{ card: 'basic_swamp' }] }),
        player({
          battlefield: [
            { card: 'gorilla_chieftain', tag: 'boa', damage },
            { card: 'basic_forest' },
            { card: 'basic_forest' },
          ],
        }),
      ],
    });
    scenario(position(0), [], { castOptions: [] });
    scenario(
      position(1),
      [
        act({ type: 'cast', card: '@fb', via: 'hand', targets: [['@boa']] }),
        pass(1),
        act({ type: 'activate', source: '@boa', ability: 0, targets: [] }, 1),
        pass(4),
      ],
      { cards: { boa: { zone: 'graveyard' } } },
    );
  });

  it('CR 701.19a a creature regenerated from lethal damage was still dealt damage this turn (Fatal Blow may target it)', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [
              { card: 'lightning_bolt', tag: 'bolt' },
              { card: 'fatal_blow', tag: 'fb' },
            ],
            battlefield: [{ card: 'basic_mountain' }, { card: 'basic_swamp' }],
          }),
          player({
            battlefield: [
              { card: 'gorilla_chieftain', tag: 'g' },
              { card: 'basic_forest' },
              { card: 'basic_forest' },
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@g']] }),
        pass(1),
        act({ type: 'activate', source: '@g', ability: 0, targets: [] }, 1),
        pass(4),
        expectNow({ cards: { g: { zone: 'battlefield', damage: 0, tapped: true } } }),
        act({ type: 'cast', card: '@fb', via: 'hand', targets: [['@g']] }),
        pass(2),
      ],
      { cards: { g: { zone: 'graveyard' } } },
    );
  });
});

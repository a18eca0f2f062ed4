/**
 * Sixth Edition's other triggers and life: "whenever a creature enters"
 * (any player's, CR 603.6a), "whenever a creature dies" (700.4, looking
 * back 603.10a), "you lose half your life, rounded up" (119, 107.1a).
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { act, choose, expectNow, lands, pass, player, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

describe('Sixth Edition: other triggers, half your life', () => {
  it('the cards read as these abilities', () => {
    const c = catalog().cards;
    expect(c.aether_flash.rules.triggers[0]).toMatchObject({
      trigger: 'ANY_CREATURE_ENTERS',
      steps: [{ op: 'damage', to: { eventSubject: true }, amount: 2 }],
    });
    expect(c.soul_net.rules.triggers[0]).toMatchObject({
      trigger: 'CREATURE_DIES',
      steps: [{ op: 'pay_optional' }, { op: 'gain_life', amount: 1 }],
    });
    expect(c.infernal_contract.rules.steps[1]).toEqual({
      op: 'lose_life',
      who: { you: true },
      amount: { halfLifeOf: { you: true }, round: 'up' },
    });
  });

  it("CR 603.6a Aether Flash: a creature entering under any player's control is dealt 2 damage", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({ hand: [{ card: 'grizzly_bears', tag: 'b' }], battlefield: lands('basic_forest', 2) }),
          player({ battlefield: [{ card: 'aether_flash' }] }),
        ],
      },
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [] }), pass(2), pass(2)],
      { stack: [], cards: { b: { zone: 'graveyard' } } },
    );
  });

  it('CR 119, 107.1a Infernal Contract: draw four, lose half your life rounded up (15 → 7)', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            life: 15,
            hand: [{ card: 'infernal_contract', tag: 'ic' }],
            battlefield: lands('basic_swamp', 3),
          }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@ic', via: 'hand', targets: [] }), pass(2)],
      { life: [7, 20], hands: [['Plains', 'Plains', 'Plains', 'Plains'], []] },
    );
  });

  it("CR 120.3 Spirit Link: its controller gains the damage the enchanted creature deals (an opponent's creature too)", () => {
    expect(catalog().cards.spirit_link.rules.triggers[0]).toMatchObject({
      trigger: 'ENCHANTED_DEALS_DAMAGE',
      steps: [{ op: 'gain_life', amount: { eventAmount: true } }],
    });
    scenario(
      {
        step: 'declare_attackers',
        active: 0,
        players: [
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'b' }] }),
          player({ battlefield: [{ card: 'spirit_link', attachedTo: 'b' }] }),
        ],
      },
      [act({ type: 'attack', creature: '@b' }), act({ type: 'attack_done' }), pass(6)],
      { life: [20, 20], stack: [] },
    );
  });

  it('CR 506.2, 608.2d Sibilant Spirit attacks: the defending player may draw a card (their decision)', () => {
    for (const [label, hand] of [
      ['Yes', ['Plains']],
      ['No', []],
    ] as const)
      scenario(
        {
          step: 'declare_attackers',
          active: 0,
          players: [player({ battlefield: [{ card: 'sibilant_spirit', tag: 's' }] }), player()],
        },
        [
          act({ type: 'attack', creature: '@s' }),
          act({ type: 'attack_done' }),
          pass(2),
          expectNow({ pending: 'resolve' }),
          choose(label),
        ],
        { hands: [[], hand] },
      );
  });

  it("CR 608.2h Nature's Resurgence: each player draws for each creature card in their own graveyard", () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'natures_resurgence', tag: 'n' }],
            graveyard: ['grizzly_bears', 'grizzly_bears', 'basic_forest'],
            battlefield: lands('basic_forest', 4),
          }),
          player({ graveyard: ['grizzly_bears', 'basic_forest'] }),
        ],
      },
      [act({ type: 'cast', card: '@n', via: 'hand', targets: [] }), pass(2)],
      { hands: [['Plains', 'Plains'], ['Plains']], libraries: [8, 9] },
    );
  });

  it('CR 111.2 Waiting in the Weeds: each player creates a Cat for each untapped Forest they control', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'waiting_in_the_weeds', tag: 'w' }],
            battlefield: lands('basic_forest', 4),
          }),
          player({ battlefield: [...lands('basic_forest', 2), { card: 'basic_forest', tapped: true }] }),
        ],
      },
      [act({ type: 'cast', card: '@w', via: 'hand', targets: [] }), pass(2)],
      { tokens: [['Cat token'], ['Cat token', 'Cat token']] },
    );
  });

  it('CR 201.5, 608.2h Exile (the card): exiles a nonwhite attacker and gains its last known toughness', () => {
    expect(catalog().cards.exile.rules.steps).toEqual([
      { op: 'exile', what: { target: 0 } },
      { op: 'gain_life', who: { you: true }, amount: { toughnessOf: { target: 0 } } },
    ]);
    scenario(
      {
        step: 'declare_blockers',
        active: 1,
        combat: { attackers: ['b'], blocks: {} },
        players: [
          player({ hand: [{ card: 'exile', tag: 'x' }], battlefield: lands('basic_plains', 3) }),
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'b', tapped: true }] }),
        ],
      },
      [pass(1), act({ type: 'cast', card: '@x', via: 'hand', targets: [['@b']] }, 0), pass(2)],
      { life: [22, 20], cards: { b: { zone: 'exile' } } },
    );
  });

  it('CR 603.6c, 603.10a Sengir Autocrat leaves the battlefield: all Serf tokens are exiled', () => {
    const serfs = ['Serf token', 'Serf token', 'Serf token'];
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [
              { card: 'sengir_autocrat', tag: 'sa' },
              { card: 'lightning_bolt', tag: 'bolt' },
            ],
            battlefield: [...lands('basic_swamp', 4), { card: 'basic_mountain' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@sa', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        expectNow({ tokens: [serfs, []] }),
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@sa']] }),
        pass(2),
        expectNow({ stack: ['When ~ leaves the battlefield, exile all Serf tokens.'] }),
        pass(2),
      ],
      { tokens: [[], []], cards: { sa: { zone: 'graveyard' } } },
    );
  });
});

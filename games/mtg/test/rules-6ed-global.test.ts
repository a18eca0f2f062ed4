/**
 * Sixth Edition global statics (share C): characteristic-defining P/T (CR
 * 604.3, layer 7a, 613.4a), a filter of state ("Untapped creatures you
 * control", Castle), and the other global statics of the family.
 */

import { describe, expect, it, vi } from 'vitest';
import { act, expectNow, pass, player, scenario, sixthRules } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const effects = (id: string) => sixthRules(id).statics.map((st) => st.effect);

describe('Sixth Edition: characteristic-defining power and toughness (CR 604.3)', () => {
  it('the cards read as these rules', () => {
    expect(effects('maro')).toEqual([{ affects: { self: true }, definePT: { cardsInHand: 'you' } }]);
    expect(effects('nightmare')).toEqual([
      { affects: { self: true }, definePT: { count: { subtypes: ['Swamp'], controller: 'you' } } },
    ]);
    expect(effects('uktabi_wildcats')).toEqual([
      { affects: { self: true }, definePT: { count: { subtypes: ['Forest'], controller: 'you' } } },
    ]);
  });

  it('CR 604.3 Nightmare is as big as its controller’s Swamps, and grows when one more is played', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'basic_swamp', tag: 'sw' }],
            battlefield: [
              { card: 'nightmare', tag: 'n' },
              { card: 'basic_swamp' },
              { card: 'basic_swamp' },
              { card: 'basic_forest' },
            ],
          }),
          player({ battlefield: [{ card: 'basic_swamp' }] }),
        ],
      },
      [
        expectNow({ cards: { n: { power: 2, toughness: 2 } } }),
        act({ type: 'play_land', card: '@sw' }),
        expectNow({ cards: { n: { power: 3, toughness: 3 } } }),
      ],
    );
  });

  it('CR 604.3 Uktabi Wildcats counts Forests: sacrificing one to regenerate shrinks it', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            battlefield: [
              { card: 'uktabi_wildcats', tag: 'w' },
              { card: 'basic_forest' },
              { card: 'basic_forest' },
              { card: 'basic_forest', tag: 'f3' },
            ],
          }),
          player(),
        ],
      },
      [
        expectNow({ cards: { w: { power: 3, toughness: 3 } } }),
        act({ type: 'activate', source: '@w', ability: 0, targets: [], sacrifice: '@f3' }),
        expectNow({ cards: { w: { power: 2, toughness: 2 } } }),
      ],
    );
  });

  it('CR 604.3, 704.5f Maro follows its controller’s hand: smaller after a card is cast, dead at 0', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [
              { card: 'shock', tag: 'shock' },
              { card: 'basic_forest', tag: 'f' },
            ],
            battlefield: [{ card: 'maro', tag: 'maro' }, { card: 'basic_mountain' }],
          }),
          player({ hand: ['basic_forest', 'basic_forest', 'basic_forest'] }),
        ],
      },
      [
        expectNow({ cards: { maro: { power: 2, toughness: 2 } } }),
        act({ type: 'cast', card: '@shock', via: 'hand', targets: [['@p1']] }),
        expectNow({ cards: { maro: { power: 1, toughness: 1 } } }),
        pass(2),
        expectNow({ life: [20, 18] }),
        act({ type: 'play_land', card: '@f' }),
        expectNow({ cards: { maro: { zone: 'graveyard' } } }),
      ],
    );
  });
});

describe('Sixth Edition: a filter of state before "creatures" (Castle)', () => {
  it('"Untapped creatures you control" reads as the filter tapped: false, not a subtype', () => {
    expect(effects('castle')).toEqual([
      { affects: { all: { tapped: false, types: ['creature'], controller: 'you' } }, pt: [0, 2] },
    ]);
  });

  it('CR 613.4c an untapped creature gets +0/+2; tapped to attack it loses it, and dies of its damage (704.5g)', () => {
    scenario(
      {
        step: 'declare_attackers',
        active: 0,
        players: [
          player({
            battlefield: [
              { card: 'castle' },
              { card: 'grizzly_bears', tag: 'hurt', damage: 2 },
              { card: 'grizzly_bears', tag: 'home' },
            ],
          }),
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'theirs' }] }),
        ],
      },
      [
        expectNow({
          cards: { hurt: { toughness: 4 }, home: { toughness: 4 }, theirs: { toughness: 2 } },
        }),
        act({ type: 'attack', creature: '@hurt' }),
        act({ type: 'attack_done' }),
        expectNow({ cards: { hurt: { zone: 'graveyard' }, home: { toughness: 4 } } }),
      ],
    );
  });
});

describe('Sixth Edition: additional land plays (CR 305.2)', () => {
  it('the cards read as these rules', () => {
    expect(sixthRules('summer_bloom').steps).toEqual([
      { op: 'player_rule', rule: { id: 'extra_land_plays', amount: 3 }, duration: 'this_turn' },
    ]);
    expect(effects('storm_cauldron')).toEqual([
      { affects: { eachPlayer: true }, rules: [{ id: 'extra_land_plays', amount: 1 }] },
    ]);
  });

  const bloomTurn = (lands: number) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [
              { card: 'summer_bloom', tag: 'sb' },
              ...Array.from({ length: 5 }, (_, i) => ({ card: 'basic_forest', tag: `f${i}` })),
            ],
            battlefield: [{ card: 'basic_forest' }, { card: 'basic_forest' }],
          }),
          player(),
        ],
      },
      [
        act({ type: 'play_land', card: '@f0' }),
        act({ type: 'cast', card: '@sb', via: 'hand', targets: [] }),
        pass(2),
        ...Array.from({ length: lands - 1 }, (_, i) => act({ type: 'play_land', card: `@f${i + 1}` })),
        expectNow({ cards: { [`f${lands - 1}`]: { zone: 'battlefield' } } }),
      ],
    );

  it('CR 305.2 after Summer Bloom its caster plays up to three more lands this turn', () => {
    bloomTurn(4);
  });

  it('CR 305.2 a fifth land this turn is not a legal action', () => {
    expect(() => bloomTurn(5)).toThrow(/not legal/);
  });

  it('CR 305.2 without Summer Bloom a second land is not legal', () => {
    expect(() =>
      scenario(
        {
          step: 'main1',
          active: 0,
          players: [
            player({
              hand: [
                { card: 'basic_forest', tag: 'a' },
                { card: 'basic_forest', tag: 'b' },
              ],
            }),
            player(),
          ],
        },
        [act({ type: 'play_land', card: '@a' }), act({ type: 'play_land', card: '@b' })],
      ),
    ).toThrow(/not legal/);
  });
});

describe('Sixth Edition: "Creatures can\'t be the targets of spells" (Dense Foliage)', () => {
  it('the card reads as this rule', () => {
    expect(effects('dense_foliage')).toEqual([
      { affects: { all: { types: ['creature'] } }, rules: [{ id: 'cant_be_targeted', by: 'spells' }] },
    ]);
  });

  const foliage = (steps: Record<string, unknown>[]) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'shock', tag: 'shock' }],
            battlefield: [
              { card: 'basic_mountain' },
              { card: 'prodigal_sorcerer', tag: 'ps' },
              { card: 'dense_foliage' },
            ],
          }),
          player({ battlefield: [{ card: 'llanowar_elves', tag: 'elf' }] }),
        ],
      },
      steps,
    );

  it('CR 115.4 a spell can’t target a creature; it still targets a player', () => {
    expect(() => foliage([act({ type: 'cast', card: '@shock', via: 'hand', targets: [['@elf']] })])).toThrow(
      /not legal/,
    );
    foliage([
      act({ type: 'cast', card: '@shock', via: 'hand', targets: [['@p1']] }),
      pass(2),
      expectNow({ life: [20, 18] }),
    ]);
  });

  it('CR 115.4 an activated ability still targets a creature', () => {
    foliage([
      act({ type: 'activate', source: '@ps', ability: 0, targets: [['@elf']] }),
      pass(2),
      expectNow({ cards: { elf: { zone: 'graveyard' } } }),
    ]);
  });
});

describe('Sixth Edition: lands that are creatures (Living Lands, CR 613.1d, 613.4b)', () => {
  it('the card reads as this rule', () => {
    expect(effects('living_lands')).toEqual([
      { affects: { all: { subtypes: ['Forest'] } }, addTypes: ['creature'], setBasePT: [1, 1] },
    ]);
  });

  it('CR 613.1d every Forest is a 1/1 creature land (both players’): it can be shocked like one', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'shock', tag: 'shock' }],
            battlefield: [
              { card: 'basic_mountain' },
              { card: 'living_lands' },
              { card: 'basic_forest', tag: 'mine' },
            ],
          }),
          player({
            battlefield: [
              { card: 'basic_forest', tag: 'theirs' },
              { card: 'basic_swamp', tag: 'sw' },
            ],
          }),
        ],
      },
      [
        expectNow({ cards: { mine: { power: 1, toughness: 1 }, theirs: { power: 1, toughness: 1 } } }),
        act({ type: 'cast', card: '@shock', via: 'hand', targets: [['@theirs']] }),
        pass(2),
        expectNow({ cards: { theirs: { zone: 'graveyard' }, sw: { zone: 'battlefield' } } }),
      ],
    );
  });
});

describe('Sixth Edition: "Activated abilities of creatures can\'t be activated" (Cursed Totem, CR 602.5)', () => {
  it('the card reads as this rule', () => {
    expect(effects('cursed_totem')).toEqual([
      { affects: { all: { types: ['creature'] } }, rules: [{ id: 'cant_activate' }] },
    ]);
  });

  const withTotem = (totem: boolean, steps: Record<string, unknown>[]) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'giant_growth', tag: 'gg' }],
            battlefield: [
              { card: 'llanowar_elves', tag: 'elf' },
              { card: 'prodigal_sorcerer', tag: 'ps' },
              ...(totem ? [{ card: 'cursed_totem' }] : []),
            ],
          }),
          player(),
        ],
      },
      steps,
    );

  it('CR 602.5 a creature’s ability can’t be activated; without the Totem it can', () => {
    const ping = act({ type: 'activate', source: '@ps', ability: 0, targets: [['@p1']] });
    expect(() => withTotem(true, [ping])).toThrow(/not legal/);
    withTotem(false, [ping, pass(2), expectNow({ life: [20, 19] })]);
  });

  it('CR 605.3b a creature’s mana ability can’t be activated either: the Elves pay for nothing', () => {
    const growth = act({ type: 'cast', card: '@gg', via: 'hand', targets: [['@ps']] });
    expect(() => withTotem(true, [growth])).toThrow(/not legal/);
    expect(() => withTotem(true, [act({ type: 'mana', source: '@elf', ability: 0 })])).toThrow(/not legal/);
    withTotem(false, [growth, pass(2), expectNow({ cards: { ps: { power: 4 }, elf: { tapped: true } } })]);
  });
});

describe('Sixth Edition: cost increases (Chill, Derelor, CR 601.2f)', () => {
  it('the cards read as these rules', () => {
    expect(effects('chill')).toEqual([
      {
        affects: { eachPlayer: true },
        rules: [{ id: 'cost_increase', mana: { generic: 2, colored: {}, x: 0 }, spells: { color: 'R' } }],
      },
    ]);
    expect(effects('derelor')).toEqual([
      {
        affects: { you: true },
        rules: [
          { id: 'cost_increase', mana: { generic: 0, colored: { B: 1 }, x: 0 }, spells: { color: 'B' } },
        ],
      },
    ]);
  });

  const shockWith = (mountains: number, chillSide: 0 | 1) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'shock', tag: 'shock' }],
            battlefield: [
              ...Array.from({ length: mountains }, (_, i) => ({ card: 'basic_mountain', tag: `m${i}` })),
              ...(chillSide === 0 ? [{ card: 'chill' }] : []),
            ],
          }),
          player({ battlefield: chillSide === 1 ? [{ card: 'chill' }] : [] }),
        ],
      },
      [
        act({ type: 'cast', card: '@shock', via: 'hand', targets: [['@p1']] }),
        expectNow({ cards: { [`m${mountains - 1}`]: { tapped: true } } }),
        pass(2),
        expectNow({ life: [20, 18] }),
      ],
    );

  it('CR 601.2f under an opponent’s Chill a red spell costs {2} more: Shock needs three lands', () => {
    expect(() => shockWith(2, 1)).toThrow(/not legal/);
    shockWith(3, 1);
  });

  it('CR 601.2f Chill taxes its controller’s red spells too', () => {
    expect(() => shockWith(1, 0)).toThrow(/not legal/);
    shockWith(3, 0);
  });

  const terror = (swamps: number, derelorSide: 0 | 1) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'terror', tag: 't' }],
            battlefield: [
              ...Array.from({ length: swamps }, () => ({ card: 'basic_swamp' })),
              ...(derelorSide === 0 ? [{ card: 'derelor' }] : []),
            ],
          }),
          player({
            battlefield: [
              { card: 'grizzly_bears', tag: 'bear' },
              ...(derelorSide === 1 ? [{ card: 'derelor' }] : []),
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@t', via: 'hand', targets: [['@bear']] }),
        pass(2),
        expectNow({ cards: { bear: { zone: 'graveyard' } } }),
      ],
    );

  it('CR 601.2f Derelor: its controller’s black spells cost {B} more; an opponent’s do not', () => {
    expect(() => terror(2, 0)).toThrow(/not legal/);
    terror(3, 0);
    terror(2, 1);
  });
});

describe('Sixth Edition: "As ~ enters, it becomes your choice of …" (Primal Clay, CR 614.12)', () => {
  it('the card reads as this rule', () => {
    const [flag] = effects('primal_clay')[0].rules ?? [];
    expect(flag).toEqual({
      id: 'as_enters_choice',
      options: [
        { power: 3, toughness: 3, types: ['artifact', 'creature'], subtypes: [], keywords: [] },
        { power: 2, toughness: 2, types: ['artifact', 'creature'], subtypes: [], keywords: ['flying'] },
        {
          power: 1,
          toughness: 6,
          types: ['artifact', 'creature'],
          subtypes: ['Wall'],
          keywords: ['defender'],
        },
      ],
    });
  });

  const castClay = (label: string, clay: Record<string, unknown>) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'primal_clay', tag: 'clay' }],
            battlefield: Array.from({ length: 4 }, () => ({ card: 'basic_plains' })),
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@clay', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ cards: { clay: { zone: 'stack' } } }),
        { do: 'choose', label },
        expectNow({ cards: { clay: { zone: 'battlefield', ...clay } } }),
      ],
    );

  it('CR 614.12 its controller chooses as it resolves: a 1/6 Wall with defender', () => {
    castClay('a 1/6 Wall artifact creature with defender', {
      power: 1,
      toughness: 6,
      keywords: ['defender'],
      subtypes: ['Shapeshifter', 'Wall'],
    });
  });

  it('CR 614.12 or a 2/2 with flying, or a 3/3', () => {
    castClay('a 2/2 artifact creature with flying', { power: 2, toughness: 2, keywords: ['flying'] });
    castClay('a 3/3 artifact creature', { power: 3, toughness: 3, keywords: [] });
  });

  it('put onto the battlefield by an effect (Ashen Powder) it is the first option, a 3/3 (README decision)', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'ashen_powder', tag: 'ap' }],
            battlefield: Array.from({ length: 4 }, () => ({ card: 'basic_swamp' })),
          }),
          player({ graveyard: [{ card: 'primal_clay', tag: 'clay' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@ap', via: 'hand', targets: [['@clay']] }),
        pass(2),
        expectNow({ cards: { clay: { zone: 'battlefield', controller: 0, power: 3, toughness: 3 } } }),
      ],
    );
  });
});

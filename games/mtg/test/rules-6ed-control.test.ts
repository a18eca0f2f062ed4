/**
 * Sixth Edition control change (share C): CR 110.2 (a permanent's controller
 * is by default the player under whose control it entered; its owner does
 * not change), 613.1b (control-changing effects, layer 2), 302.6 (a creature
 * that came under a player's control this turn can't attack for them).
 */

import { describe, expect, it, vi } from 'vitest';
import { act, expectNow, lands, pass, player, sixthRules as rules, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

const swamps = lands('basic_swamp', 4);

describe('Sixth Edition: onto the battlefield under your control (Ashen Powder)', () => {
  it('the card reads as these rules', () => {
    expect(rules('ashen_powder').unparsed).toEqual([]);
    expect(rules('ashen_powder').targets).toEqual([
      { kind: 'card', zone: 'graveyard', owner: 'opponent', filter: { types: ['creature'] }, min: 1, max: 1 },
    ]);
    expect(rules('ashen_powder').steps).toEqual([
      { op: 'return_from_graveyard', what: { target: 0 }, to: 'battlefield', tapped: false, under: 'you' },
    ]);
  });

  it('CR 110.2 the creature card enters under the caster’s control; its owner keeps it (it dies to their graveyard)', () => {
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [
              { card: 'ashen_powder', tag: 'ap' },
              { card: 'shock', tag: 'shock' },
            ],
            battlefield: [...swamps, { card: 'basic_mountain' }],
          }),
          player({ graveyard: [{ card: 'grizzly_bears', tag: 'bear' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@ap', via: 'hand', targets: [['@bear']] }),
        pass(2),
        expectNow({
          cards: { bear: { zone: 'battlefield', controller: 0 } },
          graveyards: [['Ashen Powder'], []],
        }),
        act({ type: 'cast', card: '@shock', via: 'hand', targets: [['@bear']] }),
        pass(2),
        expectNow({ graveyards: [['Ashen Powder', 'Shock'], ['Grizzly Bears']] }),
      ],
    );
  });

  it('CR 115.1 a creature card in the caster’s own graveyard is not a legal target', () => {
    expect(() =>
      scenario(
        {
          step: 'main1',
          active: 0,
          players: [
            player({
              hand: [{ card: 'ashen_powder', tag: 'ap' }],
              graveyard: [{ card: 'grizzly_bears', tag: 'mine' }],
              battlefield: swamps,
            }),
            player({ graveyard: [{ card: 'grizzly_bears' }] }),
          ],
        },
        [act({ type: 'cast', card: '@ap', via: 'hand', targets: [['@mine']] })],
      ),
    ).toThrow(/not legal/);
  });
});

describe('Sixth Edition: exchanging life totals (Psychic Transfer, CR 701.12a, 119.5)', () => {
  it('the card reads as this rule', () => {
    expect(rules('psychic_transfer').steps).toEqual([
      { op: 'exchange_life', with: { target: 0 }, maxDifference: 5 },
    ]);
  });

  const transfer = (lives: [number, number], after: [number, number]) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            life: lives[0],
            hand: [{ card: 'psychic_transfer', tag: 'pt' }],
            battlefield: Array.from({ length: 5 }, () => ({ card: 'basic_island' })),
          }),
          player({ life: lives[1] }),
        ],
      },
      [
        act({ type: 'cast', card: '@pt', via: 'hand', targets: [['@p1']] }),
        pass(2),
        expectNow({ life: after }),
      ],
    );

  it('CR 701.12a with a difference of 5 or less the totals are exchanged (either way)', () => {
    transfer([10, 15], [15, 10]);
    transfer([18, 13], [13, 18]);
  });

  it('CR 608.2c with a difference of 6 nothing happens', () => {
    transfer([10, 16], [10, 16]);
  });
});

describe('Sixth Edition: exchanging control (Juxtapose, CR 701.12a, 613.1b, 302.6)', () => {
  it('the card reads as these rules', () => {
    expect(rules('juxtapose').steps).toEqual([
      { op: 'exchange_control', with: { target: 0 }, filter: { types: ['creature'] } },
      { op: 'exchange_control', with: { target: 0 }, filter: { types: ['artifact'] } },
    ]);
  });

  const juxtapose = (theirs: Record<string, unknown>[], steps: Record<string, unknown>[]) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'juxtapose', tag: 'jx' }],
            battlefield: [
              ...Array.from({ length: 4 }, () => ({ card: 'basic_island' })),
              { card: 'grizzly_bears', tag: 'bears' },
              { card: 'merfolk_of_the_pearl_trident', tag: 'merfolk' },
              { card: 'rod_of_ruin', tag: 'rod' },
            ],
          }),
          player({ battlefield: theirs }),
        ],
      },
      [act({ type: 'cast', card: '@jx', via: 'hand', targets: [['@p1']] }), pass(2), ...steps],
    );

  it('CR 701.12a each one’s greatest creature changes hands; with no artifact opposite, the artifacts stay', () => {
    juxtapose(
      [
        { card: 'horned_turtle', tag: 'turtle' },
        { card: 'goblin_hero', tag: 'hero' },
        { card: 'panther_warriors', tag: 'panther' },
      ],
      [
        expectNow({
          cards: {
            bears: { controller: 1 },
            panther: { controller: 0 },
            merfolk: { controller: 0 },
            turtle: { controller: 1 },
            rod: { controller: 0 },
          },
        }),
      ],
    );
  });

  it('CR 701.12a a tie for greatest: that player chooses which one is exchanged', () => {
    juxtapose(
      [
        { card: 'horned_turtle', tag: 'turtle' },
        { card: 'goblin_hero', tag: 'hero' },
        { card: 'cursed_totem', tag: 'totem' },
      ],
      [
        expectNow({ pending: 'resolve' }),
        { do: 'choose', label: 'Goblin Hero' },
        expectNow({
          cards: {
            bears: { controller: 1 },
            hero: { controller: 0 },
            turtle: { controller: 1 },
            rod: { controller: 1 },
            totem: { controller: 0 },
          },
        }),
      ],
    );
  });
});

describe('Sixth Edition: a countered spell put onto the battlefield under your control (Desertion, CR 614.1a, 110.2)', () => {
  it('the card reads as this rule', () => {
    expect(rules('desertion').steps).toEqual([
      { op: 'counter', what: { target: 0 }, toBattlefieldIf: { types: ['artifact', 'creature'] } },
    ]);
  });

  const desert = (spell: string, targets: unknown[], after: Record<string, unknown>) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: spell, tag: 'sp' }],
            battlefield: [{ card: 'basic_forest' }, { card: 'basic_forest' }, { card: 'basic_mountain' }],
          }),
          player({
            hand: [{ card: 'desertion', tag: 'des' }],
            battlefield: Array.from({ length: 5 }, () => ({ card: 'basic_island' })),
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@sp', via: 'hand', targets }),
        pass(1),
        act({ type: 'cast', card: '@des', via: 'hand', targets: [['@sp']] }, 1),
        pass(2),
        expectNow(after),
      ],
    );

  it('CR 614.1a a countered creature spell enters under the counterer’s control', () => {
    desert('grizzly_bears', [], {
      cards: { sp: { zone: 'battlefield', controller: 1 } },
      graveyards: [[], ['Desertion']],
    });
  });

  it('CR 701.6a a countered instant goes to its owner’s graveyard as usual', () => {
    desert('shock', [['@p1']], { graveyards: [['Shock'], ['Desertion']], life: [20, 20] });
  });
});

describe('Sixth Edition: bidding life for control (Illicit Auction, CR 613.1b, 119.4)', () => {
  it('the card reads as this rule', () => {
    expect(rules('illicit_auction').steps).toEqual([{ op: 'bid_life_for_control', what: { target: 0 } }]);
  });

  const auction = (bids: string[], after: Record<string, unknown>) =>
    scenario(
      {
        step: 'main1',
        active: 0,
        players: [
          player({
            hand: [{ card: 'illicit_auction', tag: 'ia' }],
            battlefield: Array.from({ length: 5 }, () => ({ card: 'basic_mountain' })),
          }),
          player({ battlefield: [{ card: 'grizzly_bears', tag: 'bear' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@ia', via: 'hand', targets: [['@bear']] }),
        pass(2),
        ...bids.map((label) => ({ do: 'choose', label })),
        expectNow(after),
      ],
    );

  it('the caster tops the bid and the other passes: the caster loses the high bid and gains control', () => {
    auction(['Bid 1 life', 'Bid 3 life', 'Pass'], { life: [17, 20], cards: { bear: { controller: 0 } } });
  });

  it('the other player’s bid stands: they lose it and keep the creature', () => {
    auction(['Bid 2 life', 'Pass'], { life: [20, 18], cards: { bear: { controller: 1 } } });
  });

  it('nobody tops the opening bid of 0: the caster gains control for nothing', () => {
    auction(['Pass'], { life: [20, 20], cards: { bear: { controller: 0 } } });
  });
});

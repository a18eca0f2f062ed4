/**
 * Golden rule scenarios: every trigger type of the seed (CR 603), APNAP
 * order, intervening "if", every cost kind (CR 601.2, 602, 118), and every
 * state-based action the engine checks (CR 704.5).
 */
import { describe, expect, it } from 'vitest';
import { act, expectNow, pass, player, scenario } from './helpers.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));
const main = (
  p0: Record<string, unknown>,
  p1: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => ({
  players: [player(p0), player(p1)],
  ...extra,
});
const attack = (tag: string) => [act({ type: 'attack', creature: `@${tag}` }), act({ type: 'attack_done' })];

describe('triggered abilities (CR 603)', () => {
  it('CR 603.6a ETB: Elvish Visionary draws a card as it enters', () => {
    scenario(
      main({ hand: [{ card: 'elvish_visionary', tag: 'ev' }], battlefield: lands('basic_forest', 2) }),
      [
        act({ type: 'cast', card: '@ev', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ stack: ['When ~ enters, draw a card.'] }),
        pass(2),
      ],
      { hands: [['Plains'], []], stack: [] },
    );
  });
  it('CR 603.10a DIES: Doomed Dissenter leaves a Zombie token', () => {
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [{ card: 'basic_mountain' }, { card: 'doomed_dissenter', tag: 'd' }],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@d']] }), pass(4)],
      { tokens: [['Zombie token'], []], cards: { d: { zone: 'graveyard' } } },
    );
  });
  it('CR 508.1m ATTACKS_OR_BLOCKS: Howling Golem attacking makes each player draw', () => {
    scenario(
      {
        step: 'declare_attackers',
        players: [player({ battlefield: [{ card: 'howling_golem', tag: 'g' }] }), player()],
      },
      [...attack('g'), pass(2)],
      {
        hands: [['Plains'], ['Plains']],
      },
    );
  });
  it('EQUIPPED_CREATURE_ATTACKS: Moonsilver Spear makes a 4/4 Angel', () => {
    scenario(
      {
        step: 'declare_attackers',
        players: [
          player({
            battlefield: [
              { card: 'serra_angel', tag: 'a' },
              { card: 'moonsilver_spear', tag: 'sp', attachedTo: 'a' },
            ],
          }),
          player(),
        ],
      },
      [...attack('a'), pass(2)],
      { tokens: [['Angel token'], []], cards: { a: { keywords: ['first_strike', 'flying', 'vigilance'] } } },
    );
  });
  it('CR 510.3a COMBAT_DAMAGE_TO_PLAYER: Demon of Loathing makes that player sacrifice', () => {
    scenario(
      {
        step: 'declare_attackers',
        players: [
          player({ battlefield: [{ card: 'demon_of_loathing', tag: 'd' }] }),
          player({ battlefield: [{ card: 'elvish_visionary' }] }),
        ],
      },
      [...attack('d'), pass(6)],
      { life: [20, 13], graveyards: [[], ['Elvish Visionary']] },
    );
  });
  it('DEALT_DAMAGE: Illusory Ambusher draws that many cards', () => {
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [{ card: 'basic_mountain' }, { card: 'illusory_ambusher', tag: 'i' }],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@i']] }), pass(4)],
      { hands: [['Plains', 'Plains', 'Plains'], []], cards: { i: { zone: 'graveyard' } } },
    );
  });
  it('BECOMES_TARGET: Thorn Lieutenant targeted by an opponent makes an Elf Warrior', () => {
    scenario(
      main(
        { hand: [{ card: 'lightning_bolt', tag: 'b' }], battlefield: [{ card: 'basic_mountain' }] },
        { battlefield: [{ card: 'thorn_lieutenant', tag: 't' }] },
      ),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@t']] }), pass(4)],
      { tokens: [[], ['Elf Warrior token']], cards: { t: { zone: 'graveyard' } } },
    );
  });
  it('CR 503.1 UPKEEP: Priest of the Blood Rite costs 2 life each upkeep', () => {
    scenario(
      {
        step: 'end',
        active: 1,
        turn: 3,
        players: [player({ battlefield: [{ card: 'priest_of_the_blood_rite' }] }), player()],
      },
      [
        pass(2),
        expectNow({ turn: 4, step: 'upkeep', stack: ['At the beginning of your upkeep, you lose 2 life.'] }),
        pass(2),
      ],
      { life: [18, 20], step: 'upkeep' },
    );
  });
  it('YOU_LOSE_LIFE: Vilis draws that many cards', () => {
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [{ card: 'basic_mountain' }, { card: 'vilis_broker_of_blood' }],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@p0']] }), pass(4)],
      { life: [17, 20], hands: [['Plains', 'Plains', 'Plains'], []] },
    );
  });
  it('CAST_SPELL: Beast Whisperer (creature spell), Murmuring Mystic (instant), Brineborn Cutthroat (opponent’s turn)', () => {
    scenario(
      main({
        hand: [{ card: 'elvish_visionary', tag: 'ev' }],
        battlefield: [...lands('basic_forest', 2), { card: 'beast_whisperer' }],
      }),
      [act({ type: 'cast', card: '@ev', via: 'hand', targets: [] }), pass(6)],
      { hands: [['Plains', 'Plains'], []] },
    );
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [{ card: 'basic_mountain' }, { card: 'murmuring_mystic' }],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@p1']] }), pass(4)],
      { tokens: [['Bird Illusion token'], []], life: [20, 17] },
    );
    scenario(
      {
        active: 1,
        priority: 0,
        players: [
          player({
            hand: [{ card: 'brineborn_cutthroat', tag: 'c2' }],
            battlefield: [...lands('basic_island', 2), { card: 'brineborn_cutthroat', tag: 'c1' }],
          }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@c2', via: 'hand', targets: [] }), pass(4)],
      { cards: { c1: { counters: { '+1/+1': 1 }, power: 3 }, c2: { zone: 'battlefield', counters: {} } } },
    );
  });
  it('CREATURE_ENTERS and CR 603.3b: the active player orders their simultaneous triggers and picks targets', () => {
    scenario(
      main({
        hand: [{ card: 'dragon_hatchling', tag: 'h' }],
        battlefield: [...lands('basic_mountain', 2), { card: 'dragon_tempest' }],
      }),
      [
        act({ type: 'cast', card: '@h', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ pending: 'order_triggers' }),
        act({ type: 'order', trigger: 0 }),
        expectNow({ pending: 'trigger_targets' }),
        act({ type: 'choose_targets', targets: [['@p1']] }),
        pass(2),
        expectNow({ life: [20, 19], cards: { h: { keywords: ['flying'] } } }),
        pass(2),
      ],
      { cards: { h: { keywords: ['flying', 'haste'] } } },
    );
  });
  it('CR 603.3b APNAP: the active player’s trigger goes on the stack first, the other player’s on top', () => {
    scenario(
      main(
        {
          hand: [{ card: 'lightning_bolt', tag: 'b' }],
          battlefield: [{ card: 'basic_mountain' }, { card: 'murmuring_mystic' }],
        },
        { battlefield: [{ card: 'thorn_lieutenant', tag: 't' }] },
      ),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@t']] })],
      {
        stack: [
          'Lightning Bolt',
          'Whenever you cast an instant or sorcery spell, create a 1/1 blue Bird Illusion creature token with flying.',
          'Whenever ~ becomes the target of a spell or ability an opponent controls, create a 1/1 green Elf Warrior creature token.',
        ],
      },
    );
  });
  it('OTHER_FRIENDLY_DIES (Gavony Unhallowed) and OTHER_DIES_DURING_YOUR_TURN (Vogar)', () => {
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [
          { card: 'basic_mountain' },
          { card: 'elvish_visionary', tag: 'e' },
          { card: 'gavony_unhallowed', tag: 'g' },
        ],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@e']] }), pass(4)],
      { cards: { g: { counters: { '+1/+1': 1 } } } },
    );
    scenario(
      main(
        {
          hand: [{ card: 'lightning_bolt', tag: 'b' }],
          battlefield: [{ card: 'basic_mountain' }, { card: 'vogar_necropolis_tyrant', tag: 'v' }],
        },
        { battlefield: [{ card: 'elvish_visionary', tag: 'e' }] },
      ),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@e']] }), pass(4)],
      { cards: { v: { counters: { '+1/+1': 1 }, power: 5 } } },
    );
  });
  it('CR 603.4 intervening if: Dwynen’s Elite makes a token only with another Elf', () => {
    const run = (others: Array<{ card: string }>) =>
      scenario(
        main({
          hand: [{ card: 'dwynens_elite', tag: 'd' }],
          battlefield: [...lands('basic_forest', 2), ...others],
        }),
        [act({ type: 'cast', card: '@d', via: 'hand', targets: [] }), pass(4)],
      );
    expect(run([]).final).toBeDefined();
    scenario(
      main({ hand: [{ card: 'dwynens_elite', tag: 'd' }], battlefield: lands('basic_forest', 2) }),
      [act({ type: 'cast', card: '@d', via: 'hand', targets: [] }), pass(4)],
      {
        tokens: [[], []],
      },
    );
    scenario(
      main({
        hand: [{ card: 'dwynens_elite', tag: 'd' }],
        battlefield: [...lands('basic_forest', 2), { card: 'llanowar_elves' }],
      }),
      [act({ type: 'cast', card: '@d', via: 'hand', targets: [] }), pass(4)],
      { tokens: [['Elf Warrior token'], []] },
    );
  });
});

describe('costs (CR 601.2f-h, 602.2, 118)', () => {
  it('CR 107.3 X: Blaze with X=2 deals 2', () => {
    scenario(
      main({ hand: [{ card: 'blaze', tag: 'b' }], battlefield: lands('basic_mountain', 3) }),
      [act({ type: 'cast', card: '@b', via: 'hand', x: 2, targets: [['@p1']] }), pass(2)],
      {
        life: [20, 18],
      },
    );
  });
  it('CR 601.2f additional costs: sacrifice (Village Rites) and discard (Seize the Spoils)', () => {
    scenario(
      main({
        hand: [{ card: 'village_rites', tag: 'v' }],
        battlefield: [{ card: 'basic_swamp' }, { card: 'dusk_legion_zealot', tag: 'z' }],
      }),
      [
        act({ type: 'cast', card: '@v', via: 'hand', targets: [], sacrifice: '@z' }),
        expectNow({ cards: { z: { zone: 'graveyard' } } }),
        pass(2),
      ],
      { hands: [['Plains', 'Plains'], []] },
    );
    scenario(
      main({
        hand: [
          { card: 'seize_the_spoils', tag: 's' },
          { card: 'shivan_dragon', tag: 'x' },
        ],
        battlefield: lands('basic_mountain', 3),
      }),
      [act({ type: 'cast', card: '@s', via: 'hand', targets: [], discard: '@x' }), pass(2)],
      {
        hands: [['Plains', 'Plains'], []],
        graveyards: [['Shivan Dragon', 'Seize the Spoils'], []],
        tokens: [['Treasure token'], []],
      },
    );
  });
  it('CR 118.9 alternate cost: Invigorate for an opponent gaining 3 life, with a Forest', () => {
    scenario(
      main({
        hand: [{ card: 'invigorate', tag: 'i' }],
        battlefield: [
          { card: 'basic_forest', tag: 'f' },
          { card: 'elvish_visionary', tag: 'e' },
        ],
      }),
      [act({ type: 'cast', card: '@i', via: 'alternate', targets: [['@e']] }), pass(2)],
      { life: [20, 23], cards: { e: { power: 5, toughness: 5 }, f: { tapped: false } } },
    );
  });
  it('CR 702.34 flashback: cast from the graveyard, then exiled', () => {
    scenario(
      main({
        graveyard: [{ card: 'moan_of_the_unhallowed', tag: 'm' }],
        battlefield: lands('basic_swamp', 7),
      }),
      [act({ type: 'cast', card: '@m', via: 'flashback', targets: [] }), pass(2)],
      { tokens: [['Zombie token', 'Zombie token'], []], cards: { m: { zone: 'exile' } } },
    );
  });
  it('casting from the graveyard with extra costs: Demonic Embrace (3 life and a discard)', () => {
    scenario(
      main({
        graveyard: [{ card: 'demonic_embrace', tag: 'd' }],
        hand: [{ card: 'doom_blade', tag: 'x' }],
        battlefield: [...lands('basic_swamp', 3), { card: 'dusk_legion_zealot', tag: 'z' }],
      }),
      [act({ type: 'cast', card: '@d', via: 'graveyard', targets: [['@z']], discard: '@x' }), pass(2)],
      {
        life: [17, 20],
        cards: {
          d: { zone: 'battlefield', attachedTo: 'z' },
          z: { power: 4, toughness: 2, subtypes: ['Vampire', 'Soldier', 'Demon'] },
        },
      },
    );
  });
  it('CR 602.2 activated costs: tap, pay life, discard, sacrifice, sorcery timing (Bloodsoaked Altar)', () => {
    scenario(
      main({
        hand: [{ card: 'doom_blade', tag: 'x' }],
        battlefield: [
          { card: 'bloodsoaked_altar', tag: 'alt' },
          { card: 'dusk_legion_zealot', tag: 'z' },
        ],
      }),
      [
        act({ type: 'activate', source: '@alt', ability: 0, targets: [], sacrifice: '@z', discard: '@x' }),
        pass(2),
      ],
      {
        life: [18, 20],
        tokens: [['Demon token'], []],
        cards: { alt: { tapped: true }, z: { zone: 'graveyard' } },
      },
    );
  });
  it('CR 119.4 pay life and CR 704.5f 0 toughness: Vilis gives -1/-1', () => {
    scenario(
      main(
        { battlefield: [{ card: 'basic_swamp' }, { card: 'vilis_broker_of_blood', tag: 'v' }] },
        { battlefield: [{ card: 'elvish_visionary', tag: 'e' }] },
      ),
      // Paying life triggers Vilis itself: that draw resolves first.
      [act({ type: 'activate', source: '@v', ability: 0, targets: [['@e']] }), pass(4)],
      { cards: { e: { zone: 'graveyard' } }, life: [18, 20], hands: [['Plains', 'Plains'], []] },
    );
  });
  it('CR 601.2f cost reduction: Dragonspeaker Shaman makes Shivan Dragon cost {2}{R}{R}', () => {
    scenario(
      main({
        hand: ['shivan_dragon'],
        battlefield: [...lands('basic_mountain', 4), { card: 'dragonspeaker_shaman' }],
      }),
      [],
      { castOptions: ['Shivan Dragon → '] },
    );
    scenario(main({ hand: ['shivan_dragon'], battlefield: lands('basic_mountain', 4) }), [], {
      castOptions: [],
    });
  });
  it('CR 605.3 mana abilities do not use the stack; CR 702.6 equip', () => {
    scenario(
      main({
        battlefield: [
          { card: 'basic_plains', tag: 'p1land' },
          ...lands('basic_plains', 2),
          { card: 'greatsword', tag: 'gs' },
          { card: 'serra_angel', tag: 'a' },
        ],
      }),
      [
        act({ type: 'mana', source: '@p1land', ability: 0 }),
        expectNow({ stack: [], cards: { p1land: { tapped: true } } }),
        act({ type: 'activate', source: '@gs', ability: 0, targets: [['@a']] }),
        pass(2),
      ],
      { cards: { gs: { attachedTo: 'a' }, a: { power: 7 } } },
    );
  });
  it('CR 701.5 counter unless its controller pays: the controller decides', () => {
    scenario(
      {
        active: 1,
        priority: 1,
        players: [
          player({ hand: [{ card: 'supreme_will', tag: 'w' }], battlefield: lands('basic_island', 3) }),
          player({ hand: [{ card: 'lightning_bolt', tag: 'b' }], battlefield: lands('basic_mountain', 4) }),
        ],
      },
      [
        act({ type: 'cast', card: '@b', via: 'hand', targets: [['@p0']] }),
        pass(1),
        act({ type: 'cast', card: '@w', via: 'hand', mode: 0, targets: [['@b']] }),
        pass(2),
        expectNow({ pending: 'resolve' }),
        { do: 'choose', label: 'Pay {3}' },
        pass(2),
      ],
      { life: [17, 20] },
    );
  });
});

describe('state-based actions (CR 704.5)', () => {
  it('CR 704.5a a player at 0 life loses', () => {
    scenario(
      main(
        { hand: [{ card: 'lightning_bolt', tag: 'b' }], battlefield: [{ card: 'basic_mountain' }] },
        { life: 3 },
      ),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@p1']] }), pass(2)],
      {
        winner: 0,
        pending: null,
      },
    );
  });
  it('CR 704.5b a player who drew from an empty library loses', () => {
    scenario(
      { step: 'end', active: 0, players: [player(), player({ library: [] })] },
      [pass(2), expectNow({ step: 'upkeep' }), pass(2)],
      { winner: 0 },
    );
  });
  it('CR 704.5g lethal damage destroys; CR 704.5m an Aura on nothing goes to the graveyard; CR 704.5n Equipment becomes unattached', () => {
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [
          { card: 'basic_mountain' },
          { card: 'kor_duelist', tag: 'k' },
          { card: 'vow_of_duty', tag: 'v', attachedTo: 'k' },
          { card: 'trusty_machete', tag: 'm', attachedTo: 'k' },
        ],
      }),
      [
        expectNow({ cards: { k: { power: 5, toughness: 4, keywords: ['double_strike', 'vigilance'] } } }),
        act({ type: 'cast', card: '@b', via: 'hand', targets: [['@k']] }),
        pass(2),
      ],
      { cards: { k: { zone: 'battlefield', damage: 3 } } },
    );
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [
          { card: 'basic_mountain' },
          { card: 'kor_duelist', tag: 'k' },
          { card: 'vow_of_duty', tag: 'v', attachedTo: 'k' },
          { card: 'trusty_machete', tag: 'm', attachedTo: 'k' },
        ],
      }),
      [
        act({ type: 'cast', card: '@b', via: 'hand', targets: [['@k']] }),
        expectNow({ cards: { k: { toughness: 4 } } }),
        pass(2),
      ],
      { cards: { k: { zone: 'battlefield', damage: 3 } } },
    );
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [
          { card: 'basic_mountain' },
          { card: 'kor_duelist', tag: 'k' },
          { card: 'vow_of_duty', tag: 'v', attachedTo: 'k' },
        ],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@k']] }), pass(2)],
      { cards: { k: { zone: 'graveyard' }, v: { zone: 'graveyard' } } },
    );
    scenario(
      main({
        hand: [{ card: 'lightning_bolt', tag: 'b' }],
        battlefield: [
          { card: 'basic_mountain' },
          { card: 'kor_duelist', tag: 'k' },
          { card: 'trusty_machete', tag: 'm', attachedTo: 'k' },
        ],
      }),
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@k']] }), pass(2)],
      { cards: { k: { zone: 'graveyard' }, m: { zone: 'battlefield', attachedTo: null } } },
    );
  });
});

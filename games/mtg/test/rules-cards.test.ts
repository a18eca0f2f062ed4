/**
 * Golden scenarios for the pool's harder one-shot effects and rule
 * modifications: exile until it leaves (CR 610.3), piles, voting (CR 701.38),
 * goad (CR 701.15), attack taxes (CR 508.1g), "must be blocked by all"
 * (CR 509.1c), damage prevention (CR 615), equipment attaching (CR 701.3),
 * tokens with quoted abilities, casting without paying the mana cost.
 */
import { describe, it } from 'vitest';
import { act, choose, expectNow, pass, player, scenario } from './helpers.ts';

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe('card effects', () => {
  it('CR 610.3 Banisher Priest exiles until it leaves; the card returns when it does', () => {
    scenario(
      {
        players: [
          player({
            hand: [
              { card: 'banisher_priest', tag: 'bp' },
              { card: 'lightning_bolt', tag: 'b' },
            ],
            battlefield: [...lands('basic_plains', 3), { card: 'basic_mountain' }],
          }),
          player({ battlefield: [{ card: 'serra_angel', tag: 'a' }] }),
        ],
      },
      [
        act({ type: 'cast', card: '@bp', via: 'hand', targets: [] }),
        pass(2),
        pass(2),
        expectNow({ cards: { a: { zone: 'exile' } } }),
        act({ type: 'cast', card: '@b', via: 'hand', targets: [['@bp']] }),
        pass(2),
      ],
      { cards: { a: { zone: 'battlefield' }, bp: { zone: 'graveyard' } } },
    );
  });
  it('Fact or Fiction: the opponent separates the piles, the caster picks one', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'fact_or_fiction', tag: 'f' }],
            battlefield: lands('basic_island', 4),
            library: ['counterspell', 'impulse', 'repulse', 'fog_bank', 'angler_drake', 'basic_island'],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@f', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ pending: 'resolve' }),
        choose('pile A: Counterspell, Impulse'),
        choose('pile B'),
      ],
      {
        hands: [['Repulse', 'Fog Bank', 'Angler Drake'], []],
        graveyards: [['Counterspell', 'Impulse', 'Fact or Fiction'], []],
        libraries: [1, 10],
      },
    );
  });
  it('CR 701.38 Plea for Power: votes, the tie goes to knowledge (draw three)', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'plea_for_power', tag: 'p' }], battlefield: lands('basic_island', 4) }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@p', via: 'hand', targets: [] }),
        pass(2),
        choose('time'),
        choose('knowledge'),
      ],
      { hands: [['Plains', 'Plains', 'Plains'], []] },
    );
    scenario(
      {
        autoPass: true,
        players: [
          player({ hand: [{ card: 'plea_for_power', tag: 'p' }], battlefield: lands('basic_island', 4) }),
          player(),
        ],
      },
      // Nothing left to do after casting: priority passes by itself and the vote begins.
      [act({ type: 'cast', card: '@p', via: 'hand', targets: [] }), choose('time'), choose('time')],
      // An extra turn (CR 500.7): the same player is active in turn 4, stopped at a land drop.
      { turn: 4, active: 0, step: 'main1', hands: [['Plains'], []] },
    );
  });
  it('CR 701.15 goad: Jeering Homunculus makes the goaded creature attack in its controller’s next combat', () => {
    scenario(
      {
        autoPass: true,
        players: [
          player({ hand: [{ card: 'jeering_homunculus', tag: 'j' }], battlefield: lands('basic_island', 2) }),
          player({
            library: Array(10).fill('basic_mountain'),
            battlefield: [
              { card: 'serra_angel', tag: 'a' },
              { card: 'gavony_unhallowed', tag: 'g' },
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@j', via: 'hand', targets: [] }),
        expectNow({ pending: 'trigger_targets' }),
        act({ type: 'choose_targets', targets: [['@a']] }),
        choose('yes'),
        expectNow({ turn: 4, active: 1, step: 'main1' }),
        pass(1),
        // The goaded Angel must be declared before the declaration can be finished (CR 508.1d).
        expectNow({ pending: 'declare_attackers', legal: ['attack'] }),
        act({ type: 'attack', creature: '@a' }),
        act({ type: 'attack_done' }),
      ],
      // Gavony was free to stay home; the goaded Angel attacks (4 damage, no flyer to block).
      { life: [16, 20], cards: { g: { tapped: false } } },
    );
  });
  it('CR 508.1g Forbidding Spirit’s attack tax: each attacker costs {2}, paid as attackers are declared', () => {
    scenario(
      {
        autoPass: true,
        players: [
          player({ hand: [{ card: 'forbidding_spirit', tag: 'fs' }], battlefield: lands('basic_plains', 3) }),
          player({
            library: Array(10).fill('basic_mountain'),
            battlefield: [
              { card: 'basic_mountain', tag: 'm1' },
              { card: 'basic_mountain', tag: 'm2' },
              { card: 'serra_angel', tag: 'a' },
              { card: 'gavony_unhallowed', tag: 'g' },
            ],
          }),
        ],
      },
      [
        act({ type: 'cast', card: '@fs', via: 'hand', targets: [] }),
        expectNow({ turn: 4, active: 1, step: 'main1' }),
        pass(1),
        expectNow({ pending: 'declare_attackers', legal: ['attack', 'attack_done'] }),
        act({ type: 'attack', creature: '@a' }),
        // {2} for one attacker is all two Mountains pay: no second attacker.
        expectNow({ legal: ['attack_done'] }),
        act({ type: 'attack_done' }),
      ],
      { life: [16, 20], cards: { m1: { tapped: true }, m2: { tapped: true } } },
    );
  });
  it('CR 509.1c Taunting Elf: every creature able to block it does', () => {
    scenario(
      {
        step: 'declare_attackers',
        players: [
          player({ battlefield: [{ card: 'taunting_elf', tag: 't' }] }),
          player({
            battlefield: [
              { card: 'elvish_visionary', tag: 'v' },
              { card: 'gavony_unhallowed', tag: 'g' },
            ],
          }),
        ],
      },
      [
        act({ type: 'attack', creature: '@t' }),
        act({ type: 'attack_done' }),
        pass(2),
        // Finishing before both block is refused (rules-declarations.test.ts); both are offered.
        expectNow({ pending: 'declare_blockers', legal: ['block'] }),
        act({ type: 'block', blocker: '@v', attacker: '@t' }),
        act({ type: 'block', blocker: '@g', attacker: '@t' }),
        act({ type: 'block_done' }),
        pass(2),
      ],
      { cards: { t: { zone: 'graveyard' } }, life: [20, 20] },
    );
  });
  it('CR 615 Fog Bank: combat damage to and from it is prevented', () => {
    scenario(
      {
        step: 'declare_attackers',
        players: [
          player({ battlefield: [{ card: 'shivan_dragon', tag: 's' }] }),
          player({ battlefield: [{ card: 'fog_bank', tag: 'f' }] }),
        ],
      },
      [
        act({ type: 'attack', creature: '@s' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@f', attacker: '@s' }),
        act({ type: 'block_done' }),
        pass(2),
      ],
      { cards: { f: { zone: 'battlefield', damage: 0 }, s: { damage: 0 } }, life: [20, 20] },
    );
  });
  it('CR 701.3 Ancestral Blade makes a Soldier and attaches to it; Kor Outfitter attaches equipment', () => {
    scenario(
      {
        players: [
          player({ hand: [{ card: 'ancestral_blade', tag: 'ab' }], battlefield: lands('basic_plains', 2) }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@ab', via: 'hand', targets: [] }), pass(4)],
      { tokens: [['Soldier token'], []], attachments: ['Ancestral Blade → Soldier token'] },
    );
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'kor_outfitter', tag: 'k' }],
            battlefield: [
              ...lands('basic_plains', 2),
              { card: 'greatsword', tag: 'gs' },
              { card: 'serra_angel', tag: 'a' },
            ],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@k', via: 'hand', targets: [] }),
        pass(2),
        expectNow({ pending: 'trigger_targets' }),
        act({ type: 'choose_targets', targets: [['@gs'], ['@a']] }),
        pass(2),
        choose('yes'),
      ],
      { attachments: ['Greatsword → Serra Angel'], cards: { a: { power: 7 } } },
    );
  });
  it('Dragon Egg dies into a Dragon token with firebreathing (a quoted ability)', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'lightning_bolt', tag: 'b' }],
            battlefield: [...lands('basic_mountain', 2), { card: 'dragon_egg', tag: 'e' }],
          }),
          player(),
        ],
      },
      [act({ type: 'cast', card: '@b', via: 'hand', targets: [['@e']] }), pass(4)],
      { tokens: [['Dragon token'], []], legal: ['activate', 'mana', 'pass'] },
    );
  });
  it('Ram Through: damage equal to power one way, the trample excess to the controller', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'ram_through', tag: 'r' }],
            battlefield: [...lands('basic_forest', 2), { card: 'end_raze_forerunners', tag: 'e' }],
          }),
          player({ battlefield: [{ card: 'elvish_visionary', tag: 'v' }] }),
        ],
      },
      [act({ type: 'cast', card: '@r', via: 'hand', targets: [['@e'], ['@v']] }), pass(2)],
      { cards: { v: { zone: 'graveyard' }, e: { damage: 0 } }, life: [20, 14] },
    );
  });
  it('Swords to Plowshares: exile, and its controller gains life equal to its power (last known)', () => {
    scenario(
      {
        players: [
          player({
            hand: [{ card: 'swords_to_plowshares', tag: 's' }],
            battlefield: [{ card: 'basic_plains' }],
          }),
          player({ battlefield: [{ card: 'shivan_dragon', tag: 'd' }] }),
        ],
      },
      [act({ type: 'cast', card: '@s', via: 'hand', targets: [['@d']] }), pass(2)],
      { cards: { d: { zone: 'exile' } }, life: [20, 25] },
    );
  });
});

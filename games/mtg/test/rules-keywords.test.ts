/** Golden rule scenarios: every keyword of the pool (CR 702), combat (CR 506-511). */
import { describe, it } from 'vitest';
import { act, expectNow, pass, player, scenario } from './helpers.ts';

const attackStep = (p0: Record<string, unknown>, p1: Record<string, unknown>) => ({
  step: 'declare_attackers',
  active: 0,
  players: [player(p0), player(p1)],
});

describe('keywords', () => {
  it('CR 702.9 flying: a flyer cannot be blocked by a creature without flying or reach', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'serra_angel', tag: 'angel' }] },
        { battlefield: [{ card: 'elvish_visionary' }] },
      ),
      [act({ type: 'attack', creature: '@angel' }), act({ type: 'attack_done' }), pass(2)],
      // No legal block: the defender has no decision to make.
      { step: 'declare_blockers', pending: null, legal: ['pass'] },
    );
  });
  it('CR 702.17 reach: a creature with reach can block a flyer', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'serra_angel', tag: 'angel' }] },
        { battlefield: [{ card: 'thornweald_archer' }] },
      ),
      [act({ type: 'attack', creature: '@angel' }), act({ type: 'attack_done' }), pass(2)],
      { legal: ['block', 'block_done'] },
    );
  });
  it('CR 702.20 vigilance: attacking does not tap; CR 510 unblocked damage goes to the player', () => {
    scenario(
      attackStep({ battlefield: [{ card: 'serra_angel', tag: 'angel' }] }, {}),
      [act({ type: 'attack', creature: '@angel' }), act({ type: 'attack_done' }), pass(2)],
      { cards: { angel: { tapped: false } } },
    );
    scenario(
      attackStep({ battlefield: [{ card: 'serra_angel', tag: 'angel' }] }, {}),
      [act({ type: 'attack', creature: '@angel' }), act({ type: 'attack_done' }), pass(6)],
      { life: [20, 16], step: 'end_combat' },
    );
  });
  it('CR 702.4 double strike: damage in both combat damage steps', () => {
    scenario(
      attackStep({ battlefield: [{ card: 'heavenly_blademaster', tag: 'b' }] }, {}),
      [
        act({ type: 'attack', creature: '@b' }),
        act({ type: 'attack_done' }),
        pass(4),
        expectNow({ step: 'first_strike_damage', life: [20, 17] }),
        pass(2),
      ],
      { life: [20, 14] },
    );
  });
  it('CR 702.7 first strike: a first striker kills its blocker before it strikes back', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'danitha_capashen_paragon', tag: 'd' }] },
        { battlefield: [{ card: 'dusk_legion_zealot', tag: 'z' }] },
      ),
      [
        act({ type: 'attack', creature: '@d' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@z', attacker: '@d' }),
        act({ type: 'block_done' }),
        pass(6),
      ],
      { cards: { d: { zone: 'battlefield', damage: 0 }, z: { zone: 'graveyard' } } },
    );
  });
  it('CR 702.15 lifelink: damage dealt gains its controller that much life', () => {
    scenario(
      attackStep({ battlefield: [{ card: 'gifted_aetherborn', tag: 'g' }] }, {}),
      [act({ type: 'attack', creature: '@g' }), act({ type: 'attack_done' }), pass(6)],
      { life: [22, 18] },
    );
  });
  it('CR 702.2 deathtouch: any damage from a deathtouch source destroys (CR 704.5h)', () => {
    scenario(
      {
        step: 'declare_attackers',
        active: 1,
        players: [
          player({ battlefield: [{ card: 'thornweald_archer', tag: 'a' }] }),
          player({ battlefield: [{ card: 'shivan_dragon', tag: 's' }] }),
        ],
      },
      [
        act({ type: 'attack', creature: '@s' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@a', attacker: '@s' }),
        act({ type: 'block_done' }),
        pass(4),
      ],
      { cards: { s: { zone: 'graveyard' }, a: { zone: 'graveyard' } } },
    );
  });
  it('CR 702.110 menace: one blocker alone is not a legal block (nothing to declare), the damage goes through', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'vogar_necropolis_tyrant', tag: 'v' }] },
        { battlefield: [{ card: 'gavony_unhallowed', tag: 'g' }] },
      ),
      [
        act({ type: 'attack', creature: '@v' }),
        act({ type: 'attack_done' }),
        pass(2),
        // The only block the defender could make is illegal: no decision (rules-declarations.test.ts refuses it).
        expectNow({ step: 'declare_blockers', pending: null, legal: ['pass'] }),
        pass(4),
      ],
      { life: [20, 16], cards: { g: { damage: 0 } } },
    );
  });
  it('CR 702.3 defender: a creature with defender cannot attack', () => {
    scenario(attackStep({ battlefield: [{ card: 'fog_bank' }, { card: 'serra_angel' }] }, {}), [], {
      legal: ['attack', 'attack_done'],
    });
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'fog_bank', tag: 'f' },
            { card: 'serra_angel', tag: 'a' },
          ],
        },
        {},
      ),
      [act({ type: 'attack', creature: '@a' })],
      { legal: ['attack_done'] },
    );
  });
  it('CR 702.10 haste and CR 302.6 summoning sickness', () => {
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'end_raze_forerunners', sick: true },
            { card: 'serra_angel', sick: true, tag: 'a' },
          ],
        },
        {},
      ),
      [],
      {
        legal: ['attack', 'attack_done'],
      },
    );
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'end_raze_forerunners', sick: true, tag: 'e' },
            { card: 'serra_angel', sick: true },
          ],
        },
        {},
      ),
      [act({ type: 'attack', creature: '@e' })],
      { legal: ['attack_done'] },
    );
  });
  it('CR 702.8 flash: a flash creature is cast in the opponent’s turn, others are not', () => {
    scenario(
      {
        step: 'main1',
        active: 1,
        priority: 0,
        players: [
          player({
            hand: ['brineborn_cutthroat', 'elvish_visionary'],
            battlefield: [{ card: 'basic_island' }, { card: 'basic_island' }],
          }),
          player(),
        ],
      },
      [],
      { castOptions: ['Brineborn Cutthroat → '] },
    );
  });
  it('CR 702.11 hexproof: an opponent cannot target it; its controller can', () => {
    scenario(
      {
        players: [
          player({
            hand: ['lightning_bolt'],
            battlefield: [{ card: 'basic_mountain' }, { card: 'shivan_dragon', tag: 'mine' }],
          }),
          player({
            battlefield: [
              { card: 'angler_turtle', tag: 'turtle' },
              { card: 'fog_bank', tag: 'fog' },
            ],
          }),
        ],
      },
      [],
      {
        castOptions: [
          'Lightning Bolt → fog',
          'Lightning Bolt → mine',
          'Lightning Bolt → p0',
          'Lightning Bolt → p1',
        ],
      },
    );
  });
  it('CR 702.19 trample: lethal to the blocker, the rest to the player; with deathtouch 1 is lethal (CR 702.19c)', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'end_raze_forerunners', tag: 'e' }] },
        { battlefield: [{ card: 'gavony_unhallowed', tag: 'g' }] },
      ),
      [
        act({ type: 'attack', creature: '@e' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@g', attacker: '@e' }),
        act({ type: 'block_done' }),
        pass(2),
        // The attacking player decides how much goes past the blocker, once it has lethal damage.
        expectNow({ pending: 'assign_damage' }),
        act({ type: 'assign', to: '@g', amount: 4 }),
        act({ type: 'assign', to: '@p1', amount: 3 }),
      ],
      { life: [20, 17], cards: { g: { zone: 'graveyard' } } },
    );
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'gifted_aetherborn', tag: 'g' },
            { card: 'sword_of_vengeance', tag: 'sw', attachedTo: 'g' },
          ],
        },
        { battlefield: [{ card: 'end_raze_forerunners', tag: 'e' }] },
      ),
      [
        act({ type: 'attack', creature: '@g' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@e', attacker: '@g' }),
        act({ type: 'block_done' }),
        pass(2),
        expectNow({ legal: ['assign'] }),
        act({ type: 'assign', to: '@e', amount: 1 }),
        act({ type: 'assign', to: '@p1', amount: 3 }),
      ],
      { life: [24, 17], cards: { e: { zone: 'graveyard' }, g: { damage: 0 } } },
    );
  });
  it('CR 510.1c Imaryll may assign its combat damage as though it weren’t blocked', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'imaryll_elfhame_elite', tag: 'i' }] },
        { battlefield: [{ card: 'gavony_unhallowed', tag: 'g' }] },
      ),
      [
        act({ type: 'attack', creature: '@i' }),
        act({ type: 'attack_done' }),
        pass(4),
        act({ type: 'block', blocker: '@g', attacker: '@i' }),
        act({ type: 'block_done' }),
        pass(2),
        expectNow({ pending: 'assign_damage' }),
        act({ type: 'assign', to: '@p1', amount: 3 }),
      ],
      { life: [20, 17], cards: { g: { damage: 0 } } },
    );
  });
  it('CR 702.12 indestructible: lethal damage does not destroy it', () => {
    scenario(
      {
        players: [
          player({
            hand: [
              { card: 'valorous_stance', tag: 'vs' },
              { card: 'lightning_bolt', tag: 'bolt' },
            ],
            battlefield: [
              { card: 'basic_plains' },
              { card: 'basic_plains' },
              { card: 'basic_mountain' },
              { card: 'dusk_legion_zealot', tag: 'z' },
            ],
          }),
          player(),
        ],
      },
      [
        act({ type: 'cast', card: '@vs', via: 'hand', mode: 0, targets: [['@z']] }),
        pass(2),
        expectNow({ cards: { z: { keywords: ['indestructible'] } } }),
        act({ type: 'cast', card: '@bolt', via: 'hand', targets: [['@z']] }),
        pass(2),
      ],
      {
        cards: { z: { zone: 'battlefield', damage: 3 } },
        graveyards: [['Valorous Stance', 'Lightning Bolt'], []],
      },
    );
  });
  it('CR 510.1c-d: damage divided among several blockers as the attacking player chooses', () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'shivan_dragon', tag: 's' }] },
        {
          battlefield: [
            { card: 'fog_bank', tag: 'f' },
            { card: 'thornweald_archer', tag: 'a' },
            { card: 'dragon_hatchling', tag: 'h' },
          ],
        },
      ),
      [
        act({ type: 'attack', creature: '@s' }),
        act({ type: 'attack_done' }),
        pass(2),
        act({ type: 'block', blocker: '@a', attacker: '@s' }),
        act({ type: 'block', blocker: '@h', attacker: '@s' }),
        act({ type: 'block_done' }),
        pass(2),
        expectNow({ pending: 'assign_damage' }),
        act({ type: 'assign', to: '@h', amount: 1 }),
        act({ type: 'assign', to: '@a', amount: 4 }),
      ],
      {
        cards: { h: { zone: 'graveyard' }, a: { zone: 'graveyard' }, s: { zone: 'graveyard' } },
        life: [20, 20],
      },
    );
  });
  it('autoPass: a priority with nothing but pass or idle mana passes by itself; one with a play waits', () => {
    // Only lands that nothing could use: the engine passes both players on to the next step with a decision.
    scenario(
      {
        autoPass: true,
        step: 'upkeep',
        players: [player({ battlefield: [{ card: 'basic_plains' }] }), player()],
      },
      [act({ type: 'pass' })],
      { step: 'main1' },
    );
    scenario(
      {
        autoPass: true,
        step: 'upkeep',
        players: [player({ hand: ['lightning_bolt'], battlefield: [{ card: 'basic_mountain' }] }), player()],
      },
      [act({ type: 'pass' })],
      { step: 'draw', legal: ['cast', 'mana', 'pass'] },
    );
  });
});

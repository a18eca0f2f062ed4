/**
 * Sixth Edition's attack and block rules (share A of docs/6ed-inventory.md),
 * played on positions with 6ED cards: landwalk (CR 702.14), fear (702.36),
 * "can't attack / can't block / can't be blocked (by, except by)" (508.1c,
 * 509.1b), Walls (205.3m), defender set aside (702.3b), Lure (509.1c),
 * "First strike; reach" (702.1).
 */
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../src/cards/catalog.ts';
import { act, expectNow, type Json, pass, player, scenario } from './helpers.ts';

vi.mock('../src/cards/catalog.ts', async (orig) =>
  (await import('./sixth-pool.ts')).withSixthEdition(await orig()),
);

/** A player whose battlefield may name cards by id alone. */
const side = (p: Json): Json => ({
  ...p,
  ...(Array.isArray(p.battlefield)
    ? { battlefield: p.battlefield.map((e: unknown) => (typeof e === 'string' ? { card: e } : e)) }
    : {}),
});
const attackStep = (p0: Json, p1: Json) => ({
  step: 'declare_attackers',
  active: 0,
  players: [player(side(p0)), player(side(p1))],
});
const attackWith = (tag: string) => [
  act({ type: 'attack', creature: `@${tag}` }),
  act({ type: 'attack_done' }),
  pass(2),
];
/** Nothing can block: the defender has no declaration to make. */
const unblockable = { step: 'declare_blockers', pending: null, legal: ['pass'] };
const blockable = { legal: ['block', 'block_done'] };

describe('Sixth Edition: landwalk, fear, attack and block restrictions', () => {
  it('the cards read as these rules', () => {
    const rules = (id: string) => catalog().cards[id].rules;
    expect(rules('bog_wraith').keywords).toEqual(['swampwalk']);
    expect(rules('longbow_archer').keywords).toEqual(['first_strike', 'reach']);
    expect(rules('razortooth_rats').keywords).toEqual(['fear']);
    expect(rules('pacifism').statics[0].effect).toEqual({
      affects: { enchanted: true },
      rules: [{ id: 'cant_attack' }, { id: 'cant_block' }],
    });
    for (const id of [
      'bog_wraith',
      'longbow_archer',
      'pacifism',
      'phantom_warrior',
      'hulking_cyclops',
      'sunweb',
      'sea_monster',
      'elven_riders',
      'evil_eye_of_orms_by_gore',
      'goblin_king',
      'animate_wall',
      'lure',
      'bog_rats',
    ])
      expect(rules(id).unparsed, id).toEqual([]);
  });

  it('CR 702.14c swampwalk: unblockable while the defending player controls a Swamp, blockable otherwise', () => {
    const wraith = { battlefield: [{ card: 'bog_wraith', tag: 'w' }] };
    scenario(
      attackStep(wraith, { battlefield: ['basic_swamp', { card: 'grizzly_bears' }] }),
      attackWith('w'),
      unblockable,
    );
    scenario(
      attackStep(wraith, { battlefield: ['basic_forest', { card: 'grizzly_bears' }] }),
      attackWith('w'),
      blockable,
    );
  });

  it('CR 702.14 a lord grants mountainwalk (Goblin King): its Goblins pass a defender with a Mountain', () => {
    const goblins = { battlefield: ['goblin_king', { card: 'goblin_digging_team', tag: 'g' }] };
    scenario(attackStep(goblins, { battlefield: ['basic_mountain', 'grizzly_bears'] }), attackWith('g'), {
      ...unblockable,
      cards: { g: { power: 2, toughness: 2, keywords: ['mountainwalk'] } },
    });
  });

  it('CR 702.36b fear: only artifact and/or black creatures block it', () => {
    const rats = { battlefield: [{ card: 'razortooth_rats', tag: 'r' }] };
    scenario(attackStep(rats, { battlefield: ['grizzly_bears'] }), attackWith('r'), unblockable);
    scenario(attackStep(rats, { battlefield: ['drudge_skeletons'] }), attackWith('r'), blockable);
  });

  it("CR 508.1c / 509.1b Pacifism: the enchanted creature can't attack and can't block", () => {
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'b' },
            { card: 'pacifism', attachedTo: 'b' },
            { card: 'serra_angel' },
          ],
        },
        {},
      ),
      [],
      { legal: ['attack', 'attack_done'] },
    );
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'b' },
            { card: 'pacifism', attachedTo: 'b' },
          ],
        },
        {},
      ),
      [],
      { legal: ['attack_done'] },
    );
    scenario(
      attackStep(
        { battlefield: [{ card: 'grizzly_bears', tag: 'a' }] },
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'b' },
            { card: 'pacifism', attachedTo: 'b' },
          ],
        },
      ),
      attackWith('a'),
      unblockable,
    );
  });

  it("CR 509.1b Hulking Cyclops can't block; Phantom Warrior can't be blocked", () => {
    scenario(
      attackStep(
        { battlefield: [{ card: 'grizzly_bears', tag: 'a' }] },
        { battlefield: ['hulking_cyclops'] },
      ),
      attackWith('a'),
      unblockable,
    );
    scenario(
      attackStep(
        { battlefield: [{ card: 'phantom_warrior', tag: 'p' }] },
        { battlefield: ['grizzly_bears'] },
      ),
      attackWith('p'),
      unblockable,
    );
  });

  it("CR 509.1b, 205.3m Walls: Bog Rats can't be blocked by Walls; Evil Eye can't be blocked except by Walls", () => {
    scenario(
      attackStep({ battlefield: [{ card: 'bog_rats', tag: 'r' }] }, { battlefield: ['wall_of_air'] }),
      attackWith('r'),
      unblockable,
    );
    scenario(
      attackStep({ battlefield: [{ card: 'bog_rats', tag: 'r' }] }, { battlefield: ['grizzly_bears'] }),
      attackWith('r'),
      blockable,
    );
    scenario(
      attackStep(
        { battlefield: [{ card: 'evil_eye_of_orms_by_gore', tag: 'e' }] },
        { battlefield: ['grizzly_bears'] },
      ),
      attackWith('e'),
      unblockable,
    );
    scenario(
      attackStep(
        { battlefield: [{ card: 'evil_eye_of_orms_by_gore', tag: 'e' }] },
        { battlefield: ['wall_of_air'] },
      ),
      attackWith('e'),
      blockable,
    );
  });

  it('CR 509.1b Elven Riders: blocked only by Walls and/or creatures with flying', () => {
    const riders = { battlefield: [{ card: 'elven_riders', tag: 'r' }] };
    scenario(attackStep(riders, { battlefield: ['grizzly_bears'] }), attackWith('r'), unblockable);
    scenario(attackStep(riders, { battlefield: ['serra_angel'] }), attackWith('r'), blockable);
    scenario(attackStep(riders, { battlefield: ['wall_of_air'] }), attackWith('r'), blockable);
  });

  it("CR 508.1c Evil Eye: its controller's non-Eye creatures can't attack; the Eye itself can", () => {
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'evil_eye_of_orms_by_gore', tag: 'e' },
            { card: 'grizzly_bears', tag: 'b' },
          ],
        },
        {},
      ),
      [act({ type: 'attack', creature: '@e' }), expectNow({ legal: ['attack_done'] })],
    );
  });

  it("CR 509.1b Sunweb can't block creatures with power 2 or less (power as blockers are declared)", () => {
    scenario(
      attackStep({ battlefield: [{ card: 'grizzly_bears', tag: 'a' }] }, { battlefield: ['sunweb'] }),
      attackWith('a'),
      unblockable,
    );
    scenario(
      attackStep({ battlefield: [{ card: 'hulking_cyclops', tag: 'a' }] }, { battlefield: ['sunweb'] }),
      attackWith('a'),
      blockable,
    );
  });

  it("CR 508.1c Sea Monster can't attack unless the defending player controls an Island", () => {
    const monster = { battlefield: [{ card: 'sea_monster', tag: 'm' }] };
    scenario(attackStep(monster, { battlefield: ['basic_mountain'] }), [], { legal: ['attack_done'] });
    scenario(attackStep(monster, { battlefield: ['basic_island'] }), [], {
      legal: ['attack', 'attack_done'],
    });
  });

  it('CR 702.3b, 303.4a Animate Wall: only a Wall can be enchanted; the enchanted Wall attacks despite defender', () => {
    expect(catalog().cards.animate_wall.rules.enchant).toEqual({ types: ['creature'], subtypes: ['Wall'] });
    scenario(attackStep({ battlefield: [{ card: 'wall_of_air', tag: 'w' }] }, {}), [], {
      legal: ['attack_done'],
    });
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'wall_of_air', tag: 'w' },
            { card: 'animate_wall', attachedTo: 'w' },
          ],
        },
        {},
      ),
      [act({ type: 'attack', creature: '@w' }), act({ type: 'attack_done' }), pass(6)],
      { life: [20, 19], cards: { w: { keywords: ['defender', 'flying'] } } },
    );
  });

  it('CR 509.1c Lure: every creature able to block the enchanted creature does so', () => {
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'a' },
            { card: 'lure', attachedTo: 'a' },
          ],
        },
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'b1' },
            { card: 'grizzly_bears', tag: 'b2' },
          ],
        },
      ),
      [
        ...attackWith('a'),
        act({ type: 'block', blocker: '@b1', attacker: '@a' }),
        expectNow({ legal: ['block'] }),
      ],
    );
  });

  it('CR 702.1 "First strike; reach": both keywords; the Archer may block a flyer', () => {
    scenario(
      {
        step: 'declare_attackers',
        active: 1,
        players: [
          player({ battlefield: [{ card: 'longbow_archer', tag: 'l' }] }),
          player({
            battlefield: [
              { card: 'wall_of_air', tag: 'w' },
              { card: 'animate_wall', attachedTo: 'w' },
            ],
          }),
        ],
      },
      [
        ...attackWith('w'),
        act({ type: 'block', blocker: '@l', attacker: '@w' }),
        act({ type: 'block_done' }),
      ],
      { cards: { l: { keywords: ['first_strike', 'reach'] } } },
    );
  });

  it('CR 509.1b Stalking Tiger: one blocker may block it, a second may not', () => {
    const tiger = { battlefield: [{ card: 'stalking_tiger', tag: 't' }] };
    const two = {
      battlefield: [
        { card: 'grizzly_bears', tag: 'b1' },
        { card: 'grizzly_bears', tag: 'b2' },
      ],
    };
    scenario(
      attackStep(tiger, two),
      [
        ...attackWith('t'),
        act({ type: 'block', blocker: '@b1', attacker: '@t' }),
        expectNow({ legal: ['block_done'] }),
        act({ type: 'block_done' }),
        pass(4),
      ],
      { cards: { b1: { zone: 'graveyard' }, b2: { damage: 0 } } },
    );
  });

  it('CR 509.1c with 509.1b: Lure on Stalking Tiger — one creature must block it, and only one may', () => {
    scenario(
      attackStep(
        {
          battlefield: [
            { card: 'stalking_tiger', tag: 't' },
            { card: 'lure', attachedTo: 't' },
          ],
        },
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'b1' },
            { card: 'grizzly_bears', tag: 'b2' },
          ],
        },
      ),
      [
        ...attackWith('t'),
        expectNow({ legal: ['block'] }),
        act({ type: 'block', blocker: '@b2', attacker: '@t' }),
        expectNow({ legal: ['block_done'] }),
      ],
    );
  });

  it('CR 509.1b Familiar Ground: each creature its controller controls takes one blocker at most', () => {
    expect(catalog().cards.familiar_ground.rules.statics[0].effect.rules).toEqual([
      { id: 'max_one_blocker' },
    ]);
    scenario(
      attackStep(
        { battlefield: [{ card: 'grizzly_bears', tag: 'a' }, { card: 'familiar_ground' }] },
        {
          battlefield: [
            { card: 'grizzly_bears', tag: 'b1' },
            { card: 'grizzly_bears', tag: 'b2' },
          ],
        },
      ),
      [
        ...attackWith('a'),
        act({ type: 'block', blocker: '@b1', attacker: '@a' }),
        expectNow({ legal: ['block_done'] }),
      ],
    );
  });
});

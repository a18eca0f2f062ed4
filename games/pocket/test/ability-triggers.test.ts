/**
 * Triggered Abilities (the `trigger` wrapper with `scope: self`): each event
 * fired from its one place in the game's flow, through the real game, with
 * the printed cards whose text the table reads as that trigger. Both sides
 * of each filter (Active only, the Energy's type, the attaching player, a
 * condition) and the decisions: "you may" is a yes/no decision of the
 * owner; ordering and knockouts as the README's "Triggered Abilities" says.
 */
import { describe, expect, it } from 'vitest';
import { attack, choose, coins, end, position, run, type Step } from './helpers.ts';

const evolve = (card: number, target: number): Step => ({ action: { type: 'evolve', card, target } });
const attach = (target: number): Step => ({ action: { type: 'attach', target } });
const playCard = (card: number): Step => ({ action: { type: 'play', card } });
const YES_NO = { player: 0, kind: 'effect', options: ['Yes', 'No'] };

describe('evolved_from_hand / benched_from_hand: "Once during your turn, when you play this Pokémon …, you may"', () => {
  // Eevee (uid 0) in the Active Spot, Sylveon ex (A3b 034: "… you may draw 2 cards") in hand (uid 1).
  const sylveon = () => position({ active: { card: 'A1 206' }, hand: ['A3b 034'] });

  it('asks its owner yes or no as a decision; yes draws 2, and the Ability is no action afterwards', () => {
    run(sylveon(), [evolve(1, 0), { expect: { pending: YES_NO } }, choose(0)], {
      active: [{ name: 'Sylveon ex' }, {}],
      handCount: [2, 1],
      abilities: [],
      pending: null,
    });
  });

  it('no: nothing happens', () => {
    run(sylveon(), [evolve(1, 0), choose(1)], { handCount: [0, 1], pending: null });
  });

  it('benched from the hand: Miraidon ex switches in and takes all of your Energy in play', () => {
    // Pikachu (uid 0, [L][L]) Active, Squirtle (uid 1, [W]) Benched, Miraidon ex (uid 2) in hand.
    run(
      position({
        active: { card: 'A1 094', energy: ['L', 'L'] },
        bench: [{ card: 'A1 053', energy: ['W'] }],
        hand: ['B3a 019'],
      }),
      [playCard(2), { expect: { pending: YES_NO } }, choose(0)],
      {
        active: [{ name: 'Miraidon ex' }, {}],
        bench: [
          [
            { name: 'Squirtle', energy: [] },
            { name: 'Pikachu', energy: [] },
          ],
          [{}],
        ],
      },
    );
  });

  it('a Basic with no such Ability played to the Bench asks nothing', () => {
    run(position({ active: { card: 'A1 094' }, hand: ['A1 053'] }), [playCard(1)], {
      pending: null,
      bench: [[{ name: 'Squirtle' }], [{}]],
    });
  });
});

describe('zone_attach: "Whenever you (your opponent) attach an Energy from the Energy Zone …"', () => {
  it("Darkrai ex: a [D] Energy attached to it does 20 damage to the opponent's Active Pokémon; to another Pokémon, nothing", () => {
    const setup = () => position({ active: { card: 'A2 110' }, bench: [{ card: 'A1 094' }], zone: 'D' });
    run(setup(), [attach(0)], { active: [{ energy: ['D'] }, { hp: 130 }] });
    run(setup(), [attach(1)], { active: [{ energy: [] }, { hp: 150 }] });
  });

  it('Darkrai ex: an Energy of another type does nothing', () => {
    run(position({ active: { card: 'A2 110' }, zone: 'G' }), [attach(0)], { active: [{}, { hp: 150 }] });
  });

  it("Jolteon ex in the opponent's Active Spot: your attach damages the Pokémon you attached to; from the Bench, nothing", () => {
    const jolteon = { card: 'B1 081', under: ['A1 206'] };
    run(position({ active: { card: 'A1 094' }, zone: 'L' }, { active: jolteon }), [attach(0)], {
      active: [{ hp: 40, energy: ['L'] }, { hp: 140 }],
    });
    run(
      position({ active: { card: 'A1 094' }, zone: 'L' }, { active: { card: 'A1 211' }, bench: [jolteon] }),
      [attach(0)],
      { active: [{ hp: 60 }, {}] },
    );
  });
});

describe('turn start and end, the Checkup', () => {
  it('own_turn_end: Entei ex in the Active Spot draws a card at the end of your turn; on the Bench, nothing', () => {
    run(position({ active: { card: 'A4a 010' } }), [end], { handCount: [1, 2], turn: 4 });
    run(position({ active: { card: 'A1 094' }, bench: [{ card: 'A4a 010' }] }), [end], { handCount: [0, 2] });
  });

  it('own_first_turn_end: Zeraora takes a [L] Energy at the end of your first turn (turn 1 or 2), not later', () => {
    run(position({ active: { card: 'A3a 021' } }, {}, { turn: 1 }), [end], {
      active: [{ energy: ['L'] }, {}],
    });
    run(position({ active: { card: 'A1 094' } }, { active: { card: 'A3a 021' } }, { turn: 1 }), [end, end], {
      active: [{}, { energy: ['L'] }],
    });
    run(position({ active: { card: 'A3a 021' } }), [end], { active: [{ energy: [] }, {}] });
  });

  it("checkup: Glaceon ex in the Active Spot does 10 damage to the opponent's Active Pokémon after Poison", () => {
    run(
      position(
        { active: { card: 'A2a 022', under: ['A1 206'] } },
        { active: { card: 'A1 211', status: ['poisoned'] } },
      ),
      [end],
      { active: [{}, { hp: 130 }] },
    );
    // Both players' Checkups: the opponent's Glaceon ex answers at the end of your turn too.
    run(position({ active: { card: 'A1 211' } }, { active: { card: 'A2a 022', under: ['A1 206'] } }), [end], {
      active: [{ hp: 140 }, {}],
    });
  });

  it("each_turn_end with a condition: Darkrai damages an Asleep opponent's Active Pokémon, not an awake one", () => {
    run(
      position({ active: { card: 'B2b 040' } }, { active: { card: 'A1 211', status: ['asleep'] } }),
      [coins(false), end],
      { active: [{}, { hp: 130, status: ['asleep'] }] },
    );
    run(position({ active: { card: 'B2b 040' } }), [end], { active: [{}, { hp: 150 }] });
  });
});

describe('attacks and knockouts', () => {
  it('damaged_by_attack: Dragalge ex in the Active Spot poisons the Attacking Pokémon; on the Bench, nothing', () => {
    const dragalge = { card: 'B1 160', under: ['B1 159'] };
    run(position({ active: { card: 'A1 094', energy: ['L'] } }, { active: dragalge }), [attack(0)], {
      active: [{ status: ['poisoned'] }, { hp: 130 }],
    });
    run(
      position(
        { active: { card: 'A1 094', energy: ['L'] } },
        { active: { card: 'A1 211' }, bench: [dragalge] },
      ),
      [attack(0)],
      { active: [{ status: [] }, { hp: 130 }] },
    );
  });

  it('knocked_out_by_attack: Pyukumuku Knocked Out does 50 damage to the Attacking Pokémon, which is Knocked Out in turn (both score)', () => {
    const me = (hp: number) => ({
      active: { card: 'A1 094', energy: ['L'], hp },
      bench: [{ card: 'A1 053' }],
    });
    const them = { active: { card: 'A3 054', hp: 20 }, bench: [{ card: 'A1 189' }] };
    run(position(me(60), them), [attack(0)], { active: [{ name: 'Pikachu', hp: 10 }, {}], points: [1, 0] });
    run(position(me(50), them), [attack(0)], { points: [1, 1] });
  });

  it('knocked_out: Dusknoir Knocked Out gives no points on heads, its usual point on tails', () => {
    const them = {
      active: { card: 'B1 105', under: ['A2 071', 'A2 071'], hp: 10 },
      bench: [{ card: 'A1 189' }],
    };
    const me = { active: { card: 'A1 094', energy: ['L'] } };
    run(position(me, them), [coins(true), attack(0)], { points: [0, 0] });
    run(position(me, them), [coins(false), attack(0)], { points: [1, 0] });
  });

  it("knocks_out_by_attack: Zoroark's attack Knocking Out a Pokémon protects it during the opponent's next turn", () => {
    const me = { active: { card: 'A4a 050', under: ['A4a 049'], energy: ['D', 'D'] } };
    run(position(me, { active: { card: 'A1 189' }, bench: [{ card: 'A1 211' }] }), [attack(0)], {
      effects: [{ type: 'attack_immunity' }],
      points: [1, 0],
    });
    run(position(me), [attack(0)], { effects: [] });
  });
});

describe('the trigger words', () => {
  it('reads as the printed text', async () => {
    const { effectTypes } = await import('../src/effects/registry.ts');
    const { effectWords } = await import('../src/effects/effect.ts');
    const words = effectTypes.get('trigger').words(
      {
        type: 'trigger',
        on: 'zone_attach',
        by: 'opponent',
        to: 'any',
        activeOnly: true,
        effects: [{ type: 'damage_target', amount: 20, among: 'event_target' }],
      },
      effectWords('ability'),
    );
    expect(words).toBe(
      'whenever your opponent attaches an Energy from their Energy Zone to 1 of their Pokémon, if this Pokémon is in the Active Spot: do 20 damage to that Pokémon',
    );
  });
});

describe('evolved_from_hand around a deck-top search and a chosen card from the discard pile', () => {
  it("Raticate: yes takes the Item cards among the deck's top 4 into the hand, the rest shuffled back", () => {
    // Rattata (uid 0) Active, Raticate (uid 1) in hand; the deck's top 4 hold 2 Items, the 5th card is an Item too.
    const me = {
      active: { card: 'A1 189' },
      hand: ['B4 130'],
      deck: ['P-A 001', 'A1 053', 'P-A 005', 'A1 001', 'P-A 001'],
    };
    run(position(me), [evolve(1, 0), { expect: { pending: YES_NO } }, choose(0)], {
      active: [{ name: 'Raticate' }, {}],
      handCount: [2, 1],
      deckCount: [3, 8],
    });
    run(position(me), [evolve(1, 0), choose(1)], { handCount: [0, 1], deckCount: [5, 8] });
  });

  it('Delcatty: yes puts the Supporter card from the discard pile into the hand (not the Item)', () => {
    // Skitty (uid 0) Active, Delcatty (uid 1) in hand; Professor's Research and a Potion in the discard pile.
    const me = { active: { card: 'B1 193' }, hand: ['B1 194'], discard: ['P-A 007', 'P-A 001'] };
    run(position(me), [evolve(1, 0), choose(0)], {
      active: [{ name: 'Delcatty' }, {}],
      handCount: [1, 1],
      discard: [['P-A 001'], []],
    });
  });
});

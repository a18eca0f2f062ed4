/**
 * Golden tests of the rules-misc, cards and abilities texts read in issue 21's
 * last share (Eevee Bag, Rare Candy, copied attacks and Supporters, the
 * `requires` texts' second sentences, Hiker and Morty, Reuniclus, Polteageist,
 * Boltund and Veluza, Nasty Notice, Prank Spinner), each played through the
 * real game on a card of the pool that prints it (read from its text by the
 * table). The defender is Snorlax (150 HP) with a Benched Rattata.
 */
import { describe, expect, it } from 'vitest';
import { mapText } from '../scripts/text-map.ts';
import { ability, attack, choose, end, play, position, run } from './helpers.ts';

const EEVEE_BAG = 'A3b 066';
const VAPOREON = 'A1 080'; // Stage 1 from Eevee, 130 HP; Bubble Drain [W][C][C] 60, heals 30 from itself.
const EEVEE = 'A1 206';

describe('Eevee Bag: choose_one of a boost and a heal for the Pokémon that evolve from Eevee', () => {
  const text =
    "Choose 1:During this turn, attacks used by your Pokémon that evolve from Eevee do +10 damage to your opponent's Active Pokémon.Heal 20 damage from each of your Pokémon that evolves from Eevee.";

  it('reads as choose_one of team_damage_boost_this_turn and heal, both filtered by evolvesFrom', () => {
    expect(mapText(text)).toEqual([
      {
        type: 'choose_one',
        options: [
          [{ type: 'team_damage_boost_this_turn', amount: 10, evolvesFrom: 'Eevee' }],
          [{ type: 'heal', amount: 20, target: 'all_own', evolvesFrom: 'Eevee' }],
        ],
        heading: true,
      },
    ]);
  });

  // uids: Vaporeon's stack 0-1 (Eevee under it), Benched Bulbasaur 2, Benched Vaporeon 3-4, Eevee Bag 5.
  const me = {
    active: { card: VAPOREON, under: [EEVEE], energy: ['W', 'C', 'C'], hp: 100 },
    bench: [
      { card: 'A1 001', hp: 40 },
      { card: VAPOREON, under: [EEVEE], hp: 120 },
    ],
    hand: [EEVEE_BAG],
  };

  it('the boost: an Eevee evolution does +10 to the Active this turn (Bubble Drain 60 → 70)', () => {
    run(position(me), [play(5), choose(0), attack(0)], {
      active: [{ name: 'Vaporeon' }, { name: 'Snorlax', hp: 80 }],
    });
  });

  it('the heal: 20 from each Pokémon that evolves from Eevee, not from the Bulbasaur', () => {
    run(position(me), [play(5), choose(1)], {
      active: [{ name: 'Vaporeon', hp: 120 }, {}],
      bench: [
        [
          { name: 'Bulbasaur', hp: 40 },
          { name: 'Vaporeon', hp: 130 },
        ],
        [{}],
      ],
    });
  });

  it('the boost does not reach a Pokémon that does not evolve from Eevee', () => {
    // uids: Bulbasaur 0, Benched Bulbasaur 1, Benched Vaporeon 2-3, Eevee Bag 4. Vine Whip does 40.
    run(
      position({ active: { card: 'A1 001', energy: ['G', 'G'] }, bench: me.bench, hand: [EEVEE_BAG] }),
      [play(4), choose(0), attack(0)],
      { active: [{ name: 'Bulbasaur' }, { name: 'Snorlax', hp: 110 }] },
    );
  });
});

describe('rare_candy: a Stage 2 from the hand onto a Basic, skipping the Stage 1', () => {
  const RARE_CANDY = 'A3 144';
  const BULBASAUR = 'A1 001';
  const VENUSAUR = 'A1 003'; // Stage 2 from Ivysaur (Stage 1 from Bulbasaur), 160 HP.
  const SOBBLE = 'B3 048';
  const INTELEON = 'B3 050'; // Stage 2 from Drizzile (Stage 1 from Sobble); Swift Shot: may do 30 to the opponent's Active.
  const VENUSAUR_EX = 'A1 004'; // 190 HP.

  it('reads as rare_candy', () => {
    expect(
      mapText(
        "Choose 1 of your Basic Pokémon in play. If you have a Stage 2 card in your hand that evolves from that Pokémon, put that card onto the Basic Pokémon to evolve it, skipping the Stage 1. You can't use this card during your first turn or on a Basic Pokémon that was put into play this turn.",
      ),
    ).toEqual([{ type: 'rare_candy' }]);
  });

  it('puts Venusaur onto the Active Bulbasaur: damage and Energy kept, Special Conditions gone, the card leaves the hand', () => {
    // uids: Bulbasaur 0, Rare Candy 1, Venusaur 2.
    const me = {
      active: { card: BULBASAUR, hp: 50, energy: ['G'], status: ['poisoned'] },
      hand: [RARE_CANDY, VENUSAUR],
    };
    run(position(me), [play(1)], {
      active: [{ name: 'Venusaur', hp: 140, energy: ['G'], status: [] }, {}],
      handCount: [0, 1],
      discard: [[RARE_CANDY], []],
    });
  });

  it('chooses the Basic and the Stage 2 when there are several', () => {
    // uids: Bulbasaur 0, Benched Bulbasaur 1, Rare Candy 2, Venusaur 3, Venusaur ex 4.
    const me = {
      active: { card: BULBASAUR },
      bench: [{ card: BULBASAUR }],
      hand: [RARE_CANDY, VENUSAUR, VENUSAUR_EX],
    };
    run(position(me), [play(2), choose(1), choose(1)], {
      active: [{ name: 'Bulbasaur' }, {}],
      bench: [[{ name: 'Venusaur ex', hp: 190 }], [{}]],
      hand: [[VENUSAUR], ['A1 189']],
    });
  });

  it('is not offered during the first turn, on a Basic put into play this turn, or without a Stage 2 of its line', () => {
    const hand = [RARE_CANDY, VENUSAUR];
    run(position({ active: { card: BULBASAUR }, hand }, {}, { turn: 2, current: 0, first: 1 }), [], {
      plays: [],
    });
    run(position({ active: { card: BULBASAUR, playedTurn: 3 }, hand }), [], { plays: [] });
    run(position({ active: { card: BULBASAUR }, hand: [RARE_CANDY, 'A1 002'] }), [], {
      evolutions: ['evolve Bulbasaur into Ivysaur'],
      plays: [],
    });
    run(position({ active: { card: 'A1 033' }, hand }), [], { plays: [] }); // Charmander: Venusaur is not of its line.
  });

  it("is stopped on the Active by 'can't play any Pokémon from their hand to evolve their Active Pokémon', not on the Bench (the Stage 2 comes from the hand, E14)", () => {
    // The opponent's Aerodactyl ex (Primeval Law).
    const them = { active: { card: 'A1a 046' } };
    run(position({ active: { card: BULBASAUR }, hand: [RARE_CANDY, VENUSAUR] }, them), [], { plays: [] });
    // uids: Bulbasaur 0, Benched Bulbasaur 1, Rare Candy 2, Venusaur 3: only the Benched one can take it.
    run(
      position(
        { active: { card: BULBASAUR }, bench: [{ card: BULBASAUR }], hand: [RARE_CANDY, VENUSAUR] },
        them,
      ),
      [play(2)],
      { active: [{ name: 'Bulbasaur' }, {}], bench: [[{ name: 'Venusaur' }], [{}]] },
    );
  });

  it("is stopped by Evolution Jammer ('they can't play any Pokémon from their hand to evolve their Pokémon')", () => {
    // Malamar (side 0) attacks with Evolution Jammer; on turn 6 the other side holds Rare Candy and Venusaur
    // (a full Bench: the card it draws is not benched).
    const malamar = { active: { card: 'B3 112', under: ['A4a 051'], energy: ['D', 'C'] } };
    const bench = [{ card: BULBASAUR }, { card: BULBASAUR }, { card: BULBASAUR }];
    const them = { active: { card: BULBASAUR }, bench, hand: [RARE_CANDY, VENUSAUR] };
    run(position(malamar, them, { turn: 5 }), [attack(0)], { turn: 6, plays: [] });
    run(position(malamar, them, { turn: 5 }), [end], { turn: 6, plays: ['play Rare Candy'] });
  });

  it("fires the Stage 2's 'when you play this Pokémon from your hand to evolve' Ability once Rare Candy is done: Inteleon's Swift Shot", () => {
    // uids: Sobble 0, Rare Candy 1, Inteleon 2. The opponent's Active is Snorlax (150 HP).
    const me = { active: { card: SOBBLE }, hand: [RARE_CANDY, INTELEON] };
    run(position(me), [play(1), choose(0)], {
      active: [{ name: 'Inteleon' }, { name: 'Snorlax', hp: 120 }],
      discard: [[RARE_CANDY], []],
    });
    // "you may": no, and nothing is done.
    run(position(me), [play(1), choose(1)], { active: [{ name: 'Inteleon' }, { name: 'Snorlax', hp: 150 }] });
  });
});

describe('copy_attack from the own Bench (except ex) and at random from the opponent’s hand and deck', () => {
  const DITTO = 'B1a 055'; // Copy a Friend [C]
  const MEW = 'B2b 030'; // Miraculous Memory [P][C]
  const BULBASAUR = 'A1 001'; // Vine Whip [G][C] 40
  const VENUSAUR_EX = 'A1 004'; // Giant Bloom [G][G][C][C] 100, heals 30.

  it("Ditto copies the Benched Bulbasaur's Vine Whip with the Energy for it; the Benched ex is not offered", () => {
    // One attack offered (Venusaur ex's is not): taken without asking.
    run(
      position({
        active: { card: DITTO, energy: ['G', 'C'] },
        bench: [{ card: VENUSAUR_EX }, { card: BULBASAUR }],
      }),
      [attack(0)],
      { active: [{ name: 'Ditto' }, { name: 'Snorlax', hp: 110 }], pending: null },
    );
  });

  it('without the Energy the copied attack needs, it does nothing', () => {
    run(position({ active: { card: DITTO, energy: ['C'] }, bench: [{ card: BULBASAUR }] }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 150 }],
    });
  });

  it('with only an ex on the Bench, there is nothing to copy: nothing happens', () => {
    run(
      position({ active: { card: DITTO, energy: ['G', 'G', 'C', 'C'] }, bench: [{ card: VENUSAUR_EX }] }),
      [attack(0)],
      {
        active: [{}, { name: 'Snorlax', hp: 150 }],
        pending: null,
        turn: 4,
      },
    );
  });

  it("Mew uses an attack of a Pokémon in the opponent's deck (no Energy needed), leaving the cards where they are", () => {
    run(
      position(
        { active: { card: MEW, energy: ['P', 'C'] } },
        { hand: ['P-A 007'], deck: [BULBASAUR, 'P-A 005'] },
      ),
      [attack(0)],
      // The opponent then draws Bulbasaur for their turn.
      { active: [{}, { name: 'Snorlax', hp: 110 }], hand: [[], ['P-A 007', BULBASAUR]], deckCount: [8, 1] },
    );
  });

  it("with no Pokémon in the opponent's hand and deck, Miraculous Memory does nothing", () => {
    run(
      position({ active: { card: MEW, energy: ['P', 'C'] } }, { hand: ['P-A 007'], deck: ['P-A 005'] }),
      [attack(0)],
      { active: [{}, { name: 'Snorlax', hp: 150 }] },
    );
  });
});

describe("copy_supporter: a random Supporter of the opponent's deck or hand, its effect used", () => {
  const PENNY = 'A3b 069';
  const SMEARGLE = 'B2 130'; // Portrait (Active only)
  const RESEARCH = 'P-A 007'; // Draw 2 cards.

  it('reads Penny and Portrait', () => {
    expect(
      mapText(
        "Look at a random Supporter card that's not Penny from your opponent's deck and shuffle it back into their deck. Use the effect of that card as the effect of this card.",
      ),
    ).toEqual([{ type: 'copy_supporter', from: 'opponent_deck', random: true, exceptNames: ['Penny'] }]);
    expect(
      mapText(
        "Once during your turn, if this Pokémon is in the Active Spot, you may look at a random Supporter card from your opponent's hand. Use the effect of that card as the effect of this Ability.",
      ),
    ).toEqual([{ type: 'copy_supporter', from: 'opponent_hand', random: true }]);
  });

  it("Penny uses Professor's Research from the opponent's deck (never a Penny): its player draws 2, the card stays there", () => {
    // uids: Bulbasaur 0, Penny 1, the deck 2-9.
    run(
      position({ active: { card: 'A1 001' }, hand: [PENNY] }, { deck: [PENNY, RESEARCH, 'A1 001'] }),
      [play(1)],
      {
        handCount: [2, 1],
        deckCount: [6, 3],
        discard: [[PENNY], []],
      },
    );
  });

  it('with no other Supporter in that deck, Penny does nothing (and is still played)', () => {
    run(position({ active: { card: 'A1 001' }, hand: [PENNY] }, { deck: [PENNY, 'A1 001'] }), [play(1)], {
      handCount: [0, 1],
      deckCount: [8, 2],
      discard: [[PENNY], []],
    });
  });

  it("Smeargle in the Active Spot uses the effect of a Supporter in the opponent's hand; the card stays in that hand", () => {
    run(position({ active: { card: SMEARGLE } }, { hand: [RESEARCH] }), [ability(0)], {
      handCount: [2, 1],
      hand: [['A1 189', 'A1 189'], [RESEARCH]],
    });
  });

  it('Portrait is not offered from the Bench, nor against an empty hand', () => {
    run(position({ active: { card: 'A1 001' }, bench: [{ card: SMEARGLE }] }, { hand: [RESEARCH] }), [], {
      abilities: [],
    });
    run(position({ active: { card: SMEARGLE } }, { hand: [] }), [], { abilities: [] });
  });
});

describe('requires texts: Juggler, Psychic, Beast Wall', () => {
  const JUGGLER = 'B2 151';
  const PSYCHIC = 'B4 150';
  const BEAST_WALL = 'A3a 063';

  it('Juggler: with 3 Energy types on your Pokémon, all Benched Energy moves to the Active; with 2, not offered', () => {
    // uids: Bulbasaur 0, Squirtle 1, Pikachu 2, Juggler 3.
    const me = (pikachu: string[]) => ({
      active: { card: 'A1 001', energy: ['G'] },
      bench: [
        { card: 'A1 053', energy: ['W', 'W'] },
        { card: 'A1 094', energy: pikachu },
      ],
      hand: [JUGGLER],
    });
    run(position(me(['L'])), [play(3)], {
      active: [{ name: 'Bulbasaur', energy: ['G', 'W', 'W', 'L'] }, {}],
      bench: [[{ energy: [] }, { energy: [] }], [{}]],
    });
    run(position(me(['W'])), [], { plays: [] });
  });

  it("Psychic: with the Psychic attack in the Active Spot, a random Energy of the opponent's chosen Benched Pokémon moves to their Active", () => {
    const them = {
      active: { card: 'A1 211', energy: ['C'] },
      bench: [{ card: 'A1 189', energy: ['R', 'R'] }, { card: 'A1 053' }],
    };
    // uids: Jynx 0, Psychic 1; the Squirtle has no Energy: the Rattata is the only one offered.
    run(position({ active: { card: 'A1 127' }, hand: [PSYCHIC] }, them), [play(1)], {
      active: [{}, { name: 'Snorlax', energy: ['C', 'R'] }],
      bench: [[], [{ name: 'Rattata', energy: ['R'] }, { energy: [] }]],
    });
    run(position({ active: { card: 'A1 001' }, hand: [PSYCHIC] }, them), [], { plays: [] });
    run(position({ active: { card: 'A1 127' }, hand: [PSYCHIC] }), [], { plays: [] }); // no Energy on their Bench
  });

  it('Beast Wall: while the opponent has no point, Ultra Beasts take 20 less during their next turn (a non-Ultra Beast does not)', () => {
    const them = { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } };
    // uids: Buzzwole ex 0, Bulbasaur 1, Beast Wall 2. Snorlax's Rollout does 70.
    const me = { active: { card: 'A3a 006' }, bench: [{ card: 'A1 001' }], hand: [BEAST_WALL] };
    run(
      position(me, them),
      [play(2), { action: { type: 'end' } }, { action: { type: 'attack', index: 0 }, player: 1 }],
      {
        active: [{ name: 'Buzzwole ex', hp: 90 }, {}],
      },
    );
    run(
      position(me, them),
      [{ action: { type: 'end' } }, { action: { type: 'attack', index: 0 }, player: 1 }],
      {
        active: [{ name: 'Buzzwole ex', hp: 70 }, {}],
      },
    );
    // A Snorlax of ours is no Ultra Beast: the full 70.
    run(
      position({ ...me, active: { card: 'A1 211' } }, them),
      [play(2), { action: { type: 'end' } }, { action: { type: 'attack', index: 0 }, player: 1 }],
      { active: [{ name: 'Snorlax', hp: 80 }, {}] },
    );
    run(position(me, { ...them, points: 1 }), [], { plays: [] });
  });
});

describe('reorder_deck_top: for each of your [F] / [P] Pokémon in play, that many top cards put back in any order', () => {
  const HIKER = 'A4 161';
  const MORTY = 'A4a 071';
  const endBoth = [{ action: { type: 'end' } }, { action: { type: 'end' }, player: 1 }];

  it('Hiker with 2 [F] Pokémon: the top 2 of your deck, the chosen one on top (drawn next turn)', () => {
    // uids: Sandshrew 0, Diglett 1, Bulbasaur 2 (not [F]), Hiker 3, the deck 4-6.
    const me = {
      active: { card: 'A1 137' },
      bench: [{ card: 'A1 139' }, { card: 'A1 001' }],
      hand: [HIKER],
      deck: ['A1 001', 'A1 053', 'A1 094'],
    };
    run(position(me), [play(3)], { pending: { player: 0, options: ['Bulbasaur', 'Squirtle'] } });
    run(position(me), [play(3), choose(1), ...endBoth], { hand: [['A1 053'], ['A1 189', 'A1 189']] });
    run(position(me), [play(3), choose(0), ...endBoth], { hand: [['A1 001'], ['A1 189', 'A1 189']] });
  });

  it("Morty with 2 [P] Pokémon: the top 2 of the opponent's deck, which they draw in the order chosen", () => {
    const me = { active: { card: 'A1 113' }, bench: [{ card: 'A1 115' }], hand: [MORTY] };
    const them = { deck: ['A1 001', 'A1 053', 'A1 094'] };
    // uids: Clefairy 0, Abra 1, Morty 2.
    run(position(me, them), [play(2), choose(1), { action: { type: 'end' } }], {
      hand: [[], ['A1 189', 'A1 053']],
    });
  });

  it('not offered without a Pokémon of the type in play', () => {
    run(position({ active: { card: 'A1 001' }, hand: [HIKER] }), [], { plays: [] });
  });
});

describe('hp_modifier perEnergy: "+30 HP for each [P] Energy attached to it" (Reuniclus)', () => {
  const REUNICLUS = 'B1a 034'; // 90 HP
  const them = { active: { card: 'A1 211', energy: ['C', 'C', 'C', 'C'] } }; // Rollout 70
  const rollout = [{ action: { type: 'end' } }, { action: { type: 'attack', index: 0 }, player: 1 }];

  it('counts the [P] Energy only, whenever HP is read: an Energy attached raises it', () => {
    // 60 damage on it (setup hp 30 of the printed 90); 2 [P] and a [G]: 150 maximum, 90 left.
    const me = { active: { card: REUNICLUS, hp: 30, energy: ['P', 'P', 'G'] }, bench: [{ card: 'A1 001' }] };
    run(position(me), [], { active: [{ name: 'Reuniclus', hp: 90 }, {}] });
    run(position({ ...me, zone: 'P' }), [{ action: { type: 'attach', target: 0 } }], {
      active: [{ name: 'Reuniclus', hp: 120 }, {}],
    });
  });

  it('survives a 70 with 2 [P] Energy (150 HP), is Knocked Out with 1 (120 HP)', () => {
    const at = (energy: string[]) => ({
      active: { card: REUNICLUS, hp: 30, energy },
      bench: [{ card: 'A1 001' }],
    });
    run(position(at(['P', 'P']), them), rollout, {
      active: [{ name: 'Reuniclus', hp: 20 }, {}],
      points: [0, 0],
    });
    run(position(at(['P', 'G']), them), rollout, { points: [0, 1] });
  });
});

describe('hp_modifier perEnergy: losing the Energy lowers the HP', () => {
  it('Hyper Beam (100) then a [P] Energy discarded: 160 damage on 150 HP is a Knock Out', () => {
    const me = { active: { card: 'B1a 034', hp: 30, energy: ['P', 'P', 'P'] }, bench: [{ card: 'A1 001' }] };
    const them = { active: { card: 'A1 078', energy: ['W', 'W', 'W', 'W'] } };
    run(
      position(me, them),
      [{ action: { type: 'end' } }, { action: { type: 'attack', index: 0 }, player: 1 }],
      {
        points: [0, 1],
      },
    );
  });
});

describe("Polteageist's Refreshing Tea: an evolve trigger; the opponent shuffles their hand in and draws a card per point they still need", () => {
  const evolve = { action: { type: 'evolve', card: 1, target: 0 } };
  // Sinistea (uid 0) Active, Polteageist (uid 1) in hand; the opponent holds 3 cards and has 1 point (2 to win).
  const them = { hand: ['A1 189', 'A1 053', 'P-A 007'], points: 1, deck: ['A1 001', 'A1 001'] };

  it('yes: the opponent draws 2 from a deck of 5', () => {
    run(position({ active: { card: 'B2 074' }, hand: ['B2 075'] }, them), [evolve, choose(0)], {
      active: [{ name: 'Polteageist' }, {}],
      handCount: [0, 2],
      deckCount: [8, 3],
    });
  });

  it('no: nothing changes', () => {
    run(position({ active: { card: 'B2 074' }, hand: ['B2 075'] }, them), [evolve, choose(1)], {
      handCount: [0, 3],
      deckCount: [8, 2],
    });
  });
});

describe('attack_cost_if: an attack usable for 1 Energy while a condition holds', () => {
  const BOLTUND = 'A4a 031'; // Defiant Spark [L][C][C] 70, 90 HP: for [L] if it has damage on it.
  const VELUZA = 'B2a 031'; // Shedding Spiral [W][C][C][C] 90: for [W] with no cards in the deck.

  it('Boltund with damage on it attacks with 1 [L] for the full 70; undamaged, it cannot', () => {
    run(position({ active: { card: BOLTUND, hp: 80, energy: ['L'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 80 }],
    });
    run(position({ active: { card: BOLTUND, energy: ['L'] } }), [], { attacks: [] });
    // The printed cost paid: usable undamaged.
    run(position({ active: { card: BOLTUND, energy: ['L', 'L', 'L'] } }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 80 }],
    });
  });

  it('Veluza with an empty deck attacks with 1 [W]; with a card in the deck, it cannot', () => {
    run(position({ active: { card: VELUZA, energy: ['W'] }, deck: [] }), [attack(0)], {
      active: [{}, { name: 'Snorlax', hp: 60 }],
    });
    run(position({ active: { card: VELUZA, energy: ['W'] }, deck: ['A1 001'] }), [], { attacks: [] });
  });
});

describe('discard_hand_to: "Your opponent discards cards from their hand until they have 4 cards in their hand."', () => {
  const NASTY_NOTICE = 'B2b 065';
  const hand6 = ['A1 189', 'A1 053', 'P-A 007', 'A1 001', 'A1 094', 'P-A 005'];

  it('the opponent chooses the 2 cards they discard', () => {
    // uids: Bulbasaur 0, Nasty Notice 1.
    run(
      position({ active: { card: 'A1 001' }, hand: [NASTY_NOTICE] }, { hand: hand6 }),
      [play(1), { expect: { pending: { player: 1 } } }, choose(1, 1), choose(2, 1)],
      {
        hand: [[], ['A1 189', 'P-A 007', 'A1 094', 'P-A 005']],
        discard: [[NASTY_NOTICE], ['A1 053', 'A1 001']],
      },
    );
  });

  it('not offered while the opponent holds 4 cards or fewer', () => {
    run(position({ active: { card: 'A1 001' }, hand: [NASTY_NOTICE] }, { hand: hand6.slice(0, 4) }), [], {
      plays: [],
    });
  });
});

describe("random_hand_card_to_deck: a random card of both players' hands, shown and shuffled into its owner's deck", () => {
  const PRANK_SPINNER = 'B1 213';

  it("with only the opponent's card in the hands, theirs goes into their deck", () => {
    run(position({ active: { card: 'A1 001' }, hand: [PRANK_SPINNER] }, { hand: ['A1 053'] }), [play(1)], {
      handCount: [0, 0],
      deckCount: [8, 9],
    });
  });

  it('with only one of ours, ours goes into our deck', () => {
    run(position({ active: { card: 'A1 001' }, hand: [PRANK_SPINNER, 'A1 094'] }, { hand: [] }), [play(1)], {
      handCount: [0, 0],
      deckCount: [9, 8],
      discard: [[PRANK_SPINNER], []],
    });
  });

  it('both hands empty once it is played: nothing happens', () => {
    run(position({ active: { card: 'A1 001' }, hand: [PRANK_SPINNER] }, { hand: [] }), [play(1)], {
      handCount: [0, 0],
      deckCount: [8, 8],
    });
  });
});
